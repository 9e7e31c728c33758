import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CloseButton,
  Container,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconCertificate,
  IconMessageCircle,
  IconPhone,
  IconSearch,
  IconShieldCheck,
  IconTool,
  IconTruckDelivery,
  IconZoomQuestion,
} from '@tabler/icons-react';
import { PART_CATEGORIES, PART_CONDITIONS } from '@dealer/schema';
import { useSiteContent } from '../../app/siteContent';
import { telHref } from '../../app/siteDefaults';
import { useEnquiryModal } from '../../components/EnquiryModal';
import { ButtonRow, CallStrip, ImageHero, SectionTitle } from '../../components/marketing';
import { usePartsCatalogueQuery } from '../../gql/graphql';
import { FALLBACK_PARTS } from './fallbackParts';
import { DEFAULT_PARTS_HERO } from './images';
import { PartCard } from './PartCard';
import {
  NO_PART_FILTERS,
  filterParts,
  hasPartFilters,
  toPartFilterInput,
  type CataloguePart,
  type PartFilters,
} from './partRules';
import classes from './parts.module.css';
import { cardImageLoading } from '../../components/cardImages';
import { usePageTitle } from '../../app/pageTitle';

/** The most parts one request may ask for. */
const PARTS_LIMIT = 200;
const SEARCH_DELAY_MS = 300;
const PLACEHOLDER_CARDS = 6;

const SERVICES = [
  {
    icon: IconTruckDelivery,
    title: 'Next Day Delivery',
    text: 'Next-day delivery on in-stock parts across the UK, or collect from our Leicester yard.',
  },
  {
    icon: IconShieldCheck,
    title: 'Up to 12 Months Coverage',
    text: 'Every part is checked before it leaves us and comes with up to 12 months coverage.',
  },
  {
    icon: IconCertificate,
    title: 'Expert Advice',
    text: 'More than 30 years of experience: tell us your chassis number and we find the right part.',
  },
  {
    icon: IconTool,
    title: 'Fitting Service',
    text: 'Our workshop can fit any part we supply, with 24/7 emergency support when you need it.',
  },
];

function PartCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="part-card-skeleton">
      <Card.Section>
        <Skeleton height={220} radius={0} />
      </Card.Section>
      <Skeleton height={20} width="50%" mt="md" />
      <Skeleton height={24} mt="sm" />
      <Skeleton height={14} mt="sm" />
      <Skeleton height={14} mt={6} width="80%" />
      <Skeleton height={36} mt="lg" />
    </Card>
  );
}

function pluralParts(count: number): string {
  return `${count} ${count === 1 ? 'part' : 'parts'} found`;
}

export function PartsCataloguePage() {
  usePageTitle('Parts Catalogue | Leicester Commercial Trucks');
  const { contact, heroImages } = useSiteContent();
  const enquiry = useEnquiryModal();
  const [searchText, setSearchText] = useState('');
  const [filters, setFilters] = useState<PartFilters>(NO_PART_FILTERS);
  const searchInput = useRef<HTMLInputElement>(null);
  const commitSearch = useDebouncedCallback(
    (search: string) => setFilters((current) => ({ ...current, search })),
    SEARCH_DELAY_MS,
  );

  const filtering = hasPartFilters(filters);
  const [result] = usePartsCatalogueQuery({
    variables: { filter: toPartFilterInput(filters), limit: PARTS_LIMIT },
    requestPolicy: 'cache-and-network',
  });

  // The sample parts stand in while the catalogue itself is empty; only an unfiltered answer can
  // tell, and the answer is remembered so the visitor can then filter the sample parts.
  const [catalogueEmpty, setCatalogueEmpty] = useState(false);
  const unfilteredTotal = !filtering && !result.error ? result.data?.parts.total : undefined;
  useEffect(() => {
    if (unfilteredTotal !== undefined) setCatalogueEmpty(unfilteredTotal === 0);
  }, [unfilteredTotal]);

  const failed = Boolean(result.error);
  const fallback = failed || catalogueEmpty || unfilteredTotal === 0;
  const firstLoad = !fallback && !result.data && !result.error;
  const parts: CataloguePart[] = fallback ? filterParts(FALLBACK_PARTS, filters) : (result.data?.parts.items ?? []);
  const count = fallback ? parts.length : (result.data?.parts.total ?? 0);

  const openPartEnquiry = useCallback(
    (part: CataloguePart) =>
      enquiry.open({
        service: 'Parts Quote',
        subject: `Parts Quote: ${part.name} (${part.partNumber})`,
        message: `Please send me a quote for ${part.name}, part number ${part.partNumber} (${part.condition}).`,
      }),
    [enquiry.open],
  );
  const openQuote = () =>
    enquiry.open(
      {
        service: 'Parts Quote',
        subject: 'Custom Parts Quote Request',
        message: 'Please quote for the following part(s). My vehicle make, model, year and chassis number are: ',
      },
      'quote',
    );

  const scrollToCatalogue = () => {
    document.getElementById('catalogue')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    searchInput.current?.focus({ preventScroll: true });
  };

  const clearFilters = () => {
    commitSearch.cancel();
    setSearchText('');
    setFilters(NO_PART_FILTERS);
  };

  return (
    <>
      <ImageHero
        eyebrow="Parts Supply"
        title="Truck Parts Catalogue"
        subtitle="New, reconditioned and quality used parts for engines, transmissions, brakes, electrics, cabs and suspension, with up to 12 months coverage and next-day delivery on in-stock parts across the UK."
        image={heroImages.partsPage}
        fallbackImage={DEFAULT_PARTS_HERO}
      >
        <ButtonRow>
          <Button
            size="lg"
            color="accent"
            leftSection={<IconSearch size={20} aria-hidden />}
            onClick={scrollToCatalogue}
          >
            Search Parts
          </Button>
          <Button
            size="lg"
            variant="white"
            color="dark"
            leftSection={<IconMessageCircle size={20} aria-hidden />}
            onClick={openQuote}
          >
            Request Custom Quote
          </Button>
        </ButtonRow>
      </ImageHero>

      <Container size="xl" py={{ base: 40, sm: 64 }}>
        <Box id="catalogue" className={classes.anchor}>
          <SectionTitle
            eyebrow="Catalogue"
            title="Find Your Part"
            description="Search by part name, part number or the vehicle it fits, or narrow the list by category and condition."
          />
          <Paper withBorder radius="md" p="md" bg="gray.0" mb="lg">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md" verticalSpacing="sm">
              <Box
                component="form"
                role="search"
                onSubmit={(event) => event.preventDefault()}
                className={classes.search}
              >
                <TextInput
                  ref={searchInput}
                  label="Search"
                  placeholder="Name, part number or vehicle"
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
                          setFilters((current) => ({ ...current, search: '' }));
                        }}
                      />
                    ) : null
                  }
                />
              </Box>
              <Select
                label="Category"
                placeholder="All categories"
                data={[...PART_CATEGORIES]}
                value={filters.category}
                onChange={(category) => setFilters((current) => ({ ...current, category }))}
                clearable
              />
              <Select
                label="Condition"
                placeholder="All conditions"
                data={[...PART_CONDITIONS]}
                value={filters.condition}
                onChange={(condition) => setFilters((current) => ({ ...current, condition }))}
                clearable
              />
            </SimpleGrid>
            <Group justify="space-between" mt="sm" gap="xs">
              <Text fw={600} aria-live="polite">
                {firstLoad ? 'Loading parts...' : pluralParts(count)}
              </Text>
              {(filtering || searchText) && (
                <Button variant="subtle" color="dark" size="compact-sm" onClick={clearFilters}>
                  Clear filters
                </Button>
              )}
            </Group>
          </Paper>

          {failed && (
            <Alert
              color="yellow"
              variant="light"
              mb="lg"
              icon={<IconAlertTriangle aria-hidden />}
              title="Failed to load parts data"
              role="alert"
            >
              Showing fallback data instead.
            </Alert>
          )}

          {firstLoad ? (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
                <PartCardSkeleton key={i} />
              ))}
            </SimpleGrid>
          ) : parts.length === 0 ? (
            <Paper withBorder radius="md" p="xl" ta="center">
              <Stack align="center" gap="xs">
                <IconZoomQuestion size={48} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
                <Title order={3}>No parts found</Title>
                <Text c="dimmed">Try adjusting your search criteria or contact us for specific requirements.</Text>
                {filtering && (
                  <Button mt="sm" variant="default" onClick={clearFilters}>
                    Clear filters
                  </Button>
                )}
              </Stack>
            </Paper>
          ) : (
            <SimpleGrid
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="lg"
              aria-busy={result.fetching}
              style={{ opacity: result.fetching && !fallback ? 0.6 : 1, transition: 'opacity 150ms ease' }}
            >
              {parts.map((part, index) => (
                <PartCard key={part.id} part={part} onEnquire={openPartEnquiry} imageLoading={cardImageLoading(index)} />
              ))}
            </SimpleGrid>
          )}
        </Box>
      </Container>

      <Box bg="gray.0" py={{ base: 40, sm: 64 }}>
        <Container size="xl">
          <SectionTitle eyebrow="Why buy from us" title="Parts Services" />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            {SERVICES.map(({ icon: Icon, title, text }) => (
              <Paper key={title} withBorder radius="md" p="lg">
                <ThemeIcon size={48} radius="md" color="accent" mb="md" aria-hidden>
                  <Icon size={26} />
                </ThemeIcon>
                <Title order={3} size="h4" mb={6}>
                  {title}
                </Title>
                <Text size="sm" c="dimmed">
                  {text}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <CallStrip
        title="Can't Find the Part You Need?"
        text="We source parts from our own breaking vehicles and a network of suppliers. Tell us what you need and we will find it."
      >
        <Button
          component="a"
          href={telHref(contact.office_phone)}
          size="lg"
          color="accent"
          leftSection={<IconPhone size={20} aria-hidden />}
        >
          Call {contact.office_phone}
        </Button>
        <Button size="lg" variant="white" color="dark" onClick={openQuote}>
          Request Custom Quote
        </Button>
      </CallStrip>

      {enquiry.modal}
    </>
  );
}
