import { useCallback, useState } from 'react';
import { Box, Button, Container, Group, Paper, Select, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarTime, IconCertificate, IconPhone, IconShieldCheck, IconUsers } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { useSiteContent } from '../../app/siteContent';
import { telHref } from '../../app/siteDefaults';
import { HireTruckCard } from '../../components/HireTruckCard';
import { PageHero } from '../../components/PageHero';
import { useHireTrucksQuery } from '../../gql/graphql';
import {
  EmptyState,
  ResultCount,
  TruckPagination,
  TruckResults,
  TruckSearchBox,
  matching,
  withCurrent,
} from '../trucks/list';
import {
  HIRE_DURATIONS,
  HIRE_PAGE_SIZE,
  HIRE_VEHICLE_TYPES,
  hasHireFilters,
  parseHireParams,
  toHireSearchParams,
  toHireVariables,
  type HireListParams,
} from './hireFilters';
import { cardImageLoading } from '../../components/cardImages';
import { usePageTitle } from '../../app/pageTitle';

const BENEFITS = [
  {
    icon: IconCalendarTime,
    title: 'Flexible Terms',
    text: 'Daily, weekly, monthly and long-term hire, with discounts for longer periods.',
  },
  {
    icon: IconShieldCheck,
    title: 'Insurance & Maintenance Included',
    text: 'Every hire vehicle is serviced in our own workshop and covered while it works for you.',
  },
  {
    icon: IconUsers,
    title: 'Driver Training on Request',
    text: 'We can walk your drivers through the vehicle before it leaves the yard.',
  },
  {
    icon: IconCertificate,
    title: '24/7 Support',
    text: 'Our emergency line is open day and night if anything goes wrong on the road.',
  },
];

const ALL_HIRE_TRUCKS = toHireVariables(parseHireParams(new URLSearchParams()));

export function HirePage() {
  usePageTitle('Vehicles for Hire | Leicester Commercial Trucks');
  const { office_phone } = useSiteContent().contact;
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseHireParams(searchParams);
  const [resetKey, setResetKey] = useState(0);

  const update = useCallback(
    (changes: Partial<HireListParams>) =>
      setSearchParams((prev) => {
        const current = parseHireParams(prev);
        // The duration does not change the list, so only a real filter goes back to page 1.
        const filterChanged = (['search', 'make', 'type'] as const).some(
          (key) => key in changes && changes[key] !== current[key],
        );
        return toHireSearchParams({ ...current, ...changes, page: changes.page ?? (filterChanged ? 1 : current.page) });
      }),
    [setSearchParams],
  );
  const clearFilters = () => {
    setResetKey((key) => key + 1);
    setSearchParams((prev) =>
      toHireSearchParams({ ...parseHireParams(prev), search: '', make: null, type: null, page: 1 }),
    );
  };

  const [list] = useHireTrucksQuery({ variables: toHireVariables(state), requestPolicy: 'cache-and-network' });
  // The Make options come from the whole hire fleet, whatever the other filters say.
  const [fleet] = useHireTrucksQuery({ variables: ALL_HIRE_TRUCKS, requestPolicy: 'cache-and-network' });
  const makes = withCurrent(
    [...new Set((fleet.data?.trucks.items ?? []).map((truck) => truck.make))].sort((a, b) => a.localeCompare(b)),
    state.make,
  );

  const trucks = list.data?.trucks.items ?? [];
  const total = list.data?.trucks.total ?? 0;
  const firstLoad = list.fetching && !list.data;
  const filtered = hasHireFilters(state);

  return (
    <>
      <PageHero
        title="Vehicles for Hire"
        subtitle="Tractor units and rigids from our own fleet on daily, weekly, monthly and long-term hire, with insurance and maintenance included."
      />
      <Container size="xl" py="xl">
        <Stack gap="md">
          <Paper withBorder p="md" radius="md" bg="gray.0">
            <Stack gap="md">
              <div>
                <TruckSearchBox
                  key={resetKey}
                  value={state.search}
                  onSearch={(search) => update({ search })}
                  label="Search hire vehicles"
                  placeholder="Make, model or stock no."
                />
              </div>
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
                <Select
                  label="Make"
                  placeholder="All makes"
                  data={makes}
                  value={matching(makes, state.make)}
                  onChange={(make) => update({ make })}
                  clearable
                />
                <Select
                  label="Vehicle Type"
                  placeholder="All vehicle types"
                  data={HIRE_VEHICLE_TYPES.map(({ value, label }) => ({ value, label }))}
                  value={state.type}
                  onChange={(type) => update({ type })}
                  clearable
                />
                <Select
                  label="Hire Duration"
                  placeholder="Any duration"
                  data={HIRE_DURATIONS.map(({ value, label }) => ({ value, label }))}
                  value={state.duration}
                  onChange={(duration) => update({ duration })}
                  clearable
                />
              </SimpleGrid>
              {filtered && (
                <Group justify="flex-end">
                  <Button variant="subtle" color="accent" onClick={clearFilters}>
                    Clear Filters
                  </Button>
                </Group>
              )}
            </Stack>
          </Paper>

          <ResultCount total={total} firstLoad={firstLoad} fetching={list.fetching} error={list.error} />

          <TruckResults
            trucks={trucks}
            firstLoad={firstLoad}
            fetching={list.fetching}
            renderCard={(truck, _view, index) => <HireTruckCard truck={truck} imageLoading={cardImageLoading(index)} />}
            empty={
              !list.error && (
                <EmptyState title="No vehicles currently available for hire">
                  <Text c="dimmed" maw={520}>
                    {filtered
                      ? 'No hire vehicles match your search. Call us and we will help you find the right vehicle for the job.'
                      : 'Our hire fleet is out working at the moment. Call us to discuss your requirements and upcoming availability.'}
                  </Text>
                  <Group gap="sm" mt="sm" justify="center">
                    <Button
                      component="a"
                      href={telHref(office_phone)}
                      color="accent"
                      leftSection={<IconPhone size={16} aria-hidden />}
                    >
                      Call {office_phone}
                    </Button>
                    {filtered && (
                      <Button variant="default" onClick={clearFilters}>
                        Clear Filters
                      </Button>
                    )}
                  </Group>
                </EmptyState>
              )
            }
          />

          <TruckPagination
            total={Math.ceil(total / HIRE_PAGE_SIZE)}
            page={state.page}
            onChange={(page) => update({ page })}
          />
        </Stack>
      </Container>

      <Box bg="gray.0" component="section" aria-labelledby="hire-benefits">
        <Container size="xl" py={{ base: 40, sm: 56 }}>
          <Title order={2} id="hire-benefits" mb="lg">
            Why Hire From Us
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
            {BENEFITS.map((benefit) => (
              <Group key={benefit.title} align="flex-start" wrap="nowrap" gap="md">
                <ThemeIcon size={44} radius="md" color="accent" variant="light" aria-hidden>
                  <benefit.icon size={24} />
                </ThemeIcon>
                <div>
                  <Title order={3} size="h5">
                    {benefit.title}
                  </Title>
                  <Text size="sm" c="dimmed" mt={4}>
                    {benefit.text}
                  </Text>
                </div>
              </Group>
            ))}
          </SimpleGrid>
          <Text size="sm" c="dimmed" mt="xl">
            All rates are subject to VAT and availability. A minimum hire period may apply.
          </Text>
        </Container>
      </Box>
    </>
  );
}
