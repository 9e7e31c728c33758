import { useId, useState } from 'react';
import { Anchor, Button, Container, Group, Select, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { PageHero } from '../../../components/PageHero';
import { TruckCard } from '../../../components/TruckCard';
import { useTruckListQuery } from '../../../gql/graphql';
import { TRUCK_PAGE_SIZE, toTruckListVariables, type TruckListParams } from '../filters';
import {
  EmptyState,
  FilterPanel,
  FiltersToggle,
  MakeYearSelects,
  ResultCount,
  TruckPagination,
  TruckResults,
  TruckSearchBox,
  ViewToggle,
  useTruckListState,
} from '../list';
import type { TruckCategory } from './categories';
import { CategoryMarketing } from './CategoryMarketing';
import { cardImageLoading } from '../../../components/cardImages';
import { usePageTitle } from '../../../app/pageTitle';

/**
 * One body-type category (tractor units, rigids, chassis cabs, curtainsides): the /trucks list
 * machinery with the category's body type fixed and its own price bands.
 */
export function CategoryTrucksPage({ category }: { category: TruckCategory }) {
  usePageTitle(`${category.name} for Sale | Leicester Commercial Trucks`);
  const options = { priceBands: category.priceBands };
  const { state: fromUrl, update, clearAll, resetKey } = useTruckListState(options);
  const [filtersOpen, setFiltersOpen] = useState(Boolean(fromUrl.make || fromUrl.year || fromUrl.price));
  const filterPanelId = useId();

  // The page reads only its own controls from the URL; chassis cabs have search alone, in a grid.
  const state: TruckListParams = {
    ...fromUrl,
    model: null,
    mileage: null,
    availability: null,
    bodytype: category.bodytype,
    ...(category.filters ? {} : { make: null, year: null, price: null }),
    view: category.listView ? fromUrl.view : 'grid',
  };
  const active = Boolean(state.search.trim() || state.make || state.year || state.price);

  const [list] = useTruckListQuery({
    variables: toTruckListVariables(state, options),
    requestPolicy: 'cache-and-network',
  });
  const trucks = list.data?.trucks.items ?? [];
  const total = list.data?.trucks.total ?? 0;
  const firstLoad = list.fetching && !list.data;

  const emptyLink =
    category.empty.link === 'all-trucks' ? (
      <Button component={Link} to="/trucks" variant="light" color="accent">
        Browse All Trucks
      </Button>
    ) : (
      <Button component={Link} to="/contact" variant="light" color="accent">
        Contact us
      </Button>
    );

  return (
    <>
      <PageHero title={category.name} subtitle={category.description}>
        <Anchor component={Link} to="/trucks/categories" c="gray.3" size="sm" mt="md" display="inline-block">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            All categories
          </Group>
        </Anchor>
      </PageHero>
      <Container size="xl" py="xl">
        <Stack gap="md">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TruckSearchBox
              key={resetKey}
              value={state.search}
              onSearch={(search) => update({ search })}
              label={`Search ${category.name.toLowerCase()}`}
              placeholder="Make, model or stock no."
            />
            {(category.filters || category.listView) && (
              <Group gap="sm" wrap="nowrap">
                {category.filters && (
                  <FiltersToggle
                    open={filtersOpen}
                    onToggle={() => setFiltersOpen((open) => !open)}
                    controls={filterPanelId}
                  />
                )}
                {category.listView && <ViewToggle value={state.view} onChange={(view) => update({ view })} />}
              </Group>
            )}
          </Group>

          {category.filters && (
            <FilterPanel
              id={filterPanelId}
              open={filtersOpen}
              active={active}
              onClear={clearAll}
              clearLabel="Clear Filters"
              columns={3}
            >
              <MakeYearSelects make={state.make} year={state.year} onChange={update} />
              <Select
                label="Price Range"
                placeholder="Any price"
                data={category.priceBands.map(({ value, label }) => ({ value, label }))}
                value={state.price}
                onChange={(price) => update({ price })}
                clearable
              />
            </FilterPanel>
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
                <EmptyState title={category.empty.title}>
                  <Text c="dimmed" maw={520}>
                    {category.empty.text}
                  </Text>
                  <Group gap="sm" mt="sm" justify="center">
                    {emptyLink}
                    {active && (
                      <Button variant="default" onClick={clearAll}>
                        Clear Filters
                      </Button>
                    )}
                  </Group>
                </EmptyState>
              )
            }
          />

          <TruckPagination
            total={Math.ceil(total / TRUCK_PAGE_SIZE)}
            page={state.page}
            onChange={(page) => update({ page })}
          />
        </Stack>
      </Container>
      <CategoryMarketing category={category.key} />
    </>
  );
}
