import {
  Anchor,
  Badge,
  Box,
  Button,
  Center,
  Container,
  Grid,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconClock, IconMail, IconMapPin, IconPhone, IconStar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatMileage, formatPrice, formatWeight } from '@dealer/schema';
import { errorText } from '../../app/errors';
import { useSiteContent } from '../../app/siteContent';
import { mailtoHref, telHref } from '../../app/siteDefaults';
import { ImageGallery } from '../../components/ImageGallery/ImageGallery';
import { useTruckDetailQuery, type TruckDetailQuery } from '../../gql/graphql';
import { HirePanel } from './HirePanel';
import { TruckVideos } from './TruckVideos';
import { usePageTitle } from '../../app/pageTitle';

type Truck = TruckDetailQuery['truck'];

function parseId(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

function BackToTrucks() {
  return (
    <Anchor component={Link} to="/trucks" c="dimmed" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        Back to all trucks
      </Group>
    </Anchor>
  );
}

export function TruckDetailPage() {
  const id = parseId(useParams().id);
  const [result] = useTruckDetailQuery({
    variables: { id: id ?? 0 },
    pause: id === null,
    requestPolicy: 'cache-and-network',
  });
  const truck = id === null ? undefined : result.data?.truck;
  usePageTitle(`${truck?.title ?? 'Truck details'} | Leicester Commercial Trucks`);

  if (id !== null && !truck && (result.fetching || (!result.data && !result.error))) {
    return (
      <Center py={120}>
        <Stack align="center" gap="sm">
          <Loader color="accent" aria-hidden />
          <Text>Loading truck details...</Text>
        </Stack>
      </Center>
    );
  }

  if (!truck) {
    const notFound = id === null || !result.error || result.error.graphQLErrors[0]?.extensions.code === 'NOT_FOUND';
    const message = notFound ? 'Truck not found' : errorText(result.error, 'Failed to load truck details');
    return (
      <Container size="sm" py={80}>
        <Paper withBorder radius="md" p="xl" ta="center">
          <Title order={1} size="h2" mb="sm">
            {message}
          </Title>
          <Text c="dimmed" mb="lg">
            {notFound
              ? 'This truck may have been sold or removed from our stock list.'
              : 'Please try again in a moment, or call us and we will help straight away.'}
          </Text>
          <Button component={Link} to="/trucks" leftSection={<IconArrowLeft size={18} aria-hidden />}>
            Back to all trucks
          </Button>
        </Paper>
      </Container>
    );
  }

  return <TruckDetails truck={truck} />;
}

function KeyFact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Paper bg="gray.0" radius="sm" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Paper>
  );
}

function ContactRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Box style={{ flex: 'none' }}>{icon}</Box>
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        {children}
      </div>
    </Group>
  );
}

function TruckDetails({ truck }: { truck: Truck }) {
  const { office_phone, mobile_phone, email, address } = useSiteContent().contact;
  const enquirySubject = `Enquiry about ${truck.title} (Stock ID: ${truck.uniquestockid})`;
  const specs: [string, ReactNode][] = [
    ['Make', truck.make],
    ['Model', truck.model],
    ['Body Type', truck.bodytype],
    ['Cab Type', truck.cabtype ?? '—'],
    ['Axle', truck.axle ?? '—'],
    ['Power', truck.power ?? '—'],
    ['Year', truck.year ?? '—'],
    ['Mileage', formatMileage(truck.mileage)],
    ['Weight', truck.weight === null ? '—' : `${truck.weight} tonnes`],
    ['Emissions', truck.emissions ?? '—'],
  ];

  return (
    <Container size="xl" py="lg">
      <BackToTrucks />
      <Grid gap="xl" mt="sm">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ImageGallery images={truck.images} alt={truck.title} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            {(truck.featured || truck.availableForHire) && (
              <Group gap="xs">
                {truck.featured && (
                  <Badge color="accent" leftSection={<IconStar size={12} aria-hidden />}>
                    Featured
                  </Badge>
                )}
                {truck.availableForHire && (
                  <Badge color="dark" variant="light">
                    Hire Fleet
                  </Badge>
                )}
              </Group>
            )}
            <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2} c="brand.8">
              {truck.title}
            </Title>
            <Text fz={{ base: 28, sm: 34 }} fw={800} c="accent.7" lh={1}>
              {formatPrice(truck.price, 'Price on Application')}
            </Text>
            <SimpleGrid cols={2} spacing="xs">
              <KeyFact label="Year" value={truck.year ?? '—'} />
              <KeyFact label="Mileage" value={formatMileage(truck.mileage)} />
              <KeyFact label="Weight" value={formatWeight(truck.weight)} />
              <KeyFact label="Emissions" value={truck.emissions ?? '—'} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              <Button
                component="a"
                href={telHref(office_phone)}
                color="accent"
                size="md"
                leftSection={<IconPhone size={18} aria-hidden />}
              >
                Call {office_phone}
              </Button>
              <Button
                component="a"
                href={mailtoHref(email, { subject: enquirySubject })}
                variant="outline"
                size="md"
                leftSection={<IconMail size={18} aria-hidden />}
              >
                Email Enquiry
              </Button>
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              Stock ID:{' '}
              <Text span fw={700} c="brand.8">
                {truck.uniquestockid}
              </Text>
            </Text>
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="xl">
            <section>
              <Title order={2} size="h3" mb="sm">
                Description
              </Title>
              <Text style={{ whiteSpace: 'pre-line' }}>{truck.description}</Text>
            </section>
            <TruckVideos videos={truck.videos} title={truck.title} />
            <section>
              <Title order={2} size="h3" mb="sm">
                Specifications
              </Title>
              <Table striped withTableBorder verticalSpacing="sm">
                <Table.Tbody>
                  {specs.map(([label, value]) => (
                    <Table.Tr key={label}>
                      <Table.Th scope="row" w="40%">
                        {label}
                      </Table.Th>
                      <Table.Td>{value}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            {truck.availableForHire && <HirePanel truck={truck} />}
            <Paper withBorder radius="md" p="lg">
              <Title order={2} size="h4" mb="md">
                Interested in this truck?
              </Title>
              <Stack gap="md">
                <ContactRow
                  icon={<IconPhone size={20} color="var(--mantine-color-accent-6)" aria-hidden />}
                  label="Office"
                >
                  <Anchor href={telHref(office_phone)} fw={600} c="brand.8">
                    {office_phone}
                  </Anchor>
                </ContactRow>
                <ContactRow
                  icon={<IconClock size={20} color="var(--mantine-color-accent-6)" aria-hidden />}
                  label="24/7 Emergency"
                >
                  <Anchor href={telHref(mobile_phone)} fw={600} c="brand.8">
                    {mobile_phone}
                  </Anchor>
                </ContactRow>
                <ContactRow
                  icon={<IconMail size={20} color="var(--mantine-color-accent-6)" aria-hidden />}
                  label="Email"
                >
                  <Anchor
                    href={mailtoHref(email, { subject: enquirySubject })}
                    fw={600}
                    c="brand.8"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {email}
                  </Anchor>
                </ContactRow>
                <ContactRow
                  icon={<IconMapPin size={20} color="var(--mantine-color-accent-6)" aria-hidden />}
                  label="Visit us"
                >
                  <Text fw={600}>{address}</Text>
                </ContactRow>
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
