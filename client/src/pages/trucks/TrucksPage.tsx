import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  Badge,
  Box,
  Button,
  CloseButton,
  Collapse,
  Container,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback, useDocumentTitle } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconLayoutGrid, IconList, IconSearch, IconTruckOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { TRUCK_MILEAGE_BANDS, TRUCK_PRICE_BANDS } from '@dealer/schema';
import { errorText } from '../../app/errors';
import { PageHero } from '../../components/PageHero';
import { TruckCard, TruckCardSkeleton, type TruckView } from '../../components/TruckCard';
import { useTruckFilterOptionsQuery, useTruckListQuery } from '../../gql/graphql';
import {
  TRUCK_PAGE_SIZE,
  clearTruckFilters,
  hasActiveFilters,
  parseTruckListParams,
  toTruckListSearchParams,
  toTruckListVariables,
  updateTruckListParams,
  type TruckListParams,
} from './filters';

const SEARCH_DELAY_MS = 400;
const PLACEHOLDER_CARDS = 6;

/** Keeps a value the URL asked for selectable even when the options do not (yet) list it. */
function withCurrent(options: string[], current: string | null): string[] {
  if (!current || options.some((option) => option.toLowerCase() === current.toLowerCase())) return options;
  return [current, ...options];
}

function matching(options: string[], current: string | null): string | null {
  return current ? (options.find((option) => option.toLowerCase() === current.toLowerCase()) ?? current) : null;
}

export function TrucksPage() {
  useDocumentTitle('All Trucks for Sale | Leicester Commercial Trucks');
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseTruckListParams(searchParams);
  const [searchText, setSearchText] = useState(state.search);
  const [filtersOpen, setFiltersOpen] = useState(Boolean(state.make || state.year || state.mileage || state.price));
  const filterPanelId = useId();

  const update = (changes: Partial<TruckListParams>) =>
    setSearchParams((prev) => toTruckListSearchParams(updateTruckListParams(parseTruckListParams(prev), changes)));
  const commitSearch = useDebouncedCallback((search: string) => update({ search }), SEARCH_DELAY_MS);

  // Back and Forward change the URL under the search box; show what the URL says, but keep a
  // trailing space the visitor is still typing (the URL holds the trimmed text).
  useEffect(() => setSearchText((text) => (text.trim() === state.search.trim() ? text : state.search)), [state.search]);

  const [list] = useTruckListQuery({ variables: toTruckListVariables(state), requestPolicy: 'cache-and-network' });
  const [facets] = useTruckFilterOptionsQuery({ requestPolicy: 'cache-and-network' });

  const makes = withCurrent(facets.data?.truckFacets.makes ?? [], state.make);
  const years = withCurrent(
    (facets.data?.truckFacets.years ?? []).map(String),
    state.year === null ? null : String(state.year),
  );
  const total = list.data?.trucks.total ?? 0;
  const trucks = list.data?.trucks.items ?? [];
  const firstLoad = list.fetching && !list.data;
  const pages = Math.ceil(total / TRUCK_PAGE_SIZE);
  const active = hasActiveFilters(state);

  const onSearchSubmit = (event: FormEvent) => {
    event.preventDefault();
    commitSearch.cancel();
    update({ search: searchText });
  };

  const clearAll = () => {
    commitSearch.cancel();
    setSearchText('');
    setSearchParams(toTruckListSearchParams(clearTruckFilters(state)));
  };

  const changePage = (page: number) => {
    update({ page });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <>
      <PageHero
        title="All Trucks for Sale"
        subtitle="Quality used commercial vehicles, inspected and prepared in our Leicester workshop."
      />
      <Container size="xl" py="xl">
        <Stack gap="md">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Box component="form" onSubmit={onSearchSubmit} role="search" style={{ flex: '1 1 280px' }}>
              <TextInput
                aria-label="Search trucks"
                placeholder="Make, model, registration or stock no."
                leftSection={<IconSearch size={18} aria-hidden />}
                value={searchText}
                onChange={(event) => {
                  setSearchText(event.currentTarget.value);
                  commitSearch(event.currentTarget.value);
                }}
                rightSection={
                  searchText ? (
                    <CloseButton
                      aria-label="Clear search"
                      onClick={() => {
                        commitSearch.cancel();
                        setSearchText('');
                        update({ search: '' });
                      }}
                    />
                  ) : null
                }
                size="md"
              />
            </Box>
            <Group gap="sm" wrap="nowrap">
              <Button
                variant={filtersOpen ? 'filled' : 'default'}
                size="md"
                leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
                onClick={() => setFiltersOpen((open) => !open)}
                aria-expanded={filtersOpen}
                aria-controls={filterPanelId}
              >
                Filters
              </Button>
              <SegmentedControl<TruckView>
                size="md"
                value={state.view}
                onChange={(view) => update({ view })}
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
            </Group>
          </Group>

          <Collapse expanded={filtersOpen} id={filterPanelId}>
            <Paper withBorder p="md" radius="md" bg="gray.0">
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
                <Select
                  label="Manufacturer"
                  placeholder="All manufacturers"
                  data={makes}
                  value={matching(makes, state.make)}
                  onChange={(make) => update({ make })}
                  clearable
                />
                <Select
                  label="Model Year"
                  placeholder="All years"
                  data={years}
                  value={state.year === null ? null : String(state.year)}
                  onChange={(year) => update({ year: year ? Number(year) : null })}
                  clearable
                />
                <Select
                  label="Mileage Range"
                  placeholder="Any mileage"
                  data={TRUCK_MILEAGE_BANDS.map(({ value, label }) => ({ value, label }))}
                  value={state.mileage}
                  onChange={(mileage) => update({ mileage })}
                  clearable
                />
                <Select
                  label="Budget Range"
                  placeholder="Any budget"
                  data={TRUCK_PRICE_BANDS.map(({ value, label }) => ({ value, label }))}
                  value={state.price}
                  onChange={(price) => update({ price })}
                  clearable
                />
              </SimpleGrid>
              <Group justify="flex-end" mt="md">
                <Button variant="subtle" color="accent" onClick={clearAll} disabled={!active}>
                  Clear All Filters
                </Button>
              </Group>
            </Paper>
          </Collapse>

          {state.bodytype && (
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                Body type:
              </Text>
              <Badge
                size="lg"
                variant="light"
                color="accent"
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={`Show all body types, not only ${state.bodytype}`}
                    onClick={() => update({ bodytype: null })}
                  />
                }
              >
                {state.bodytype}
              </Badge>
            </Group>
          )}

          <div>
            <Group justify="space-between" gap="xs">
              <Text fw={600} aria-live="polite">
                {firstLoad ? 'Loading trucks...' : `Showing ${total} ${total === 1 ? 'truck' : 'trucks'}`}
              </Text>
              {list.fetching && !firstLoad && (
                <Text size="sm" c="dimmed">
                  Loading trucks...
                </Text>
              )}
            </Group>
            {list.error && (
              <Text c="red.7" size="sm" mt={4} role="alert">
                {errorText(list.error, 'Failed to load trucks')}
              </Text>
            )}
          </div>

          {firstLoad ? (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
                <TruckCardSkeleton key={i} />
              ))}
            </SimpleGrid>
          ) : trucks.length === 0 ? (
            !list.error && (
              <Paper withBorder radius="md" p="xl" ta="center">
                <Stack align="center" gap="xs">
                  <IconTruckOff size={48} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
                  <Title order={2} size="h3">
                    No trucks found
                  </Title>
                  <Text c="dimmed">Try adjusting your search criteria or filters.</Text>
                  {active && (
                    <Button mt="sm" variant="light" color="accent" onClick={clearAll}>
                      Clear All Filters
                    </Button>
                  )}
                </Stack>
              </Paper>
            )
          ) : (
            <Box
              aria-busy={list.fetching}
              style={{ opacity: list.fetching ? 0.6 : 1, transition: 'opacity 150ms ease' }}
            >
              {state.view === 'grid' ? (
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                  {trucks.map((truck) => (
                    <TruckCard key={truck.id} truck={truck} />
                  ))}
                </SimpleGrid>
              ) : (
                <Stack gap="md">
                  {trucks.map((truck) => (
                    <TruckCard key={truck.id} truck={truck} view="list" />
                  ))}
                </Stack>
              )}
            </Box>
          )}

          {pages > 1 && (
            <Group justify="center" mt="lg">
              <Pagination
                total={pages}
                value={Math.min(state.page, pages)}
                onChange={changePage}
                color="brand"
                getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
                getControlProps={(control) => ({ 'aria-label': `${control[0].toUpperCase()}${control.slice(1)} page` })}
              />
            </Group>
          )}
        </Stack>
      </Container>
    </>
  );
}
