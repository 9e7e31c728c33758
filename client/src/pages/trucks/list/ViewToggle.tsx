import { SegmentedControl, VisuallyHidden } from '@mantine/core';
import { IconLayoutGrid, IconList } from '@tabler/icons-react';
import type { TruckView } from '../../../components/TruckCard';

export function ViewToggle({ value, onChange }: { value: TruckView; onChange: (view: TruckView) => void }) {
  return (
    <SegmentedControl<TruckView>
      size="md"
      value={value}
      onChange={onChange}
      aria-label="Layout"
      data={[
        {
          value: 'grid',
          label: (
            <>
              <IconLayoutGrid size={18} aria-hidden style={{ display: 'block' }} />
              <VisuallyHidden>Grid view</VisuallyHidden>
            </>
          ),
        },
        {
          value: 'list',
          label: (
            <>
              <IconList size={18} aria-hidden style={{ display: 'block' }} />
              <VisuallyHidden>List view</VisuallyHidden>
            </>
          ),
        },
      ]}
    />
  );
}
