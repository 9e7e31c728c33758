import { Select } from '@mantine/core';
import { useTruckFilterOptionsQuery } from '../../../gql/graphql';
import type { TruckListParams } from '../filters';
import { matching, withCurrent } from './selectOptions';

interface MakeYearSelectsProps {
  make: string | null;
  year: number | null;
  onChange: (changes: Partial<Pick<TruckListParams, 'make' | 'year'>>) => void;
}

/** Manufacturer (ascending) and Model Year (newest first), from the makes and years in stock. */
export function MakeYearSelects({ make, year, onChange }: MakeYearSelectsProps) {
  const [facets] = useTruckFilterOptionsQuery({ requestPolicy: 'cache-and-network' });
  const makes = withCurrent(facets.data?.truckFacets.makes ?? [], make);
  const years = withCurrent((facets.data?.truckFacets.years ?? []).map(String), year === null ? null : String(year));
  return (
    <>
      <Select
        label="Manufacturer"
        placeholder="All manufacturers"
        data={makes}
        value={matching(makes, make)}
        onChange={(value) => onChange({ make: value })}
        clearable
      />
      <Select
        label="Model Year"
        placeholder="All years"
        data={years}
        value={year === null ? null : String(year)}
        onChange={(value) => onChange({ year: value ? Number(value) : null })}
        clearable
      />
    </>
  );
}
