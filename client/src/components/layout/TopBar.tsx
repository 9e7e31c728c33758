import { Container, Group, Text } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useSiteContent } from '../../app/siteContent';
import { mailtoHref, telHref } from '../../app/siteDefaults';
import classes from './Layout.module.css';

export function TopBar() {
  const { mobile_phone, office_phone, email } = useSiteContent().contact;
  return (
    <div className={classes.topBar}>
      <Container size="xl" py={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <a className={classes.emergency} href={telHref(mobile_phone)}>
            <strong>24/7 Emergency:</strong> {mobile_phone}
          </a>
          <Group gap="lg" visibleFrom="sm" wrap="nowrap">
            <a className={classes.topBarLink} href={telHref(office_phone)}>
              <Group gap={6} wrap="nowrap">
                <IconPhone size={14} aria-hidden />
                <Text span inherit>
                  {office_phone}
                </Text>
              </Group>
            </a>
            <a className={classes.topBarLink} href={mailtoHref(email)}>
              <Group gap={6} wrap="nowrap">
                <IconMail size={14} aria-hidden />
                <Text span inherit>
                  {email}
                </Text>
              </Group>
            </a>
          </Group>
        </Group>
      </Container>
    </div>
  );
}
