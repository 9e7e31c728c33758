import {
  Anchor,
  Box,
  Button,
  Card,
  Container,
  Group,
  Rating,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowRight,
  IconCalendarEvent,
  IconClock,
  IconPhone,
  IconQuote,
  IconSettings,
  IconTool,
  IconTruck,
} from '@tabler/icons-react';
import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSiteContent } from '../../app/siteContent';
import { telHref } from '../../app/siteDefaults';
import { CATEGORY_ORDER, TRUCK_CATEGORIES } from '../trucks/categories/categories';
import { CATEGORY_ICONS } from '../trucks/categories/categoryIcons';
import classes from './HomePage.module.css';

interface StatsProps {
  total?: number;
  forHire?: number;
  featured?: number;
}

/** Stock counts from the server, and the export claim. */
export function HomeStats({ total, forHire, featured }: StatsProps) {
  const tiles = [
    { value: total, label: 'Trucks in Stock' },
    { value: forHire, label: 'Available for Hire' },
    { value: featured, label: 'Featured Trucks' },
    { value: '30+', label: 'Countries Exported To' },
  ];
  return (
    <Box className={classes.stats} component="section" aria-label="Our stock in numbers">
      <Container size="xl" py="lg">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          {tiles.map((tile) => (
            <div key={tile.label} className={classes.stat}>
              {tile.value === undefined ? (
                <Skeleton height={34} width={64} mx="auto" mb={4} aria-hidden />
              ) : (
                <div className={classes.statValue}>{tile.value}</div>
              )}
              <div className={classes.statLabel}>{tile.label}</div>
            </div>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

export function BrowseByCategory() {
  return (
    <Container size="xl" py={{ base: 40, sm: 64 }} component="section" aria-labelledby="home-categories">
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <div>
          <Title order={2} id="home-categories">
            Browse by Category
          </Title>
          <Text c="dimmed">Find the right body type for the job.</Text>
        </div>
        <Anchor component={Link} to="/trucks/categories" c="accent.8" className={classes.viewAll}>
          All categories
          <IconArrowRight size={16} aria-hidden />
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
        {CATEGORY_ORDER.map((key) => {
          const category = TRUCK_CATEGORIES[key];
          const Icon = CATEGORY_ICONS[key];
          return (
            <Card key={key} withBorder component={Link} to={category.path} className={classes.linkCard}>
              <ThemeIcon size={48} radius="md" color="accent" variant="light" aria-hidden>
                <Icon size={28} />
              </ThemeIcon>
              <Text fw={700} fz={{ base: 'md', sm: 'lg' }} mt="sm" c="brand.8">
                {category.name}
              </Text>
              <Text size="sm" c="dimmed" mt={4} visibleFrom="sm">
                {category.description}
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
    </Container>
  );
}

const SERVICE_ICONS = [IconTruck, IconCalendarEvent, IconTool, IconSettings];

/** Services from the site content, then the parts blurb. */
export function PartsAndServices() {
  const { services } = useSiteContent();
  return (
    <Box bg="gray.0" component="section" aria-labelledby="home-services">
      <Container size="xl" py={{ base: 40, sm: 64 }}>
        <Title order={2} id="home-services">
          {services.title}
        </Title>
        <Text c="dimmed" mb="lg">
          {services.subtitle}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {services.services.map((service, i) => {
            const Icon = SERVICE_ICONS[i % SERVICE_ICONS.length];
            return (
              <Card key={`${service.title}-${i}`} withBorder padding="lg">
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon size={44} radius="md" color="accent" variant="light" aria-hidden>
                    <Icon size={24} />
                  </ThemeIcon>
                  <Title order={3} size="h4" c="brand.8">
                    {service.title}
                  </Title>
                </Group>
                <Text size="sm" c="dimmed" mt="sm">
                  {service.description}
                </Text>
              </Card>
            );
          })}
        </SimpleGrid>

        <Card withBorder padding="xl" mt="xl" className={classes.partsBlurb}>
          <Group justify="space-between" gap="lg" align="center">
            <Group gap="lg" wrap="nowrap" align="flex-start" style={{ flex: '1 1 420px' }}>
              <ThemeIcon size={56} radius="md" color="accent" aria-hidden visibleFrom="xs">
                <IconSettings size={30} />
              </ThemeIcon>
              <div>
                <Title order={3}>Parts Supply</Title>
                <Text mt={4}>
                  New, reconditioned and used parts for engines, transmissions, brakes, electrics, cabs and suspension,
                  with up to 12 months coverage and next-day delivery on in-stock parts across the UK.
                </Text>
              </div>
            </Group>
            <Group gap="sm">
              <Button component={Link} to="/parts" color="brand">
                Parts Catalogue
              </Button>
              <Button component={Link} to="/parts-supply" variant="default">
                Parts Supply
              </Button>
            </Group>
          </Group>
        </Card>
      </Container>
    </Box>
  );
}

const REVIEWS = [
  {
    text: 'Bought two tractor units for our fleet. Both were exactly as described and the aftercare has been first class.',
    author: 'Sarah Mitchell',
    source: 'Mitchell Logistics',
  },
  {
    text: 'Broke down on the M1 at 2am and their emergency team had us moving again within a couple of hours.',
    author: 'David Patel',
    source: 'Owner driver',
  },
  {
    text: 'We hire rigids from them every peak season. Well maintained trucks, fair rates and no hassle.',
    author: 'Tom Richards',
    source: 'Richards Distribution',
  },
];

function Review({
  text,
  author,
  source,
  rating = 5,
}: {
  text: string;
  author: string;
  source: string;
  rating?: number;
}) {
  return (
    <Card withBorder padding="lg" component="figure" m={0} h="100%">
      <Group justify="space-between" mb="sm">
        {/* An image of the stars: a plain div may not carry a name. */}
        <Rating value={rating} readOnly color="accent" role="img" aria-label={`${rating} out of 5 stars`} />
        <IconQuote size={28} color="var(--mantine-color-accent-3)" aria-hidden />
      </Group>
      <Text component="blockquote" m={0} style={{ flex: 1 }}>
        {text}
      </Text>
      <Text component="figcaption" mt="md" size="sm">
        <Text span fw={700}>
          {author}
        </Text>
        {source && (
          <Text span c="dimmed">
            , {source}
          </Text>
        )}
      </Text>
    </Card>
  );
}

/** The testimonial staff chose, then three customer reviews. */
export function CustomerReviews() {
  const { testimonial } = useSiteContent();
  return (
    <Container size="xl" py={{ base: 40, sm: 64 }} component="section" aria-labelledby="home-reviews">
      <Title order={2} id="home-reviews" mb="lg">
        What Our Customers Say
      </Title>
      {/* On phones the reviews scroll sideways and hold nothing focusable: the strip itself takes focus,
          so the arrow keys can scroll it. */}
      <div className={classes.scroller} tabIndex={0} role="group" aria-labelledby="home-reviews">
        <Review {...testimonial} />
        {REVIEWS.map((review) => (
          <Review key={review.author} {...review} />
        ))}
      </div>
    </Container>
  );
}

// The signup form and its form and validation libraries are the heaviest part of the home page
// below the fold: they download only when the visitor scrolls near the newsletter band.
const NewsletterSignup = lazy(() =>
  import('../../components/NewsletterSignup').then((m) => ({ default: m.NewsletterSignup })),
);

/** Renders its children once the placeholder comes within `margin` of the viewport. */
interface WhenNearViewportProps {
  children: ReactNode;
  /** Keeps the band's height while the content is not there yet. */
  minHeight: number;
  margin?: string;
}

function WhenNearViewport({ children, minHeight, margin = '600px' }: WhenNearViewportProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return (
    <div ref={placeholder} style={{ minHeight }}>
      {near && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}

export function NewsletterBand() {
  return (
    <Box className={classes.newsletter} component="section" aria-labelledby="home-newsletter">
      <Container size="xl" py={{ base: 40, sm: 56 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="lg">
          <div>
            <Title order={2} id="home-newsletter" c="white">
              Stay Up to Date
            </Title>
            <Text c="gray.3" mt="xs">
              New stock, hire availability and workshop offers, straight to your inbox. Unsubscribe at any time.
            </Text>
          </div>
          <WhenNearViewport minHeight={60}>
            <NewsletterSignup tone="dark" />
          </WhenNearViewport>
        </SimpleGrid>
      </Container>
    </Box>
  );
}

export function RepairsPromotion() {
  const { mobile_phone } = useSiteContent().contact;
  return (
    <Container size="xl" py={{ base: 40, sm: 64 }} component="section" aria-labelledby="home-repairs">
      <Card withBorder radius="lg" padding={0} className={classes.repairs}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0}>
          <Stack gap="md" p={{ base: 'lg', sm: 'xl' }}>
            <Title order={2} id="home-repairs">
              Repairs &amp; Servicing
            </Title>
            <Text>
              Engine diagnostics, ECU remapping, transmission, brake and electrical repairs, MOT preparation and
              preventive maintenance, all in our Leicester workshop.
            </Text>
            <Group gap="sm">
              <Button
                component={Link}
                to="/repairs"
                color="brand"
                rightSection={<IconArrowRight size={16} aria-hidden />}
              >
                Our Services
              </Button>
            </Group>
          </Stack>
          <Stack gap="sm" p={{ base: 'lg', sm: 'xl' }} className={classes.emergency}>
            <Group gap="xs" wrap="nowrap" align="center">
              <IconAlertTriangle size={24} aria-hidden style={{ flex: 'none' }} />
              <Title order={3} c="white">
                24/7 Emergency Breakdown
              </Title>
            </Group>
            <Text c="gray.2">
              Broken down? Our emergency team answers day and night, with an average response under 2 hours.
            </Text>
            <Button
              component="a"
              href={telHref(mobile_phone)}
              color="accent"
              size="md"
              leftSection={<IconPhone size={18} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              Call {mobile_phone}
            </Button>
            <Group gap={6} c="gray.3" wrap="nowrap" align="flex-start">
              <IconClock size={16} aria-hidden style={{ flex: 'none', marginTop: 3 }} />
              <Text size="sm" inherit>
                Workshop open Mon-Fri 8:00am-5:30pm, Sat 8:00am-12:00pm
              </Text>
            </Group>
          </Stack>
        </SimpleGrid>
      </Card>
    </Container>
  );
}

export function ClosingCallToAction() {
  const { office_phone } = useSiteContent().contact;
  return (
    <Box className={classes.cta} component="section" aria-labelledby="home-cta">
      <Container size="xl" py={{ base: 40, sm: 56 }}>
        <Group justify="space-between" gap="lg">
          <div>
            <Title order={2} c="white" id="home-cta">
              Looking for something specific?
            </Title>
            <Text c="gray.3">Tell us what you need and we will find the right truck for your business.</Text>
          </div>
          <Group gap="sm">
            <Button
              component="a"
              href={telHref(office_phone)}
              size="md"
              color="accent"
              leftSection={<IconPhone size={18} aria-hidden />}
            >
              Call {office_phone}
            </Button>
            <Button component={Link} to="/contact" size="md" variant="white" color="dark">
              Request Quote
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
