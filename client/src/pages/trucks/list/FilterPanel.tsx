import { Button, Collapse, Group, Paper, SimpleGrid } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function FiltersToggle({ open, onToggle, controls }: { open: boolean; onToggle: () => void; controls: string }) {
  return (
    <Button
      variant={open ? 'filled' : 'default'}
      size="md"
      leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={controls}
    >
      Filters
    </Button>
  );
}

interface FilterPanelProps {
  id: string;
  open: boolean;
  /** Whether any filter is set; Clear is disabled otherwise. */
  active: boolean;
  onClear: () => void;
  clearLabel?: string;
  columns?: number;
  children: ReactNode;
}

/** The folding panel of filter selects, with the button that clears them all. */
export function FilterPanel({
  id,
  open,
  active,
  onClear,
  clearLabel = 'Clear All Filters',
  columns = 4,
  children,
}: FilterPanelProps) {
  return (
    <Collapse expanded={open} id={id}>
      <Paper withBorder p="md" radius="md" bg="gray.0">
        <SimpleGrid cols={{ base: 1, xs: 2, md: columns }} spacing="md">
          {children}
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button variant="subtle" color="accent" onClick={onClear} disabled={!active}>
            {clearLabel}
          </Button>
        </Group>
      </Paper>
    </Collapse>
  );
}
