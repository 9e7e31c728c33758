import { useId, useState } from 'react';
import { Button, Container, Group, Select, Stack, Text } from '@mantine/core';
import { TRUCK_MILEAGE_BANDS, TRUCK_PRICE_BANDS, type Band } from '@dealer/schema';
import { PageHero } from '../../components/PageHero';
import { TruckCard } from '../../components/TruckCard';
import { useTruckListQuery } from '../../gql/graphql';
import {
  AVAILABILITY_LABELS,
  TRUCK_PAGE_SIZE,
  rangeLabel,
  toTruckListVariables,
} from './filters';
import {
  EmptyState,
  FilterChip,
  FilterPanel,
  FiltersToggle,
  MakeYearSelects,
  ResultCount,
  TruckPagination,
  TruckResults,
  TruckSearchBox,
  ViewToggle,
  useTruckListState,
} from './list';
import { cardImageLoading } from '../../components/cardImages';
import { usePageTitle } from '../../app/pageTitle';

/** A band select's options, plus a range from the home search that is not one of the bands. */
function rangeOptions(kind: 'price' | 'mileage', bands: Band[], current: string | null) {
  const options = bands.map(({ value, label }) => ({ value, label }));
  return current && !bands.some((band) => band.value === current)
    ? [{ value: current, label: rangeLabel(kind, current) }, ...options]
    : options;
}

export function TrucksPage() {
  usePageTitle('All Trucks for Sale | Leicester Commercial Trucks');
  const { state, update, clearAll, resetKey, active } = useTruckListState();
  const [filtersOpen, setFiltersOpen] = useState(Boolean(state.make || state.year || state.mileage || state.price));
  const filterPanelId = useId();

  const variables = toTruckListVariables(state);
  const [list] = useTruckListQuery({ variables, requestPolicy: 'cache-and-network' });
  const firstLoad = list.fetching && !list.data;
  const trucks = list.data?.trucks.items ?? [];
  const total = list.data?.trucks.total ?? 0;
  const pages = Math.ceil((list.data?.trucks.total ?? 0) / TRUCK_PAGE_SIZE);

  return (
    <>
      <PageHero
        title="All Trucks for Sale"
        subtitle="Quality used commercial vehicles, inspected and prepared in our Leicester workshop."
      />
      <Container size="xl" py="xl">
        <Stack gap="md">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TruckSearchBox key={resetKey} value={state.search} onSearch={(search) => update({ search })} />
            <Group gap="sm" wrap="nowrap">
              <FiltersToggle
                open={filtersOpen}
                onToggle={() => setFiltersOpen((open) => !open)}
                controls={filterPanelId}
              />
              <ViewToggle value={state.view} onChange={(view) => update({ view })} />
            </Group>
          </Group>

          <FilterPanel id={filterPanelId} open={filtersOpen} active={active} onClear={clearAll}>
            <MakeYearSelects make={state.make} year={state.year} onChange={update} />
            <Select
              label="Mileage Range"
              placeholder="Any mileage"
              data={rangeOptions('mileage', TRUCK_MILEAGE_BANDS, state.mileage)}
              value={state.mileage}
              onChange={(mileage) => update({ mileage })}
              clearable
            />
            <Select
              label="Budget Range"
              placeholder="Any budget"
              data={rangeOptions('price', TRUCK_PRICE_BANDS, state.price)}
              value={state.price}
              onChange={(price) => update({ price })}
              clearable
            />
          </FilterPanel>

          {(state.bodytype || state.model || state.availability) && (
            <Group gap="lg">
              {state.availability && (
                <FilterChip
                  label="Availability"
                  value={AVAILABILITY_LABELS[state.availability]}
                  onRemove={() => update({ availability: null })}
                />
              )}
              {state.bodytype && (
                <FilterChip label="Body type" value={state.bodytype} onRemove={() => update({ bodytype: null })} />
              )}
              {state.model && <FilterChip label="Model" value={state.model} onRemove={() => update({ model: null })} />}
            </Group>
          )}

          <ResultCount total={total} firstLoad={firstLoad} fetching={list.fetching} error={list.error} />

          <TruckResults
            trucks={trucks}
            firstLoad={firstLoad}
            fetching={list.fetching}
            view={state.view}
            renderCard={(truck, view, index) => (
              <TruckCard truck={truck} view={view} imageLoading={cardImageLoading(index)} />
            )}
            empty={
              !list.error && (
                <EmptyState title="No trucks found">
                  <Text c="dimmed">Try adjusting your search criteria or filters.</Text>
                  {active && (
                    <Button mt="sm" variant="light" color="accent" onClick={clearAll}>
                      Clear All Filters
                    </Button>
                  )}
                </EmptyState>
              )
            }
          />

          <TruckPagination total={pages} page={state.page} onChange={(page) => update({ page })} />
        </Stack>
      </Container>
    </>
  );
}
