import { Anchor, Box, Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { IconArrowRight, IconTruckOff } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { errorText } from '../../app/errors';
import { useSiteContent } from '../../app/siteContent';
import { HireTruckCard } from '../../components/HireTruckCard';
import { TruckCard, TruckCardSkeleton } from '../../components/TruckCard';
import { WhyChooseUs } from '../../components/WhyChooseUs';
import { useHomeHireTrucksQuery, useHomeLatestTrucksQuery } from '../../gql/graphql';
import { HomeHero } from './HomeHero';
import classes from './HomePage.module.css';
import {
  BrowseByCategory,
  ClosingCallToAction,
  CustomerReviews,
  HomeStats,
  NewsletterBand,
  PartsAndServices,
  RepairsPromotion,
} from './HomeSections';
import { usePageTitle } from '../../app/pageTitle';

const LATEST_COUNT = 8;
const HIRE_COUNT = 6;

function SectionHeader({ id, title, text, link }: { id: string; title: string; text: string; link: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
      <div>
        <Title order={2} id={id}>
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
      </div>
      {link}
    </Group>
  );
}

function ViewAll({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} c="accent.8" className={classes.viewAll}>
      {children}
      <IconArrowRight size={16} aria-hidden />
    </Anchor>
  );
}

export function HomePage() {
  const { contact } = useSiteContent();
  usePageTitle(`${contact.company_name} | Used Trucks for Sale and Hire in Leicester`);
  const [latest] = useHomeLatestTrucksQuery({ variables: { limit: LATEST_COUNT }, requestPolicy: 'cache-and-network' });
  const [hire] = useHomeHireTrucksQuery({ variables: { limit: HIRE_COUNT }, requestPolicy: 'cache-and-network' });
  const trucks = latest.data?.latest.items ?? [];
  const hireTrucks = hire.data?.trucks.items ?? [];

  return (
    <>
      <HomeHero />
      <HomeStats
        total={latest.data?.latest.total}
        forHire={hire.data?.trucks.total}
        featured={latest.data?.featured.total}
      />
      <BrowseByCategory />

      <Box bg="gray.0" component="section" aria-labelledby="latest-trucks">
        <Container size="xl" py={{ base: 40, sm: 64 }}>
          <SectionHeader
            id="latest-trucks"
            title="Latest Trucks for Sale"
            text="Just arrived in stock and ready to view."
            link={<ViewAll to="/trucks">View all trucks</ViewAll>}
          />
          {latest.error && !latest.data ? (
            <Text c="red.7" role="alert">
              {errorText(latest.error, 'Failed to load trucks')}
            </Text>
          ) : (
            <div className={classes.scroller}>
              {latest.data
                ? trucks.map((truck) => <TruckCard key={truck.id} truck={truck} />)
                : Array.from({ length: LATEST_COUNT }, (_, i) => <TruckCardSkeleton key={i} />)}
            </div>
          )}
        </Container>
      </Box>

      <PartsAndServices />

      <Container size="xl" py={{ base: 40, sm: 64 }} component="section" aria-labelledby="home-hire">
        <SectionHeader
          id="home-hire"
          title="Vehicles for Hire"
          text="Daily, weekly and monthly hire from our own fleet."
          link={<ViewAll to="/vehicles-for-hire">View all hire vehicles</ViewAll>}
        />
        {hire.error && !hire.data ? (
          <Text c="red.7" role="alert">
            Unable to load hire vehicles
          </Text>
        ) : hire.data && hireTrucks.length === 0 ? (
          <Paper withBorder radius="md" p="xl" ta="center">
            <IconTruckOff size={44} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
            <Title order={3} mt="xs">
              No Hire Vehicles Currently Available
            </Title>
            <Text c="dimmed" mt={4} mb="md">
              Our hire fleet is out working. Tell us what you need and we will let you know when a vehicle is free.
            </Text>
            <Button component={Link} to="/contact" color="accent">
              Make an Enquiry
            </Button>
          </Paper>
        ) : (
          <div className={classes.scroller} style={{ '--scroller-columns': 3 } as CSSProperties}>
            {hire.data
              ? hireTrucks.map((truck) => <HireTruckCard key={truck.id} truck={truck} />)
              : Array.from({ length: 3 }, (_, i) => <TruckCardSkeleton key={i} />)}
          </div>
        )}
      </Container>

      <Box bg="gray.0" component="section" aria-labelledby="home-why">
        <Container size="xl" py={{ base: 40, sm: 64 }}>
          <WhyChooseUs headingId="home-why" />
        </Container>
      </Box>

      <CustomerReviews />
      <NewsletterBand />
      <RepairsPromotion />
      <ClosingCallToAction />
    </>
  );
}
