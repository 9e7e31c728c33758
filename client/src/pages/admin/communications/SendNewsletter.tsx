import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconSend } from '@tabler/icons-react';
import { errorText } from '../../../app/errors';
import { RestError, downloadFile } from '../../../app/rest';
import { isUnauthenticated } from '../../../app/urqlClient';
import { useSendWeeklyNewsletterMutation } from '../../../gql/graphql';
import { exportFallbackName, sentMessage } from './labels';

/** The spec's newsletter covers the trucks of the last 7 days. */
export const NEWSLETTER_DAYS_BACK = 7;
export const SEND_FAILED = 'Failed to send newsletter. Please try again.';
const TRY_AGAIN = 'Please try again.';

/**
 * Send Weekly Newsletter and Export CSV. A second send in the same week is refused by the server
 * (CONFLICT) until staff confirm it in a dialog, since it mails everyone again.
 */
export function NewsletterActions({ search }: { search: string }) {
  const [{ fetching: sending }, sendNewsletter] = useSendWeeklyNewsletterMutation();
  const [alreadySent, setAlreadySent] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const send = async (confirm: boolean) => {
    const outcome = await sendNewsletter({ daysBack: NEWSLETTER_DAYS_BACK, confirm: confirm || undefined });
    if (outcome.error || !outcome.data) {
      if (outcome.error && isUnauthenticated(outcome.error)) return;
      const conflict = outcome.error?.graphQLErrors.find((e) => e.extensions?.code === 'CONFLICT');
      if (conflict && !confirm) {
        setAlreadySent(conflict.message);
        return;
      }
      setAlreadySent(null);
      notifications.show({ color: 'red', message: errorText(outcome.error, SEND_FAILED) });
      return;
    }
    setAlreadySent(null);
    const { emailsSent, trucksIncluded } = outcome.data.sendNewsletter;
    notifications.show({ color: 'green', message: sentMessage(emailsSent, trucksIncluded) });
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const query = search ? `?search=${encodeURIComponent(search)}` : '';
      const name = await downloadFile(`/api/auth/export-emails${query}`, exportFallbackName(), TRY_AGAIN);
      notifications.show({
        color: 'green',
        title: 'Export Successful',
        message: search ? `${name}: the subscribers matching "${search}".` : `${name}: every current subscriber.`,
      });
    } catch (error) {
      // An expired session is told once, on the way to sign in.
      if (error instanceof RestError && error.status === 401) return;
      notifications.show({
        color: 'red',
        title: 'Export Failed',
        message: error instanceof RestError ? error.message : TRY_AGAIN,
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Group gap="sm">
        <Button
          color="accent"
          leftSection={<IconSend size={16} aria-hidden />}
          loading={sending && alreadySent === null}
          onClick={() => void send(false)}
        >
          Send Weekly Newsletter
        </Button>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={exporting} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      </Group>
      <Modal
        opened={alreadySent !== null}
        onClose={sending ? () => {} : () => setAlreadySent(null)}
        title="Newsletter Already Sent"
        centered
        size="md"
      >
        <Stack gap="sm" mb="lg">
          <Text>{alreadySent}</Text>
          <Text size="sm" c="dimmed">
            Sending again mails the trucks of the last {NEWSLETTER_DAYS_BACK} days to every subscriber once more, including
            those who already had this week's newsletter.
          </Text>
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setAlreadySent(null)} disabled={sending} data-autofocus>
            Cancel
          </Button>
          <Button color="accent" leftSection={<IconSend size={16} aria-hidden />} loading={sending} onClick={() => void send(true)}>
            Send Again
          </Button>
        </Group>
      </Modal>
    </>
  );
}
