import { ActionIcon, Anchor, Box, Container, Grid, Group, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSiteContent } from '../../app/siteContent';
import { SOCIAL_LINKS, mailtoHref, telHref } from '../../app/siteDefaults';
import { LEGAL, SERVICES } from './navigation';
import classes from './Layout.module.css';

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Box c="accent.4" mt={2} style={{ flex: 'none' }}>
        {icon}
      </Box>
      <div>{children}</div>
    </Group>
  );
}

export function Footer() {
  const { company_name, address, office_phone, mobile_phone, email } = useSiteContent().contact;
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Container size="xl" py={48}>
        <Grid gap={40}>
          <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
            <Stack gap="sm">
              <div className={classes.footerHeading}>{company_name}</div>
              <Text inherit>
                Independent used truck sales, hire, repairs and parts supply in Leicester, with more than 30 years of
                experience.
              </Text>
              <Group gap="xs">
                <ActionIcon
                  component="a"
                  href={SOCIAL_LINKS.instagram}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="light"
                  color="gray"
                  size="lg"
                  aria-label="Instagram"
                >
                  <IconBrandInstagram size={20} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  component="a"
                  href={SOCIAL_LINKS.facebook}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="light"
                  color="gray"
                  size="lg"
                  aria-label="Facebook"
                >
                  <IconBrandFacebook size={20} aria-hidden />
                </ActionIcon>
              </Group>
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
            <Stack gap="sm">
              <div className={classes.footerHeading}>Contact</div>
              <ContactLine icon={<IconMapPin size={16} aria-hidden />}>
                <address style={{ fontStyle: 'normal' }}>{address}</address>
              </ContactLine>
              <ContactLine icon={<IconPhone size={16} aria-hidden />}>
                Office:{' '}
                <a className={classes.footerLink} href={telHref(office_phone)}>
                  {office_phone}
                </a>
              </ContactLine>
              <ContactLine icon={<IconPhone size={16} aria-hidden />}>
                24/7 Emergency:{' '}
                <a className={classes.footerLink} href={telHref(mobile_phone)}>
                  {mobile_phone}
                </a>
              </ContactLine>
              <ContactLine icon={<IconMail size={16} aria-hidden />}>
                <a className={classes.footerLink} href={mailtoHref(email)} style={{ overflowWrap: 'anywhere' }}>
                  {email}
                </a>
              </ContactLine>
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, sm: 6, lg: 2 }}>
            <Stack gap="sm">
              <div className={classes.footerHeading}>Services</div>
              {SERVICES.map((service) => (
                <Link key={service.to} to={service.to} className={classes.footerLink}>
                  {service.label}
                </Link>
              ))}
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
            <Stack gap="sm">
              <div className={classes.footerHeading}>Opening Hours</div>
              <ContactLine icon={<IconClock size={16} aria-hidden />}>
                <div>Mon-Fri 8:00am-5:30pm</div>
                <div>Sat 8:00am-12:00pm</div>
                <div>Sun closed</div>
              </ContactLine>
              <Text inherit>Emergency breakdown support 24 hours a day, 7 days a week.</Text>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
      <div className={classes.footerBottom}>
        <Container size="xl" py="md">
          <Group justify="space-between" gap="sm">
            <Text size="xs" inherit>
              © {year} {company_name}. All rights reserved.
            </Text>
            <Group gap="lg">
              {LEGAL.map((item) => (
                <Anchor key={item.to} component={Link} to={item.to} className={classes.footerLink} size="xs">
                  {item.label}
                </Anchor>
              ))}
            </Group>
          </Group>
        </Container>
      </div>
    </footer>
  );
}
