import { Anchor, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowRight, IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SITE_DEFAULTS, mailtoHref, telHref } from '../../app/siteDefaults';
import { PageHero } from '../../components/PageHero';
import type { InfoPageContent } from './infoPages';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      {icon}
      <div>{children}</div>
    </Group>
  );
}

function ContactDetails() {
  const { office_phone, mobile_phone, email, address } = SITE_DEFAULTS.contact;
  const icon = (Icon: typeof IconPhone) => (
    <Icon size={20} color="var(--mantine-color-accent-6)" aria-hidden style={{ flex: 'none' }} />
  );
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="md">
        Get in touch
      </Title>
      <Stack gap="sm">
        <Line icon={icon(IconPhone)}>
          Office:{' '}
          <Anchor href={telHref(office_phone)} fw={600} c="brand.8">
            {office_phone}
          </Anchor>
        </Line>
        <Line icon={icon(IconClock)}>
          24/7 Emergency:{' '}
          <Anchor href={telHref(mobile_phone)} fw={600} c="brand.8">
            {mobile_phone}
          </Anchor>
        </Line>
        <Line icon={icon(IconMail)}>
          <Anchor href={mailtoHref(email)} fw={600} c="brand.8" style={{ overflowWrap: 'anywhere' }}>
            {email}
          </Anchor>
        </Line>
        <Line icon={icon(IconMapPin)}>
          <Text>{address}</Text>
        </Line>
        <Text size="sm" c="dimmed">
          Open Mon-Fri 8:00am-5:30pm, Sat 8:00am-12:00pm, Sun closed.
        </Text>
      </Stack>
    </Paper>
  );
}

export function InfoPage({ page, admin = false }: { page: InfoPageContent; admin?: boolean }) {
  useDocumentTitle(`${page.title} | ${SITE_DEFAULTS.contact.company_name}`);
  const links = (
    <Group gap="sm">
      {page.links.map((link, i) => (
        <Button
          key={link.to}
          component={Link}
          to={link.to}
          variant={i === 0 ? 'filled' : 'default'}
          color={i === 0 ? 'accent' : undefined}
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          {link.label}
        </Button>
      ))}
    </Group>
  );

  if (admin) {
    return (
      <Container size="md" py="xl">
        <Title order={1} mb="sm">
          {page.title}
        </Title>
        <Text size="lg" c="dimmed" mb="lg">
          {page.intro}
        </Text>
        {links}
      </Container>
    );
  }

  return (
    <>
      <PageHero title={page.title} subtitle={page.intro} />
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="md">
            <Title order={2} size="h3">
              How we can help
            </Title>
            <Text>
              Speak to our team for stock, prices, hire availability, workshop bookings and parts. We are happy to talk
              through your requirements and find the right vehicle or service for your business.
            </Text>
            {links}
          </Stack>
          <ContactDetails />
        </SimpleGrid>
      </Container>
    </>
  );
}
