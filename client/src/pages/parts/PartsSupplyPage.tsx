import {
  Box,
  Button,
  Card,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowRight,
  IconBolt,
  IconCar,
  IconCertificate,
  IconCheck,
  IconDisc,
  IconEngine,
  IconMail,
  IconManualGearbox,
  IconMessageCircle,
  IconPhone,
  IconRecycle,
  IconShieldCheck,
  IconTruckDelivery,
  IconWheel,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useSiteContent } from '../../app/siteContent';
import { mailtoHref, telHref } from '../../app/siteDefaults';
import { useEnquiryModal } from '../../components/EnquiryModal';
import { ButtonRow, CallStrip, Eyebrow, ImageHero, SectionTitle } from '../../components/marketing';
import { DEFAULT_PARTS_HERO } from './images';
import { usePageTitle } from '../../app/pageTitle';

interface PartsCategory {
  icon: Icon;
  title: string;
  text: string;
  items: string[];
}

const CATEGORIES: PartsCategory[] = [
  {
    icon: IconEngine,
    title: 'Engine Parts',
    text: 'From filters and gaskets to turbochargers and complete engines.',
    items: ['Turbochargers', 'Injectors and fuel pumps', 'Cylinder heads', 'Complete engines'],
  },
  {
    icon: IconManualGearbox,
    title: 'Transmission',
    text: 'Manual and automated gearboxes, clutches and drivetrain parts.',
    items: ['Gearboxes', 'Clutch kits', 'Retarders', 'Propshafts'],
  },
  {
    icon: IconDisc,
    title: 'Brakes',
    text: 'Everything for safe stopping, checked to the manufacturer’s limits.',
    items: ['Discs and pads', 'Calipers', 'Brake chambers', 'Valves and air dryers'],
  },
  {
    icon: IconBolt,
    title: 'Electrical',
    text: 'Starting, charging, lighting and control units.',
    items: ['Alternators', 'Starter motors', 'Control units (ECU)', 'Wiring looms'],
  },
  {
    icon: IconCar,
    title: 'Cab & Body',
    text: 'Panels, glass, lights and interior parts to put a cab right.',
    items: ['Doors and panels', 'Headlamps', 'Mirrors', 'Seats and trim'],
  },
  {
    icon: IconWheel,
    title: 'Suspension',
    text: 'Air and leaf suspension parts for steer, drive and trailing axles.',
    items: ['Air bellows', 'Shock absorbers', 'Leaf springs', 'Axle parts'],
  },
];

const USED_PARTS = [
  { title: 'Engines', text: 'Tested running engines, with compression figures on request.' },
  { title: 'Gearboxes', text: 'Manual and automated gearboxes, checked for smooth shifting.' },
  { title: 'Axles and Suspension', text: 'Drive axles, hubs, springs and air suspension parts.' },
  { title: 'Body and Cab', text: 'Cabs, doors, panels, lights and glass in good condition.' },
];

const BENEFITS = [
  { icon: IconShieldCheck, title: '12 Month Warranty', text: 'Up to 12 months warranty on used parts.' },
  { icon: IconTruckDelivery, title: 'Next Day Delivery', text: 'Next-day delivery on in-stock parts across the UK.' },
  { icon: IconCertificate, title: '30+ Years Experience', text: 'Three decades of knowing exactly which part fits.' },
  { icon: IconCheck, title: 'Tested & Guaranteed', text: 'Every used part is inspected and tested before sale.' },
];

export function PartsSupplyPage() {
  usePageTitle('Parts Supply | Leicester Commercial Trucks');
  const { contact, heroImages } = useSiteContent();
  const enquiry = useEnquiryModal();

  const openQuote = () =>
    enquiry.open(
      {
        service: 'Parts Quote',
        subject: 'Custom Parts Quote Request',
        message: 'Please quote for the following part(s). My vehicle make, model, year and chassis number are: ',
      },
      'quote',
    );
  const openUsedParts = () =>
    enquiry.open({
      service: 'Used Parts Enquiry',
      subject: 'Used Parts Availability',
      message: 'Please let me know if you have the following used part(s) available: ',
    });

  return (
    <>
      <ImageHero
        eyebrow="Parts Supply"
        title="Quality Truck Parts, Delivered Fast"
        subtitle="Genuine new, reconditioned and tested used parts for the trucks we know best, backed by more than 30 years of experience and up to 12 months coverage."
        image={heroImages.partsPage}
        fallbackImage={DEFAULT_PARTS_HERO}
      >
        <ButtonRow>
          <Button
            component={Link}
            to="/parts-catalogue"
            size="lg"
            color="accent"
            rightSection={<IconArrowRight size={20} aria-hidden />}
          >
            Browse Parts Catalogue
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
        <SectionTitle
          eyebrow="What we supply"
          title="Parts Categories"
          description="Whatever the job, we can usually supply the part from stock or source it within days."
        />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {CATEGORIES.map(({ icon: CategoryIcon, title, text, items }) => (
            <Card key={title} withBorder radius="md" padding="lg" shadow="xs">
              <Group gap="sm" mb="sm" wrap="nowrap">
                <ThemeIcon size={48} radius="md" color="accent" aria-hidden>
                  <CategoryIcon size={26} />
                </ThemeIcon>
                <Title order={3} size="h4">
                  {title}
                </Title>
              </Group>
              <Text size="sm" c="dimmed" mb="sm">
                {text}
              </Text>
              <List
                size="sm"
                spacing={4}
                mb="lg"
                icon={<IconCheck size={16} color="var(--mantine-color-accent-7)" aria-hidden />}
              >
                {items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
              <Button
                mt="auto"
                variant="outline"
                color="dark"
                fullWidth
                aria-label={`Contact Us about ${title}`}
                onClick={() =>
                  enquiry.open({
                    service: 'Parts Sales & Supply',
                    subject: `${title} Enquiry`,
                    message: `I am looking for ${title.toLowerCase()}. The part(s) I need are: `,
                  })
                }
              >
                Contact Us
              </Button>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Box bg="brand.9" py={{ base: 40, sm: 64 }}>
        <Container size="xl">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
            <Stack gap="md">
              <Group gap="sm">
                <ThemeIcon size={40} radius="md" color="accent" aria-hidden>
                  <IconRecycle size={22} />
                </ThemeIcon>
                <Eyebrow light>Used Parts</Eyebrow>
              </Group>
              <Title order={2} c="white" fz={{ base: 26, sm: 34 }}>
                Quality Used Parts from Breaking Vehicles
              </Title>
              <Text c="gray.3" size="lg">
                We dismantle trucks in our own yard, so we hold a wide range of used parts that are tested, cleaned and
                ready to fit, often at a fraction of the price of new.
              </Text>
              <ButtonRow>
                <Button component={Link} to="/parts-catalogue" size="md" color="accent">
                  Browse Used Parts
                </Button>
                <Button size="md" variant="white" color="dark" onClick={openUsedParts}>
                  Check Availability
                </Button>
              </ButtonRow>
            </Stack>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              {USED_PARTS.map(({ title, text }) => (
                <Paper key={title} radius="md" p="lg" bg="rgba(255,255,255,0.06)">
                  <Title order={3} size="h4" c="white" mb={6}>
                    {title}
                  </Title>
                  <Text size="sm" c="gray.4">
                    {text}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="xl" py={{ base: 40, sm: 64 }}>
        <SectionTitle eyebrow="Why choose us" title="Buy Parts with Confidence" />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {BENEFITS.map(({ icon: BenefitIcon, title, text }) => (
            <Stack key={title} align="center" ta="center" gap="xs">
              <ThemeIcon size={64} radius="xl" color="accent" variant="light" aria-hidden>
                <BenefitIcon size={32} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {title}
              </Title>
              <Text size="sm" c="dimmed">
                {text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>

      <CallStrip
        tone="accent"
        title="Need a Part Today?"
        text={
          <>
            Call our parts desk or email us your part number or chassis number.
            <br />
            <strong>Open Mon-Fri 8:00am-5:30pm, Sat 8:00am-12:00pm</strong>
          </>
        }
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
          component="a"
          href={mailtoHref(contact.email, { subject: 'Parts enquiry' })}
          size="lg"
          variant="white"
          color="dark"
          leftSection={<IconMail size={20} aria-hidden />}
        >
          Email Us
        </Button>
      </CallStrip>

      {enquiry.modal}
    </>
  );
}
