import type { ReactNode } from 'react';
import { Center, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import type { FeedActivityEntryFragment, FeedToolPreviewQuery, FeedToolStatusQuery } from '../../../gql/graphql';

type Status = FeedToolStatusQuery['feedStatus'];
type Preview = FeedToolPreviewQuery['feedPreview'];

const dateTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export function formatDateTime(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : dateTime.format(d);
}

const STATUS_LABELS: Record<string, string> = { success: 'Success', failed: 'Failed', error: 'Error' };
const TYPE_LABELS: Record<string, string> = { upload: 'Upload', auto_sync: 'Auto-sync' };

/** The spec's status icon: success a green tick; failed or error a red alert; anything else yellow pending. */
export function StatusIcon({ status, size = 28 }: { status: string | null; size?: number }) {
  const label = status ? (STATUS_LABELS[status] ?? 'Pending') : 'Pending';
  if (status === 'success') {
    return (
      <ThemeIcon color="green" variant="light" radius="xl" size={size} aria-label={label} role="img">
        <IconCircleCheck size={size * 0.65} aria-hidden />
      </ThemeIcon>
    );
  }
  if (status === 'failed' || status === 'error') {
    return (
      <ThemeIcon color="red" variant="light" radius="xl" size={size} aria-label={label} role="img">
        <IconAlertCircle size={size * 0.65} aria-hidden />
      </ThemeIcon>
    );
  }
  return (
    <ThemeIcon color="yellow" variant="light" radius="xl" size={size} aria-label={label} role="img">
      <IconClock size={size * 0.65} aria-hidden />
    </ThemeIcon>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={label}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={6}>
        {label}
      </Text>
      {children}
    </Paper>
  );
}

export function FeedOverview({ status, preview }: { status: Status | undefined; preview: Preview | undefined }) {
  const totalVehicles = preview?.totalVehicles ?? status?.totalVehicles;
  const latest = status?.status ?? null;
  const activity = status?.recentActivity ?? [];
  const vehicles = preview?.previewVehicles ?? [];

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Stat label="Total Vehicles">
          <Text fz={28} fw={700} lh={1.1}>
            {totalVehicles ?? '—'}
          </Text>
        </Stat>
        <Stat label="Last Upload">
          <Text fz="lg" fw={600} lh={1.3}>
            {status ? (status.lastUpload ? formatDateTime(status.lastUpload) : 'Never') : '—'}
          </Text>
        </Stat>
        <Stat label="Status">
          <Group gap="xs" wrap="nowrap">
            <StatusIcon status={latest} />
            <Text fz="lg" fw={600}>
              {latest ? (STATUS_LABELS[latest] ?? latest) : 'Not uploaded yet'}
            </Text>
          </Group>
        </Stat>
      </SimpleGrid>

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Group justify="space-between" align="baseline" mb="md" gap="xs">
          <Title order={2} size="h4">
            Vehicle Preview
          </Title>
          {preview && (
            <Text size="sm" c="dimmed">
              Showing {vehicles.length} of {preview.totalVehicles} vehicles
            </Text>
          )}
        </Group>
        {!preview ? (
          <Center py="lg">
            <Loader color="accent" size="sm" aria-label="Loading preview" />
          </Center>
        ) : vehicles.length === 0 ? (
          <Text c="dimmed" py="md" ta="center">
            No vehicles in the feed yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped highlightOnHover verticalSpacing="xs" aria-label="Vehicle preview">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Stock ID</Table.Th>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>Make/Model</Table.Th>
                  <Table.Th>Year</Table.Th>
                  <Table.Th ta="right">Images</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {vehicles.map((v) => (
                  <Table.Tr key={v.stockNumber}>
                    <Table.Td ff="monospace" fz="sm" style={{ whiteSpace: 'nowrap' }}>
                      {v.stockNumber}
                    </Table.Td>
                    <Table.Td fw={500}>{v.title}</Table.Td>
                    <Table.Td>
                      {v.make} {v.model}
                    </Table.Td>
                    <Table.Td>{v.year ?? '—'}</Table.Td>
                    <Table.Td ta="right">{v.imagesCount}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Title order={2} size="h4" mb="md">
          Recent Activity
        </Title>
        {!status ? (
          <Center py="lg">
            <Loader color="accent" size="sm" aria-label="Loading activity" />
          </Center>
        ) : activity.length === 0 ? (
          <Text c="dimmed" py="md" ta="center">
            No uploads yet.
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Recent activity">
            {activity.map((entry, i) => (
              <ActivityItem key={`${entry.timestamp}-${i}`} entry={entry} />
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

function ActivityItem({ entry }: { entry: FeedActivityEntryFragment }) {
  return (
    <Paper component="li" withBorder radius="sm" p="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <StatusIcon status={entry.status} size={26} />
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {entry.message}
          </Text>
          <Text size="xs" c="dimmed">
            {TYPE_LABELS[entry.type] ?? entry.type} · {formatDateTime(entry.timestamp)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
