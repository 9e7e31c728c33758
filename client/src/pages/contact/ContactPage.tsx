import {
  Anchor,
  Box,
  Button,
  Container,
  Grid,
  Group,
  List,
  Paper,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconClock, IconMail, IconMap2, IconMapPin, IconMessage, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSiteContent } from '../../app/siteContent';
import { mailtoHref, telHref } from '../../app/siteDefaults';
import { ButtonRow, CallStrip, ImageHero } from '../../components/marketing';
import { ConsentMap } from './ConsentMap';
import { ContactForm } from './ContactForm';
import classes from './ContactPage.module.css';
import { usePageTitle } from '../../app/pageTitle';

const DEFAULT_CONTACT_HERO = '/images/company-hero.svg';

/** Direct lines that are not part of the editable site content. */
const MANAGER_PHONES = {
  sales: '07700 900456',
  general: '07700 900789',
} as const;

const OPENING_HOURS = [
  { day: 'Monday - Friday', hours: '8:00am - 5:30pm' },
  { day: 'Saturday', hours: '8:00am - 12:00pm' },
  { day: 'Sunday', hours: 'Closed' },
];

const WHY_CHOOSE_US = [
  'More than 30 years of experience',
  'Family run, independent specialist',
  '24/7 emergency breakdown support',
  'Over 5,000 satisfied customers',
  'Up to 12 months coverage on parts',
  'We reply to every message within 24 hours',
];

/** The accounts mailbox sits beside the sales one, on the same domain. */
export function accountsEmail(salesEmail: string): string {
  const domain = salesEmail.split('@')[1];
  return domain ? `accounts@${domain}` : salesEmail;
}

function mapEmbedUrl(address: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
}

/** The same place in the Google Maps app or site, for directions. */
function mapLinkUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

function scrollTo(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Group gap="sm" mb="sm" wrap="nowrap">
        <ThemeIcon color="accent" radius="md" size={36} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
      </Group>
      {children}
    </Paper>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Group>
  );
}

export function ContactPage() {
  const { contact, heroImages } = useSiteContent();
  usePageTitle(`Contact Us | ${contact.company_name}`);
  const phones = [
    { label: 'Office', phone: contact.office_phone },
    { label: 'Sales Manager', phone: MANAGER_PHONES.sales },
    { label: 'General Manager', phone: MANAGER_PHONES.general },
    { label: '24/7 Emergency', phone: contact.mobile_phone },
  ];
  const emails = [
    { label: 'Sales', email: contact.email },
    { label: 'Accounts', email: accountsEmail(contact.email) },
  ];

  return (
    <>
      <ImageHero
        eyebrow="Contact Us"
        title="Get in Touch"
        subtitle="Call, email or visit us in Leicester. Send us a message and we'll get back to you within 24 hours."
        image={heroImages.contactPage}
        fallbackImage={DEFAULT_CONTACT_HERO}
      >
        <ButtonRow>
          <Button
            size="lg"
            color="accent"
            leftSection={<IconMessage size={20} aria-hidden />}
            onClick={() => scrollTo('contact-form')}
          >
            Send a Message
          </Button>
          <Button
            size="lg"
            variant="white"
            color="dark"
            leftSection={<IconMap2 size={20} aria-hidden />}
            onClick={() => scrollTo('find-us')}
          >
            Find Us
          </Button>
        </ButtonRow>
      </ImageHero>

      <Container size="xl" py={{ base: 40, sm: 64 }}>
        <Grid gap={{ base: 32, md: 40 }}>
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 2, md: 1 }}>
            <Stack gap="md">
              <InfoCard icon={<IconMapPin size={20} />} title="Visit Us">
                <Text component="address" fs="normal" style={{ fontStyle: 'normal' }}>
                  {contact.company_name}
                  <br />
                  {contact.address}
                </Text>
              </InfoCard>
              <InfoCard icon={<IconPhone size={20} />} title="Call Us">
                <Stack gap={6}>
                  {phones.map(({ label, phone }) => (
                    <Line key={label} label={label}>
                      <Anchor href={telHref(phone)} fw={700} c="brand.8" aria-label={`${label}: ${phone}`}>
                        {phone}
                      </Anchor>
                    </Line>
                  ))}
                </Stack>
              </InfoCard>
              <InfoCard icon={<IconMail size={20} />} title="Email Us">
                <Stack gap="xs">
                  {emails.map(({ label, email }) => (
                    <div key={label}>
                      <Text size="sm" c="dimmed">
                        {label}
                      </Text>
                      <Anchor href={mailtoHref(email)} fw={700} c="brand.8" style={{ overflowWrap: 'anywhere' }}>
                        {email}
                      </Anchor>
                    </div>
                  ))}
                </Stack>
              </InfoCard>
              <InfoCard icon={<IconClock size={20} />} title="Opening Hours">
                <Table verticalSpacing={4}>
                  <Table.Tbody>
                    {OPENING_HOURS.map(({ day, hours }) => (
                      <Table.Tr key={day}>
                        <Table.Th scope="row" fw={600} pl={0}>
                          {day}
                        </Table.Th>
                        <Table.Td ta="right" pr={0}>
                          {hours}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </InfoCard>
              <Paper radius="md" p="lg" bg="brand.9">
                <Title order={2} size="h4" c="white" mb="sm">
                  Why Choose Us
                </Title>
                <List
                  spacing={6}
                  size="sm"
                  c="gray.3"
                  icon={<IconCheck size={16} color="var(--mantine-color-accent-4)" aria-hidden />}
                >
                  {WHY_CHOOSE_US.map((reason) => (
                    <List.Item key={reason}>{reason}</List.Item>
                  ))}
                </List>
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 1, md: 2 }}>
            <Paper
              withBorder
              shadow="sm"
              radius="md"
              p={{ base: 'lg', sm: 'xl' }}
              id="contact-form"
              className={classes.anchor}
            >
              <Title order={2} size="h3" mb="xs">
                Send us a Message
              </Title>
              <ContactForm />
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>

      <Box id="find-us" className={classes.anchor} pb={{ base: 40, sm: 64 }}>
        <Container size="xl">
          <Title order={2} size="h3" mb="md">
            Find Us
          </Title>
          <ConsentMap src={mapEmbedUrl(contact.address)} />
          <Group justify="space-between" gap="xs" mt="xs">
            <Text size="sm" c="dimmed">
              {contact.address}
            </Text>
            <Anchor
              href={mapLinkUrl(contact.address)}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              fw={600}
              c="brand.8"
            >
              Open in Google Maps
            </Anchor>
          </Group>
        </Container>
      </Box>

      <CallStrip
        tone="accent"
        title="Prefer to Talk?"
        text="Our team is on the phone during opening hours, and our emergency line is answered 24/7."
      >
        <Button
          component="a"
          href={telHref(contact.office_phone)}
          size="lg"
          color="dark"
          leftSection={<IconPhone size={20} aria-hidden />}
        >
          Call {contact.office_phone}
        </Button>
        <Button
          component="a"
          href={telHref(contact.mobile_phone)}
          size="lg"
          variant="white"
          color="dark"
          leftSection={<IconPhone size={20} aria-hidden />}
        >
          24/7: {contact.mobile_phone}
        </Button>
      </CallStrip>
    </>
  );
}
