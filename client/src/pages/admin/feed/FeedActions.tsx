import { useState } from 'react';
import { Button, Group, List, Modal, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconDownload, IconInfoCircle, IconUpload } from '@tabler/icons-react';
import { FEED_NOT_CONFIGURED } from '@dealer/schema';
import { downloadFile } from '../../../app/rest';
import { isUnauthenticated } from '../../../app/urqlClient';
import { useUploadFeedMutation, type FeedSettingsFragment } from '../../../gql/graphql';

export const FEED_MESSAGES = {
  uploaded: 'Upload initiated! Check status for updates.',
  uploadFailed: (detail: string) => `Upload failed: ${detail}`,
  uploadError: 'Error uploading feed. Please try again.',
  generated: 'XML feed generated and downloaded successfully!',
  generateError: 'Error generating XML feed. Please try again.',
  saved: 'Configuration saved successfully!',
  saveFailed: 'Failed to save configuration.',
  saveError: 'Error saving configuration.',
} as const;

export const NOT_ALLOWED_TO_UPLOAD = 'Only managers and administrators can upload the feed or change its settings.';

export function FeedActions({
  config,
  canManage,
  onUploadTried,
}: {
  config: FeedSettingsFragment | undefined;
  canManage: boolean;
  /** After every upload attempt: success or failure, the activity list has a new entry. */
  onUploadTried: () => void;
}) {
  const [generating, setGenerating] = useState(false);
  const [{ fetching: uploading }, uploadFeed] = useUploadFeedMutation();
  /** The server's question when the upload would take most of the last upload's vehicles off the marketplace. */
  const [confirming, setConfirming] = useState<string | null>(null);

  const generate = async () => {
    setGenerating(true);
    try {
      await downloadFile('/api/xml-feed/generate', 'vehicle-feed.xml', FEED_MESSAGES.generateError);
      notifications.show({ color: 'green', message: FEED_MESSAGES.generated });
    } catch (error) {
      console.error('Generating the XML feed failed', error);
      notifications.show({ color: 'red', message: FEED_MESSAGES.generateError });
    } finally {
      setGenerating(false);
    }
  };

  const upload = async (confirm: boolean) => {
    if (!config?.feedUrl || !config.dealerId) {
      notifications.show({ color: 'yellow', message: FEED_NOT_CONFIGURED });
      return;
    }
    const result = await uploadFeed({ confirm: confirm || undefined });
    setConfirming(null);
    if (result.data?.uploadFeed) {
      notifications.show({ color: 'green', message: FEED_MESSAGES.uploaded });
      onUploadTried();
      return;
    }
    const error = result.error;
    // The auth context tells of an expired session once, on the way to sign in.
    if (error && isUnauthenticated(error)) return;
    const refusal = error?.graphQLErrors[0];
    if (refusal?.extensions?.code === 'CONFLICT' && !confirm) {
      setConfirming(refusal.message);
      return;
    }
    notifications.show({
      color: 'red',
      message: refusal?.message ? FEED_MESSAGES.uploadFailed(refusal.message) : FEED_MESSAGES.uploadError,
    });
    onUploadTried();
  };

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm" h="100%">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon color="accent" variant="light" size={36} radius="md">
                <IconDownload size={20} aria-hidden />
              </ThemeIcon>
              <Title order={2} size="h4">
                Generate & Download
              </Title>
            </Group>
            <Text size="sm" c="dimmed" style={{ flex: 1 }}>
              Builds the XML feed of every vehicle in stock and downloads it, to check it or to send it by hand.
            </Text>
            <Button
              color="accent"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={generating}
              onClick={generate}
              style={{ alignSelf: 'flex-start' }}
            >
              Generate & Download
            </Button>
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm" h="100%">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon color="accent" variant="light" size={36} radius="md">
                <IconUpload size={20} aria-hidden />
              </ThemeIcon>
              <Title order={2} size="h4">
                Upload Now
              </Title>
            </Group>
            <Text size="sm" c="dimmed" style={{ flex: 1, overflowWrap: 'anywhere' }}>
              {!canManage
                ? NOT_ALLOWED_TO_UPLOAD
                : config?.feedUrl
                  ? `Sends the feed to ${config.feedUrl} now, without waiting for the next auto-sync.`
                  : 'Set the feed URL and dealer ID in the Configuration tab first.'}
            </Text>
            <Button
              color="accent"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={uploading}
              disabled={!canManage || !config?.feedUrl}
              onClick={() => upload(false)}
              style={{ alignSelf: 'flex-start' }}
            >
              Upload Now
            </Button>
          </Stack>
        </Paper>
      </SimpleGrid>

      <Paper withBorder radius="md" p="lg">
        <Group gap="sm" mb="sm" wrap="nowrap">
          <ThemeIcon color="blue" variant="light" size={36} radius="md">
            <IconInfoCircle size={20} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h4">
            How It Works
          </Title>
        </Group>
        <List type="ordered" spacing="xs" size="sm">
          <List.Item>
            The feed is an XML file listing every vehicle in stock: stock ID, title, make, model, year, price, mileage,
            specification, description, a link to its page and its pictures.
          </List.Item>
          <List.Item>
            <b>Generate & Download</b> gives you the file to check. <b>Upload Now</b> sends it to the marketplace&apos;s feed
            URL, signed in with the username and password from the Configuration tab, under your dealer ID.
          </List.Item>
          <List.Item>
            Auto-sync uploads the feed on its own at the interval you choose (every 6 hours unless you change it), so new
            and sold vehicles reach the marketplace without anyone pressing a button.
          </List.Item>
          <List.Item>
            Every upload appears under Recent Activity on the Overview tab. If more than half the vehicles of the last
            upload would disappear from the marketplace, you are asked to confirm first; an empty feed is never sent.
          </List.Item>
        </List>
      </Paper>

      <Modal
        opened={confirming !== null}
        onClose={() => (uploading ? undefined : setConfirming(null))}
        title="Confirm Upload"
        centered
        size="md"
      >
        <Group gap="sm" align="flex-start" wrap="nowrap" mb="lg">
          <ThemeIcon color="yellow" variant="light" radius="xl">
            <IconAlertTriangle size={18} aria-hidden />
          </ThemeIcon>
          <Text>{confirming}</Text>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setConfirming(null)} disabled={uploading} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={() => upload(true)} loading={uploading}>
            Upload Anyway
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
