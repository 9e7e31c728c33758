import { useState } from 'react';
import { Button, Center, Paper, Stack, Text } from '@mantine/core';
import { IconMap2 } from '@tabler/icons-react';
import { useCookieConsent } from '../../components/CookieConsent';
import classes from './ContactPage.module.css';

/**
 * Google's map frame sets Google's cookies, which the cookie banner files under Functional. Until
 * the visitor allows those, the map waits behind a button that shows it for this visit only.
 */
export function ConsentMap({ src }: { src: string }) {
  const functional = useCookieConsent()?.preferences.functional === true;
  const [shownOnce, setShownOnce] = useState(false);
  return (
    <Paper withBorder radius="md" bg="gray.1" style={{ overflow: 'hidden' }}>
      {functional || shownOnce ? (
        <iframe
          className={classes.map}
          title="Find Us"
          src={src}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      ) : (
        <Center className={classes.map} p="md">
          <Stack align="center" gap="sm" maw={420} ta="center">
            <IconMap2 size={36} color="var(--mantine-color-brand-8)" aria-hidden />
            <Text size="sm">
              The map is provided by Google, which sets its own cookies. It shows here when Functional cookies are
              allowed.
            </Text>
            <Button variant="light" color="accent" onClick={() => setShownOnce(true)}>
              Show map
            </Button>
          </Stack>
        </Center>
      )}
    </Paper>
  );
}
