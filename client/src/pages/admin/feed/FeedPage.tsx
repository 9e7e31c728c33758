import { useEffect, type ReactNode } from 'react';
import { Box, Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBolt, IconLayoutDashboard, IconRefresh, IconSettings } from '@tabler/icons-react';
import { useCan } from '../../../app/auth/permissions';
import { useFeedToolPreviewQuery, useFeedToolStatusQuery } from '../../../gql/graphql';
import { FeedActions } from './FeedActions';
import { FeedConfigForm } from './FeedConfigForm';
import { FeedOverview } from './FeedOverview';
import { usePageTitle } from '../../../app/pageTitle';

/** An upload answers with its activity entry and saving with the settings; both change what the status shows. */
const FEED_TYPES = { additionalTypenames: ['FeedActivity', 'FeedConfig', 'FeedUploadResult'] };

/** Tab icons only where there is room: on a phone the three labels alone fit on one line. */
const tabIcon = (icon: ReactNode) => (
  <Box component="span" visibleFrom="xs" display="flex">
    {icon}
  </Box>
);

/** /xml-feed: the marketplace feed. All staff see it and may download it; managers and administrators configure and upload it. */
export function FeedPage() {
  usePageTitle('Vehicle Feed | Leicester Commercial Trucks');
  const canManage = useCan('communications:manage');
  const [status, refetchStatus] = useFeedToolStatusQuery({ requestPolicy: 'cache-and-network', context: FEED_TYPES });
  const [preview, refetchPreview] = useFeedToolPreviewQuery({ requestPolicy: 'cache-and-network' });

  // The spec: status and preview load errors are logged only.
  useEffect(() => {
    if (status.error) console.error('Failed to load the feed status', status.error);
  }, [status.error]);
  useEffect(() => {
    if (preview.error) console.error('Failed to load the feed preview', preview.error);
  }, [preview.error]);

  const refresh = () => {
    refetchStatus({ requestPolicy: 'network-only' });
    refetchPreview({ requestPolicy: 'network-only' });
  };
  const feedStatus = status.data?.feedStatus;

  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" align="flex-start" mb="lg" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            Vehicle Feed
          </Title>
          <Text c="dimmed">Your stock as an XML feed for the commercial-vehicle marketplace.</Text>
        </Stack>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={refresh}
          loading={status.fetching || preview.fetching}
        >
          Refresh
        </Button>
      </Group>

      <Tabs defaultValue="overview" color="accent" keepMounted>
        <Tabs.List mb="lg">
          <Tabs.Tab value="overview" leftSection={tabIcon(<IconLayoutDashboard size={16} aria-hidden />)}>
            Overview
          </Tabs.Tab>
          <Tabs.Tab value="actions" leftSection={tabIcon(<IconBolt size={16} aria-hidden />)}>
            Actions
          </Tabs.Tab>
          <Tabs.Tab value="configuration" leftSection={tabIcon(<IconSettings size={16} aria-hidden />)}>
            Configuration
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="overview">
          <FeedOverview status={feedStatus} preview={preview.data?.feedPreview} />
        </Tabs.Panel>
        <Tabs.Panel value="actions">
          <FeedActions
            config={feedStatus?.config}
            canManage={canManage}
            onUploadTried={() => refetchStatus({ requestPolicy: 'network-only' })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="configuration">
          <FeedConfigForm config={feedStatus?.config} canManage={canManage} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
