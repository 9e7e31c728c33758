import { useId, useState } from 'react';
import { Anchor, Box, Button, Divider, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import {
  ALL_COOKIES,
  NECESSARY_ONLY,
  readCookieConsent,
  saveCookieConsent,
  type CookiePreferences,
} from './cookieConsent';
import classes from './CookieConsent.module.css';

type Optional = Exclude<keyof CookiePreferences, 'necessary'>;

const CATEGORIES: { key: keyof CookiePreferences; label: string; description: string }[] = [
  {
    key: 'necessary',
    label: 'Necessary',
    description: 'Keep the site working: sign-in, security and remembering this choice. Always on.',
  },
  {
    key: 'analytics',
    label: 'Analytics',
    description: 'Help us understand which pages and vehicles visitors look at, so we can improve the site.',
  },
  {
    key: 'marketing',
    label: 'Marketing',
    description: 'Let us show you relevant offers on other sites and measure our advertising.',
  },
  {
    key: 'functional',
    label: 'Functional',
    description: 'Remember settings such as your search preferences and enable embedded maps and videos.',
  },
];

/**
 * The cookie banner of a first visit. Any of the three choices stores the consent, the preferences
 * and the date in the browser and hides the banner for good; later visits read them back.
 */
export function CookieConsent() {
  const [decided, setDecided] = useState(() => readCookieConsent() !== null);
  const [managing, setManaging] = useState(false);
  const [choices, setChoices] = useState<Record<Optional, boolean>>({
    analytics: false,
    marketing: false,
    functional: false,
  });
  const titleId = useId();

  if (decided) return null;

  const decide = (preferences: Record<Optional, boolean>) => {
    saveCookieConsent(preferences);
    setDecided(true);
  };

  return (
    // The attribute lets a returning visitor's browser hide the prerendered banner (see index.html).
    <Box className={classes.banner} data-cookie-banner>
      <Paper
        component="section"
        aria-labelledby={titleId}
        shadow="xl"
        radius="md"
        withBorder
        p={{ base: 'md', sm: 'lg' }}
        className={classes.panel}
      >
        <Stack gap="md">
          <Group gap="lg" align="flex-start" justify="space-between">
            <Box style={{ flex: '1 1 420px' }}>
              <Group gap="xs" wrap="nowrap" mb={4}>
                <IconCookie size={22} color="var(--mantine-color-accent-7)" aria-hidden />
                <Title order={2} size="h4" id={titleId}>
                  We value your privacy
                </Title>
              </Group>
              <Text size="sm">
                We use necessary cookies to make this site work. With your permission we would also like to use
                analytics, marketing and functional cookies. Read more in our{' '}
                <Anchor component={Link} to="/privacy-policy" c="accent.8" fw={600} inherit>
                  Privacy Policy
                </Anchor>
                .
              </Text>
            </Box>
            {!managing && (
              <Group
                gap="xs"
                className={classes.actions}
                grow
                preventGrowOverflow={false}
                w={{ base: '100%', md: 'auto' }}
              >
                <Button variant="subtle" color="brand" onClick={() => setManaging(true)}>
                  Manage Preferences
                </Button>
                <Button variant="default" onClick={() => decide(NECESSARY_ONLY)}>
                  Necessary Only
                </Button>
                <Button color="accent" onClick={() => decide(ALL_COOKIES)}>
                  Accept All
                </Button>
              </Group>
            )}
          </Group>

          {managing && (
            <>
              <Divider />
              <Stack gap="sm">
                {CATEGORIES.map(({ key, label, description }) => (
                  <Switch
                    key={key}
                    color="accent"
                    size="md"
                    label={label}
                    // The label wraps the description too; the name is the category alone.
                    aria-label={label}
                    description={description}
                    checked={key === 'necessary' ? true : choices[key]}
                    disabled={key === 'necessary'}
                    onChange={
                      key === 'necessary'
                        ? undefined
                        : (event) => {
                            const checked = event.currentTarget.checked;
                            setChoices((current) => ({ ...current, [key]: checked }));
                          }
                    }
                  />
                ))}
              </Stack>
              <Group gap="xs" justify="flex-end">
                <Button variant="default" onClick={() => decide(NECESSARY_ONLY)}>
                  Necessary Only
                </Button>
                <Button color="accent" onClick={() => decide(choices)}>
                  Save Preferences
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
