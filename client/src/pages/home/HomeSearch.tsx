import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { HOME_BUDGET_BANDS, HOME_MILEAGE_BANDS } from '@dealer/schema';
import { useTruckCountQuery } from '../../gql/graphql';
import type { Availability } from '../trucks/filters';
import {
  EMPTY_HOME_SEARCH,
  HOME_AVAILABILITY,
  HOME_VEHICLE_TYPES,
  hasHomeFilters,
  homeMatchFilter,
  homeSearchParams,
  type HomeSearchState,
} from './homeSearch';

/** The number last counted, kept on screen while a new count is on its way. */
function useLastKnown(value: number | undefined): number | undefined {
  const [last, setLast] = useState(value);
  if (value !== undefined && value !== last) setLast(value);
  return value ?? last;
}

/** urql keeps the previous variables' data while new ones load; a count is current once loaded, or from the cache. */
function isCurrent(result: { data?: unknown; fetching: boolean; stale: boolean }): boolean {
  return Boolean(result.data) && (!result.fetching || result.stale);
}

function matchText(count: number | undefined): string {
  if (count === undefined) return 'Counting vehicles...';
  return count === 1 ? '1 vehicle matches your criteria' : `${count} vehicles match your criteria`;
}

/** The home search panel: four selects, the live match count, Clear Filters and Search. */
export function HomeSearch() {
  const navigate = useNavigate();
  const [search, setSearch] = useState<HomeSearchState>(EMPTY_HOME_SEARCH);
  const set = (changes: Partial<HomeSearchState>) => setSearch((current) => ({ ...current, ...changes }));

  const [matching] = useTruckCountQuery({
    variables: { filter: homeMatchFilter(search) },
    requestPolicy: 'cache-and-network',
  });
  const count = useLastKnown(isCurrent(matching) ? (matching.data?.trucks.total ?? 0) : undefined);
  const failed = Boolean(matching.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(`/trucks?${homeSearchParams(search).toString()}`);
  };

  return (
    <Paper
      component="form"
      onSubmit={submit}
      role="search"
      aria-labelledby="home-search-title"
      shadow="xl"
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Title order={2} size="h3" id="home-search-title" mb="md">
        Find Your Next Truck
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          label="Availability"
          data={[{ value: '', label: 'For sale or hire' }, ...HOME_AVAILABILITY]}
          value={search.availability ?? ''}
          onChange={(event) => set({ availability: (event.currentTarget.value || null) as Availability | null })}
        />
        <NativeSelect
          label="Vehicle type"
          data={[{ value: '', label: 'All vehicle types' }, ...HOME_VEHICLE_TYPES]}
          value={search.bodytype ?? ''}
          onChange={(event) => set({ bodytype: event.currentTarget.value || null })}
        />
        <NativeSelect
          label="Mileage"
          data={[{ value: '', label: 'Any mileage' }, ...HOME_MILEAGE_BANDS]}
          value={search.mileage ?? ''}
          onChange={(event) => set({ mileage: event.currentTarget.value || null })}
        />
        <NativeSelect
          label="Budget"
          data={[{ value: '', label: 'Any budget' }, ...HOME_BUDGET_BANDS]}
          value={search.price ?? ''}
          onChange={(event) => set({ price: event.currentTarget.value || null })}
        />
      </SimpleGrid>
      <Text fw={700} mt="md" aria-live="polite" c={failed && count === undefined ? 'dimmed' : undefined}>
        {failed && count === undefined ? 'Browse our full range of vehicles' : matchText(count)}
      </Text>
      <Group gap="sm" mt="sm" grow>
        {hasHomeFilters(search) && (
          <Button variant="default" onClick={() => setSearch(EMPTY_HOME_SEARCH)}>
            Clear Filters
          </Button>
        )}
        <Button type="submit" color="accent" leftSection={<IconSearch size={18} aria-hidden />}>
          Search
        </Button>
      </Group>
    </Paper>
  );
}
