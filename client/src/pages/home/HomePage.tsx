import { Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowRight, IconCalendarEvent, IconPhone, IconSettings, IconTool, IconTruck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { errorText } from '../../app/errors';
import { SITE_DEFAULTS, telHref } from '../../app/siteDefaults';
import { TruckCard, TruckCardSkeleton } from '../../components/TruckCard';
import { useHomeLatestTrucksQuery } from '../../gql/graphql';
import classes from './HomePage.module.css';

const LATEST_COUNT = 8;

const STATS = [
  { value: '30+', label: 'Years of experience' },
  { value: '5,000+', label: 'Customers' },
  { value: '30+', label: 'Countries exported to' },
  { value: '24/7', label: 'Emergency line' },
];

const SERVICES = [
  {
    icon: IconTruck,
    title: 'Truck Sales',
    text: 'Used tractor units, rigids, tippers and specialist vehicles, inspected before sale.',
    to: '/trucks',
  },
  {
    icon: IconCalendarEvent,
    title: 'Vehicle Hire',
    text: 'Daily, weekly and monthly hire from our own fleet, with long-term discounts.',
    to: '/hire',
  },
  {
    icon: IconTool,
    title: 'Repairs & Servicing',
    text: 'Diagnostics, servicing, MOT preparation and 24/7 emergency breakdown support.',
    to: '/repairs',
  },
  {
    icon: IconSettings,
    title: 'Parts Supply',
    text: 'New and used parts with up to 12 months coverage and next-day UK delivery.',
    to: '/parts',
  },
];

export function HomePage() {
  useDocumentTitle(`${SITE_DEFAULTS.contact.company_name} | Used Trucks for Sale and Hire in Leicester`);
  const [latest] = useHomeLatestTrucksQuery({ variables: { limit: LATEST_COUNT }, requestPolicy: 'cache-and-network' });
  const trucks = latest.data?.trucks.items ?? [];

  return (
    <>
      <Box className={classes.hero}>
        <Box className={classes.heroArt} visibleFrom="md" aria-hidden>
          <IconTruck size={420} stroke={0.8} />
        </Box>
        <Container size="xl" py={{ base: 56, sm: 96 }} pos="relative">
          <Stack gap="lg" maw={720}>
            <Text className={classes.eyebrow}>Independent truck specialists in Leicester</Text>
            <Title order={1} className={classes.heroTitle}>
              Quality Used Trucks for Sale and Hire
            </Title>
            <Text className={classes.heroText}>
              Sales, hire, repairs and parts from a family-run team with more than 30 years of experience. Every truck
              is inspected in our own workshop before it leaves the yard.
            </Text>
            <Group gap="sm">
              <Button
                component={Link}
                to="/trucks"
                size="lg"
                color="accent"
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                Browse Trucks
              </Button>
              <Button component={Link} to="/contact" size="lg" variant="white" color="dark">
                Contact Us
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Box className={classes.stats}>
        <Container size="xl" py="lg">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            {STATS.map((stat) => (
              <div key={stat.label} className={classes.stat}>
                <div className={classes.statValue}>{stat.value}</div>
                <div className={classes.statLabel}>{stat.label}</div>
              </div>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="xl" py={{ base: 40, sm: 64 }} component="section" aria-labelledby="latest-trucks">
        <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
          <div>
            <Title order={2} id="latest-trucks">
              Latest Trucks for Sale
            </Title>
            <Text c="dimmed">Just arrived in stock and ready to view.</Text>
          </div>
          <Button
            component={Link}
            to="/trucks"
            variant="subtle"
            color="accent"
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            View all trucks
          </Button>
        </Group>
        {latest.error && !latest.data ? (
          <Text c="red.7" role="alert">
            {errorText(latest.error, 'Failed to load trucks')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
            {latest.data
              ? trucks.map((truck) => <TruckCard key={truck.id} truck={truck} />)
              : Array.from({ length: LATEST_COUNT }, (_, i) => <TruckCardSkeleton key={i} />)}
          </SimpleGrid>
        )}
      </Container>

      <Box bg="gray.0" component="section" aria-labelledby="services">
        <Container size="xl" py={{ base: 40, sm: 64 }}>
          <Title order={2} id="services" mb="lg">
            More Than Truck Sales
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
            {SERVICES.map((service) => (
              <Card
                key={service.to}
                withBorder
                padding="lg"
                component={Link}
                to={service.to}
                className={classes.service}
              >
                <ThemeIcon size={48} radius="md" color="accent" variant="light" aria-hidden>
                  <service.icon size={26} />
                </ThemeIcon>
                <Text fw={700} size="lg" mt="md" c="brand.8">
                  {service.title}
                </Text>
                <Text size="sm" c="dimmed" mt={4}>
                  {service.text}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box className={classes.cta} component="section">
        <Container size="xl" py={{ base: 40, sm: 56 }}>
          <Group justify="space-between" gap="lg">
            <div>
              <Title order={2} c="white">
                Looking for something specific?
              </Title>
              <Text c="gray.3">Tell us what you need and we will find the right truck for your business.</Text>
            </div>
            <Group gap="sm">
              <Button
                component="a"
                href={telHref(SITE_DEFAULTS.contact.office_phone)}
                size="md"
                color="accent"
                leftSection={<IconPhone size={18} aria-hidden />}
              >
                Call {SITE_DEFAULTS.contact.office_phone}
              </Button>
              <Button component={Link} to="/contact" size="md" variant="white" color="dark">
                Request Quote
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
    </>
  );
}
