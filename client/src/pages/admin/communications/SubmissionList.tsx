import { useState, type ReactNode } from 'react';
import { Anchor, Badge, Group, Loader, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router-dom';
import { errorText } from '../../../app/errors';
import { isUnauthenticated } from '../../../app/urqlClient';
import { useUpdateEnquiryStatusMutation, type SubmissionRowFragment } from '../../../gql/graphql';
import { STATUS_OPTIONS, formatReceived, statusColour, statusLabel } from './labels';

export const STATUS_FAILED = 'Failed to update status';

/** The enquiry inbox: every contact submission in full, each with its status control. */
export function SubmissionList({ submissions }: { submissions: SubmissionRowFragment[] }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Contact submissions">
      {submissions.map((submission) => (
        <SubmissionItem key={submission.id} submission={submission} />
      ))}
    </Stack>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" span style={{ overflowWrap: 'anywhere' }}>
      <Text span c="dimmed">
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

function SubmissionItem({ submission: s }: { submission: SubmissionRowFragment }) {
  const [{ fetching: saving }, updateStatus] = useUpdateEnquiryStatusMutation();
  // Shows the choice at once while it is saved; the list's refetch then has the stored status.
  const [pending, setPending] = useState<string | null>(null);
  const status = pending ?? s.status;

  const change = async (next: string) => {
    if (next === s.status) return;
    setPending(next);
    const outcome = await updateStatus({ id: s.id, status: next });
    setPending(null);
    if (outcome.error || !outcome.data) {
      if (outcome.error && isUnauthenticated(outcome.error)) return;
      notifications.show({ color: 'red', message: errorText(outcome.error, STATUS_FAILED) });
      return;
    }
    notifications.show({
      color: 'green',
      message: `Enquiry from ${s.name} marked ${statusLabel(outcome.data.updateEnquiryStatus.status).toLowerCase()}`,
      autoClose: 2500,
    });
  };

  const origin = s.truckId ? (
    <Anchor underline="always" component={Link} to={`/trucks/${s.truckId}`}>
      {s.truckTitle ?? `Truck #${s.truckId}`}
    </Anchor>
  ) : s.source?.startsWith('/') ? (
    <Anchor underline="always" component={Link} to={s.source}>
      {s.source}
    </Anchor>
  ) : (
    s.source
  );

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      aria-label={`${s.name}: ${s.subject}`}
      style={{ borderLeft: `4px solid var(--mantine-color-${statusColour(status)}-5)` }}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 260px', minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {s.subject}
              </Text>
              <Badge size="sm" variant="light" color={statusColour(status)}>
                {statusLabel(status)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              Received {formatReceived(s.createdAt)}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            {saving && <Loader size="xs" color="accent" aria-label="Saving status" />}
            <SegmentedControl
              aria-label={`Status of the enquiry from ${s.name}`}
              size="xs"
              data={STATUS_OPTIONS}
              value={status}
              onChange={(value) => void change(value)}
              disabled={saving}
            />
          </Group>
        </Group>

        <Group gap="md" style={{ rowGap: 4 }}>
          <Detail label="Name">{s.name}</Detail>
          <Detail label="Email">
            <Anchor underline="always" href={`mailto:${s.email}`}>{s.email}</Anchor>
          </Detail>
          {s.phone && (
            <Detail label="Phone">
              <Anchor underline="always" href={`tel:${s.phone.replace(/\s+/g, '')}`}>{s.phone}</Anchor>
            </Detail>
          )}
          {s.company && <Detail label="Company">{s.company}</Detail>}
          {s.service && <Detail label="Service">{s.service}</Detail>}
          {origin && <Detail label={s.truckId ? 'Truck' : 'From'}>{origin}</Detail>}
        </Group>

        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} bg="gray.0" p="sm" bdrs="sm">
          {s.message}
        </Text>
      </Stack>
    </Paper>
  );
}
