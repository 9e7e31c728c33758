import {
  Anchor,
  Avatar,
  Box,
  Button,
  Container,
  Grid,
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
  IconAward,
  IconBriefcase,
  IconCheck,
  IconClock24,
  IconHeartHandshake,
  IconMail,
  IconMapPin,
  IconPhone,
  IconTool,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useSiteContent } from '../../app/siteContent';
import { mailtoHref, telHref } from '../../app/siteDefaults';
import { Eyebrow, ImageHero, SectionTitle } from '../../components/marketing';
import classes from './AboutPage.module.css';
import { usePageTitle } from '../../app/pageTitle';

const DEFAULT_ABOUT_HERO = '/images/company-hero.svg';

const WHY_CHOOSE_US = [
  {
    icon: IconAward,
    title: '30+ Years Experience',
    text: 'Three decades of buying, selling, repairing and exporting commercial vehicles.',
  },
  {
    icon: IconHeartHandshake,
    title: 'Family Run',
    text: 'A family business where you deal with the same people every time, from first call to aftercare.',
  },
  {
    icon: IconClock24,
    title: '24/7 Emergency Support',
    text: 'Our breakdown line is answered day and night, with an average response under 2 hours.',
  },
  {
    icon: IconTool,
    title: 'Brand Specialist',
    text: 'We specialise in one make, so we know its engines, gearboxes and electrics inside out.',
  },
];

const EXPERTISE = [
  'Used truck sales: tractor units, rigids, tippers and specialist vehicles',
  'Vehicle hire: daily, weekly, monthly and long-term',
  'Engine diagnostics, repair and rebuilds',
  'ECU remapping and tuning',
  'MOT testing preparation and preventive maintenance',
  'Parts supply: genuine new, reconditioned and used',
  'Vehicle export to more than 30 countries',
];

const STATS = [
  { value: '30+', label: 'Years of experience' },
  { value: '5,000+', label: 'Customers' },
  { value: '30+', label: 'Countries exported to' },
  { value: '24/7', label: 'Emergency line' },
];

export function AboutPage() {
  const { contact, heroImages } = useSiteContent();
  usePageTitle(`About Us | ${contact.company_name}`);

  return (
    <>
      <ImageHero
        eyebrow="About Us"
        title={`About ${contact.company_name}`}
        subtitle="An independent, family-run truck specialist in Leicester with more than 30 years of experience in sales, hire, repairs and parts."
        image={heroImages.aboutPage}
        fallbackImage={DEFAULT_ABOUT_HERO}
      />

      <Container size="xl" py={{ base: 40, sm: 64 }}>
        <Grid gap={{ base: 32, md: 56 }} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <Eyebrow>Our Story</Eyebrow>
              <Title order={2} fz={{ base: 26, sm: 34 }}>
                Built on Trust, Run by a Family
              </Title>
              <Text size="lg">
                {contact.company_name} started more than 30 years ago with a simple idea: sell good trucks at honest
                prices and look after the customer long after the sale. That idea still runs the business today.
              </Text>
              <Text>
                From our yard and workshop in Leicester we buy, prepare and sell used commercial vehicles, run a hire
                fleet, repair and service trucks of every age, and supply parts across the UK. Over the years we have
                helped more than 5,000 customers, from owner-drivers to national fleets, and exported vehicles to more
                than 30 countries.
              </Text>
              <Text>
                Every truck we sell goes through our own workshop first, and the technicians who prepare it are the same
                people who will service it for you afterwards.
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <SimpleGrid cols={2} spacing="md">
              {STATS.map(({ value, label }) => (
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

      <Box bg="gray.0" py={{ base: 40, sm: 64 }}>
        <Container size="xl">
          <SectionTitle eyebrow="Why choose us" title="Why Choose Us" />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            {WHY_CHOOSE_US.map(({ icon: ReasonIcon, title, text }) => (
              <Paper key={title} withBorder radius="md" p="lg">
                <ThemeIcon size={48} radius="md" color="accent" mb="md" aria-hidden>
                  <ReasonIcon size={26} />
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

      <Container size="xl" py={{ base: 40, sm: 64 }}>
        <Grid gap={{ base: 32, md: 48 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Title order={2} fz={{ base: 24, sm: 30 }} mb="md">
              Our Expertise
            </Title>
            <List
              spacing="sm"
              size="md"
              icon={
                <ThemeIcon size={24} radius="xl" color="accent" aria-hidden>
                  <IconCheck size={14} />
                </ThemeIcon>
              }
            >
              {EXPERTISE.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <Paper withBorder radius="md" p="lg" shadow="xs">
                <Title order={2} size="h4" mb="md">
                  Our Leadership
                </Title>
                <Group gap="md" wrap="nowrap" align="flex-start">
                  <Avatar size={64} radius="xl" color="accent" variant="filled" aria-hidden>
                    <IconUsersGroup size={32} />
                  </Avatar>
                  <div>
                    <Text fw={700} c="brand.8">
                      The Family Team
                    </Text>
                    <Text size="sm" c="accent.8" fw={600}>
                      Owners and General Management
                    </Text>
                    <Text size="sm" mt="xs">
                      The business is run day to day by the family that founded it. They still walk the yard, answer the
                      phones and know most customers by name, and every sale and repair is signed off by them.
                    </Text>
                  </div>
                </Group>
              </Paper>
              <Paper radius="md" p="lg" className={classes.hiring}>
                <Group gap="sm" mb="xs">
                  <IconBriefcase size={24} aria-hidden />
                  <Title order={2} size="h4" c="inherit">
                    We&apos;re Hiring!
                  </Title>
                </Group>
                <Text mb="md">
                  We are looking for a trained HGV technician to join our workshop team. Experience with diagnostics and
                  heavy vehicle servicing is essential; we offer a full-time role with a friendly, established team.
                </Text>
                <Button
                  component="a"
                  href={telHref(contact.office_phone)}
                  color="dark"
                  leftSection={<IconPhone size={18} aria-hidden />}
                >
                  Call {contact.office_phone}
                </Button>
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>

      <Box bg="brand.9" py={{ base: 40, sm: 64 }}>
        <Container size="md" ta="center">
          <Eyebrow light>Independent Specialist</Eyebrow>
          <Title order={2} c="white" fz={{ base: 26, sm: 34 }} mt={8} mb="md">
            Independent Brand Specialist
          </Title>
          <Text c="gray.3" size="lg">
            We are not tied to a franchise, so we can give straight advice and fair prices. Our technicians specialise
            in the one make we sell and service, with dealer-level diagnostic equipment and decades of hands-on
            experience with its engines, gearboxes and electrics, yet we are happy to work on any make of truck.
          </Text>
          <Group justify="center" gap="sm" mt="xl">
            <Button component={Link} to="/trucks" color="accent" size="md">
              Browse Our Trucks
            </Button>
            <Button component={Link} to="/repairs" variant="white" color="dark" size="md">
              Repairs & Servicing
            </Button>
          </Group>
        </Container>
      </Box>

      <Container size="xl" py={{ base: 40, sm: 64 }}>
        <SectionTitle
          eyebrow="Get in touch"
          title="Talk to Our Team"
          description="Whether you are buying, hiring or need a repair, we are here to help."
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Paper withBorder radius="md" p="lg" ta="center">
            <ThemeIcon size={48} radius="xl" color="accent" mb="sm" aria-hidden>
              <IconPhone size={24} />
            </ThemeIcon>
            <Title order={3} size="h5" mb={4}>
              Call Us
            </Title>
            <Anchor href={telHref(contact.office_phone)} fw={700} c="brand.8" size="lg">
              {contact.office_phone}
            </Anchor>
          </Paper>
          <Paper withBorder radius="md" p="lg" ta="center">
            <ThemeIcon size={48} radius="xl" color="accent" mb="sm" aria-hidden>
              <IconMail size={24} />
            </ThemeIcon>
            <Title order={3} size="h5" mb={4}>
              Email Us
            </Title>
            <Anchor href={mailtoHref(contact.email)} fw={700} c="brand.8" style={{ overflowWrap: 'anywhere' }}>
              {contact.email}
            </Anchor>
          </Paper>
          <Paper withBorder radius="md" p="lg" ta="center">
            <ThemeIcon size={48} radius="xl" color="accent" mb="sm" aria-hidden>
              <IconMapPin size={24} />
            </ThemeIcon>
            <Title order={3} size="h5" mb={4}>
              Visit Us
            </Title>
            <Text fw={700} c="brand.8">
              {contact.address}
            </Text>
          </Paper>
        </SimpleGrid>
        <Group justify="center" mt="xl">
          <Button component={Link} to="/contact" size="lg" color="accent">
            Contact Us
          </Button>
        </Group>
      </Container>
    </>
  );
}
