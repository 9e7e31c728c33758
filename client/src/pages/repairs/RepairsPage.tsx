import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Grid,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAdjustments,
  IconAlertTriangle,
  IconArrowRight,
  IconBolt,
  IconCalendarCheck,
  IconCertificate,
  IconCheck,
  IconClock,
  IconCpu,
  IconDisc,
  IconEngine,
  IconManualGearbox,
  IconMapPin,
  IconPackage,
  IconPhone,
  IconSettings,
  IconShieldCheck,
  IconTool,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useSiteContent } from '../../app/siteContent';
import { telHref } from '../../app/siteDefaults';
import { useEnquiryModal } from '../../components/EnquiryModal';
import { ImageComparison } from '../../components/ImageComparison';
import { ButtonRow, CallStrip, Eyebrow, ImageHero, SectionTitle } from '../../components/marketing';
import { BookServiceForm } from './BookServiceForm';
import classes from './RepairsPage.module.css';
import { usePageTitle } from '../../app/pageTitle';

const DEFAULT_REPAIRS_HERO = '/images/repairs-hero.svg';

interface RepairService {
  icon: Icon;
  title: string;
  /** The enquiry modal's service value. */
  service: string;
  text: string;
  price: string;
  /** A fixed fee is shown stronger than a quote. */
  fixed?: boolean;
  features: string[];
}

const REPAIR_SERVICES: RepairService[] = [
  {
    icon: IconEngine,
    title: 'Engine Diagnostics & Repair',
    service: 'Engine Diagnostics & Repair',
    text: 'Dealer-level diagnostic equipment finds the fault fast; our technicians fix it right first time.',
    price: 'Quote on request',
    features: ['Fault code reading', 'Injector and turbo repairs', 'Engine rebuilds'],
  },
  {
    icon: IconCpu,
    title: 'ECU Remapping & Tuning',
    service: 'ECU Remapping & Tuning',
    text: 'Improve fuel economy and drivability with a remap tailored to your work.',
    price: '£450 per vehicle',
    fixed: true,
    features: ['Fixed fee of £450 per vehicle', 'Fuel economy mapping', 'Original map kept on file'],
  },
  {
    icon: IconPackage,
    title: 'Parts Sales & Supply',
    service: 'Parts Sales & Supply',
    text: 'Genuine new, reconditioned and tested used parts, with next-day delivery on stock items.',
    price: 'Competitive pricing',
    features: ['Up to 12 months coverage', 'Next-day UK delivery', 'Used parts from breaking vehicles'],
  },
  {
    icon: IconManualGearbox,
    title: 'Transmission Services',
    service: 'Transmission Services',
    text: 'Gearbox, clutch and driveline repairs for manual and automated transmissions.',
    price: 'Quote on request',
    features: ['Clutch replacement', 'Gearbox rebuilds', 'Retarder repairs'],
  },
  {
    icon: IconDisc,
    title: 'Brake System Maintenance',
    service: 'Brake System Maintenance',
    text: 'Inspection, repair and testing of air brake systems to keep you safe and legal.',
    price: 'Competitive pricing',
    features: ['Discs, pads and calipers', 'Air system repairs', 'Brake performance checks'],
  },
  {
    icon: IconBolt,
    title: 'Electrical System Repair',
    service: 'Electrical System Repair',
    text: 'Tracing and repairing electrical faults, from lighting to control units.',
    price: 'Quote on request',
    features: ['Wiring fault finding', 'Starting and charging', 'Control unit repairs'],
  },
  {
    icon: IconCertificate,
    title: 'MOT Testing & Preparation',
    service: 'MOT Testing & Preparation',
    text: 'Pre-test inspections and repairs so your vehicle passes first time.',
    price: 'Competitive pricing',
    features: ['Pre-MOT inspection', 'Repairs to test standard', 'Test booking'],
  },
  {
    icon: IconCalendarCheck,
    title: 'Preventive Maintenance',
    service: 'Preventive Maintenance',
    text: 'Scheduled servicing that keeps your fleet earning and avoids costly breakdowns.',
    price: 'Competitive pricing',
    features: ['Scheduled servicing', 'Safety inspections', 'Fleet maintenance plans'],
  },
  {
    icon: IconAdjustments,
    title: 'Custom Service',
    service: 'Custom Service',
    text: 'Something different? Bodywork, conversions and bespoke jobs, planned with you.',
    price: 'Quote on request',
    features: ['Bespoke fabrication', 'Vehicle conversions', 'Restoration projects'],
  },
];

const OPENING_HOURS = [
  { day: 'Monday - Friday', hours: '8:00am - 5:30pm' },
  { day: 'Saturday', hours: '8:00am - 12:00pm' },
  { day: 'Sunday', hours: 'Closed' },
];

function scrollToBooking() {
  document.getElementById('book-service')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

export function RepairsPage() {
  usePageTitle('Truck Repairs & Servicing | Leicester Commercial Trucks');
  const { contact, heroImages } = useSiteContent();
  const enquiry = useEnquiryModal();
  const emergencyHref = telHref(contact.mobile_phone);

  return (
    <>
      <ImageHero
        eyebrow="Repairs & Servicing"
        title="Expert Truck Repairs & Servicing"
        subtitle="From diagnostics and ECU remapping to MOT preparation and 24/7 emergency breakdown support, our Leicester workshop keeps your trucks on the road."
        image={heroImages.repairsPage}
        fallbackImage={DEFAULT_REPAIRS_HERO}
      >
        <ButtonRow>
          <Button
            size="lg"
            color="accent"
            leftSection={<IconCalendarCheck size={20} aria-hidden />}
            onClick={scrollToBooking}
          >
            Book Service
          </Button>
          <Button
            component="a"
            href={emergencyHref}
            size="lg"
            variant="white"
            color="red.9"
            leftSection={<IconPhone size={20} aria-hidden />}
          >
            Emergency Contact
          </Button>
        </ButtonRow>
      </ImageHero>

      <Container size="xl" py={{ base: 40, sm: 64 }}>
        <SectionTitle
          eyebrow="Our work"
          title="See the Difference"
          description="Drag the slider to compare a cab before and after a visit to our workshop. We have restored more than 100 trucks."
        />
        <ImageComparison
          beforeImage="/images/repair-before.svg"
          afterImage="/images/repair-after.svg"
          beforeAlt="Truck cab before restoration, with faded paint, rust, a cracked windscreen and a broken headlight"
          afterAlt="The same truck cab after restoration, with fresh paint, a new windscreen and working lights"
        />
      </Container>

      <Box bg="gray.0" py={{ base: 40, sm: 64 }}>
        <Container size="xl">
          <SectionTitle
            eyebrow="What we do"
            title="Our Services"
            description="Every job is carried out by trained HGV technicians using dealer-level equipment."
          />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {REPAIR_SERVICES.map(({ icon: ServiceIcon, title, service, text, price, fixed, features }) => (
              <Card key={title} withBorder radius="md" padding="lg" shadow="xs" className={classes.serviceCard}>
                <Group justify="space-between" align="flex-start" mb="md" wrap="nowrap">
                  <ThemeIcon size={52} radius="md" color="accent" aria-hidden>
                    <ServiceIcon size={28} />
                  </ThemeIcon>
                  <Badge size="lg" tt="none" color={fixed ? 'accent' : 'gray'} variant={fixed ? 'filled' : 'light'}>
                    {price}
                  </Badge>
                </Group>
                <Title order={3} size="h4" mb={6}>
                  {title}
                </Title>
                <Text size="sm" c="dimmed" mb="sm">
                  {text}
                </Text>
                <List
                  size="sm"
                  spacing={4}
                  mb="lg"
                  icon={<IconCheck size={16} color="var(--mantine-color-accent-7)" aria-hidden />}
                >
                  {features.map((feature) => (
                    <List.Item key={feature}>{feature}</List.Item>
                  ))}
                </List>
                <Button
                  mt="auto"
                  variant="outline"
                  color="dark"
                  fullWidth
                  rightSection={<IconArrowRight size={16} aria-hidden />}
                  aria-label={`Enquire about ${title}`}
                  onClick={() =>
                    enquiry.open({
                      service,
                      subject: `${title} Enquiry`,
                      message: `I would like to know more about your ${title.toLowerCase()} service.`,
                    })
                  }
                >
                  Enquire
                </Button>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="xl" py={{ base: 40, sm: 64 }}>
        <Grid gap={{ base: 32, md: 48 }} align="center">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <Eyebrow>Parts Supply</Eyebrow>
              <Title order={2} fz={{ base: 26, sm: 34 }}>
                The Right Part, When You Need It
              </Title>
              <Text size="lg">
                Our parts department supplies genuine new, reconditioned and quality used parts, with up to 12 months
                coverage and 24 hour parts delivery. Buy over the counter, have them delivered, or let our workshop fit
                them for you.
              </Text>
              <List spacing="xs" icon={<IconCheck size={18} color="var(--mantine-color-accent-7)" aria-hidden />}>
                <List.Item>Next-day delivery on in-stock parts across the UK</List.Item>
                <List.Item>Used engines, gearboxes, axles and cab parts from our own breaking vehicles</List.Item>
                <List.Item>Expert advice from a team with more than 30 years of experience</List.Item>
              </List>
              <Group gap="sm" mt="xs">
                <Button
                  component={Link}
                  to="/parts-catalogue"
                  color="accent"
                  rightSection={<IconArrowRight size={16} aria-hidden />}
                >
                  Browse Parts Catalogue
                </Button>
                <Button component={Link} to="/parts-supply" variant="default">
                  About Parts Supply
                </Button>
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <SimpleGrid cols={2} spacing="md">
              {[
                { value: '24h', label: 'Parts delivery' },
                { value: '30+', label: 'Years of experience' },
                { value: '100+', label: 'Trucks restored' },
                { value: '5,000+', label: 'Customers' },
              ].map(({ value, label }) => (
                <Paper key={label} withBorder radius="md" p="lg" ta="center">
                  <Text fz={36} fw={800} c="accent.8" lh={1.1}>
                    {value}
                  </Text>
                  <Text size="sm" c="dimmed" mt={4}>
                    {label}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
          </Grid.Col>
        </Grid>
      </Container>

      <Box className={classes.emergency} py={{ base: 40, sm: 56 }}>
        <Container size="xl">
          <Grid gap="xl" align="center">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Group gap="md" wrap="nowrap" align="flex-start">
                <ThemeIcon size={56} radius="xl" color="red.9" aria-hidden visibleFrom="xs">
                  <IconAlertTriangle size={30} />
                </ThemeIcon>
                <Stack gap={6}>
                  <Title order={2} c="white" fz={{ base: 24, sm: 30 }}>
                    24/7 Emergency Breakdown Support
                  </Title>
                  <Text c="gray.3" size="lg">
                    Broken down? Our recovery and roadside repair team is on call 24 hours a day, 7 days a week, with an
                    average response time of under 2 hours.
                  </Text>
                </Stack>
              </Group>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap={6} align="stretch">
                <Button
                  component="a"
                  href={emergencyHref}
                  size="xl"
                  color="red.9"
                  leftSection={<IconPhone size={22} aria-hidden />}
                >
                  {contact.mobile_phone}
                </Button>
                <Text c="gray.4" size="sm" ta="center">
                  Average response under 2 hours
                </Text>
              </Stack>
            </Grid.Col>
          </Grid>
        </Container>
      </Box>

      <Container size="xl" py={{ base: 40, sm: 64 }}>
        <Grid gap={{ base: 32, md: 48 }}>
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 2, md: 1 }}>
            <Stack gap="lg">
              <Paper withBorder radius="md" p="lg">
                <Group gap="sm" mb="md">
                  <ThemeIcon color="accent" radius="md" aria-hidden>
                    <IconClock size={18} />
                  </ThemeIcon>
                  <Title order={2} size="h3">
                    Opening Hours
                  </Title>
                </Group>
                <Table verticalSpacing="xs">
                  <Table.Tbody>
                    {OPENING_HOURS.map(({ day, hours }) => (
                      <Table.Tr key={day}>
                        <Table.Th scope="row" fw={600}>
                          {day}
                        </Table.Th>
                        <Table.Td ta="right">{hours}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                <Text size="sm" c="dimmed" mt="sm">
                  Emergency breakdown support is available 24/7 on {contact.mobile_phone}.
                </Text>
              </Paper>
              <Paper withBorder radius="md" p="lg">
                <Group gap="sm" mb="sm">
                  <ThemeIcon color="accent" radius="md" aria-hidden>
                    <IconMapPin size={18} />
                  </ThemeIcon>
                  <Title order={2} size="h3">
                    Our Workshop
                  </Title>
                </Group>
                <Text>{contact.address}</Text>
                <List
                  mt="sm"
                  spacing={4}
                  size="sm"
                  icon={<IconShieldCheck size={18} color="var(--mantine-color-accent-7)" aria-hidden />}
                >
                  <List.Item>Trained HGV technicians, dealer-level diagnostics</List.Item>
                  <List.Item icon={<IconTool size={18} color="var(--mantine-color-accent-7)" aria-hidden />}>
                    All makes welcome, specialists in the make we sell
                  </List.Item>
                  <List.Item icon={<IconSettings size={18} color="var(--mantine-color-accent-7)" aria-hidden />}>
                    Courtesy checks with every service
                  </List.Item>
                </List>
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 1, md: 2 }}>
            <Paper
              withBorder
              radius="md"
              p={{ base: 'lg', sm: 'xl' }}
              shadow="sm"
              id="book-service"
              className={classes.anchor}
            >
              <Title order={2} size="h3" mb={4}>
                Book a Service
              </Title>
              <Text c="dimmed" mb="lg">
                Tell us what you need and we will call you back to confirm a date and time.
              </Text>
              <BookServiceForm />
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>

      <CallStrip
        tone="accent"
        title="Need a Repair Quote?"
        text="Call our workshop or send us an enquiry and we will get back to you within 24 hours."
      >
        <Button
          component="a"
          href={telHref(contact.office_phone)}
          size="lg"
          color="dark"
          leftSection={<IconPhone size={20} aria-hidden />}
        >
          {contact.office_phone}
        </Button>
        <Button
          size="lg"
          variant="white"
          color="dark"
          onClick={() => enquiry.open({ service: 'Service Booking', subject: 'Repair Quote Request' })}
        >
          Send an Enquiry
        </Button>
      </CallStrip>

      {enquiry.modal}
    </>
  );
}
