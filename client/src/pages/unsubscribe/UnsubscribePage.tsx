import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Container, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconHome, IconMail, IconRefresh } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router-dom';
import { useUnsubscribeNewsletterMutation } from '../../gql/graphql';
import { usePageTitle } from '../../app/pageTitle';

/** The server's words for a token it does not accept; also shown for a link without one. */
export const INVALID_LINK = 'This unsubscribe link is not valid';
export const FAILED = 'We could not unsubscribe you';

type State =
  | { kind: 'working' }
  | { kind: 'done'; message: string }
  | { kind: 'invalid' }
  | { kind: 'failed' };

/**
 * /unsubscribe?token=...: the link in every newsletter. It unsubscribes once, on arrival, and
 * says so; a missing or forged token, or a server that cannot be reached, is said plainly.
 */
export function UnsubscribePage() {
  usePageTitle('Unsubscribe | Leicester Commercial Trucks');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [, unsubscribe] = useUnsubscribeNewsletterMutation();
  const [state, setState] = useState<State>(token ? { kind: 'working' } : { kind: 'invalid' });
  // Once per token, even when React runs the effect twice (StrictMode) or the page re-renders.
  const sentFor = useRef<string | null>(null);

  const run = useCallback(async () => {
    setState({ kind: 'working' });
    const outcome = await unsubscribe({ token });
    if (outcome.data) {
      setState({ kind: 'done', message: outcome.data.unsubscribeNewsletter.message });
    } else if (outcome.error?.graphQLErrors.some((e) => e.extensions?.code === 'BAD_REQUEST')) {
      setState({ kind: 'invalid' });
    } else {
      setState({ kind: 'failed' });
    }
  }, [token, unsubscribe]);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    void run();
  }, [token, run]);

  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} ta="center">
        {state.kind === 'working' && (
          <Stack align="center" gap="md" role="status">
            <Loader color="accent" aria-hidden />
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              Unsubscribing...
            </Title>
            <Text c="dimmed">Removing your email address from our newsletter.</Text>
          </Stack>
        )}

        {state.kind === 'done' && (
          <Stack align="center" gap="md">
            <ThemeIcon size={64} radius="xl" color="green" variant="light" aria-hidden>
              <IconCircleCheck size={40} />
            </ThemeIcon>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {state.message}
            </Title>
            <Text c="dimmed">
              Your email address has been removed from our newsletter, so you will not receive it any more. Changed your
              mind? You can sign up again on our home page at any time.
            </Text>
            <HomeButton />
          </Stack>
        )}

        {state.kind === 'invalid' && (
          <Stack align="center" gap="md">
            <ThemeIcon size={64} radius="xl" color="red" variant="light" aria-hidden>
              <IconAlertTriangle size={40} />
            </ThemeIcon>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {INVALID_LINK}
            </Title>
            <Text c="dimmed">
              {token
                ? 'The link may have been cut short or changed. Please open the unsubscribe link from the newsletter email again, or contact us and we will remove you from the list.'
                : 'The link has no unsubscribe code. Please open the unsubscribe link from the newsletter email again, or contact us and we will remove you from the list.'}
            </Text>
            <Group justify="center" gap="sm">
              <HomeButton />
              <Button component={Link} to="/contact" variant="default" leftSection={<IconMail size={18} aria-hidden />}>
                Contact us
              </Button>
            </Group>
          </Stack>
        )}

        {state.kind === 'failed' && (
          <Stack align="center" gap="md">
            <ThemeIcon size={64} radius="xl" color="red" variant="light" aria-hidden>
              <IconAlertTriangle size={40} />
            </ThemeIcon>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {FAILED}
            </Title>
            <Text c="dimmed">Something went wrong on our side or with the connection. Please try again in a moment.</Text>
            <Group justify="center" gap="sm">
              <Button color="accent" leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => void run()}>
                Try Again
              </Button>
              <HomeButton variant="default" />
            </Group>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}

function HomeButton({ variant = 'filled' }: { variant?: 'filled' | 'default' }) {
  return (
    <Button component={Link} to="/" variant={variant} leftSection={<IconHome size={18} aria-hidden />}>
      Back to home
    </Button>
  );
}
