import { useEffect, useState, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconLock, IconMail, IconMessages, IconSearch } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router-dom';
import type { CombinedError } from 'urql';
import { DEFAULT_PAGE_SIZE } from '@dealer/schema';
import { useCan } from '../../../app/auth/permissions';
import { errorText } from '../../../app/errors';
import { ListPagination } from '../../../components/admin/ListPagination';
import {
  useCommunicationsSubmissionsQuery,
  useCommunicationsSubscribersQuery,
  type SubscriberRowFragment,
} from '../../../gql/graphql';
import { STATUS_FILTER_DATA, formatDay, sourceLabel } from './labels';
import { NewsletterActions } from './SendNewsletter';
import { SubmissionList } from './SubmissionList';
import { usePageTitle } from '../../../app/pageTitle';

export const PAGE_SIZE = DEFAULT_PAGE_SIZE;
export const NOT_ALLOWED_MESSAGE =
  'You need the manager or administrator role to see newsletter subscribers and contact submissions.';

type Tab = 'newsletter' | 'contact';

/** /communications: newsletter subscribers and the enquiry inbox, for managers and administrators. */
export function CommunicationsPage() {
  usePageTitle('Communications | Leicester Commercial Trucks');
  // The server lets only managers and administrators read these lists (communications:manage).
  const canManage = useCan('communications:manage');
  return canManage ? <Communications /> : <NotAllowed />;
}

function NotAllowed() {
  return (
    <Container size="sm" py={80}>
      <Alert color="yellow" icon={<IconLock aria-hidden />} title="Communications">
        <Text mb="md">{NOT_ALLOWED_MESSAGE}</Text>
        <Button component={Link} to="/admin" variant="default">
          Back to Inventory
        </Button>
      </Alert>
    </Container>
  );
}

function Communications() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'contact' ? 'contact' : 'newsletter';
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState('');
  const [subscriberPage, setSubscriberPage] = useState(1);
  const [submissionPage, setSubmissionPage] = useState(1);

  const [subscribers, refetchSubscribers] = useCommunicationsSubscribersQuery({
    variables: { search: debouncedSearch || undefined, skip: (subscriberPage - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    requestPolicy: 'cache-and-network',
  });
  const [submissions, refetchSubmissions] = useCommunicationsSubmissionsQuery({
    variables: {
      search: debouncedSearch || undefined,
      status: status || undefined,
      skip: (submissionPage - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    },
    requestPolicy: 'cache-and-network',
  });

  // The spec logs list load errors; the panels show them too, with Try Again.
  useEffect(() => {
    if (subscribers.error) console.error('Failed to load newsletter subscribers', subscribers.error);
  }, [subscribers.error]);
  useEffect(() => {
    if (submissions.error) console.error('Failed to load contact submissions', submissions.error);
  }, [submissions.error]);

  const subscriberTotal = subscribers.data?.newsletterSubscribers.total;
  const submissionTotal = submissions.data?.contactSubmissions.total;
  const count = (total: number | undefined) => (total === undefined ? '…' : total);

  return (
    <Container size="xl" py="xl">
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          Communications
        </Title>
        <Text c="dimmed">Newsletter subscribers and the messages sent through the website's forms.</Text>
      </Stack>

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <TextInput
          aria-label="Search communications"
          placeholder="Search name, email or message"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setSubscriberPage(1);
            setSubmissionPage(1);
          }}
          maw={480}
          mb="md"
        />

        <Tabs
          value={tab}
          onChange={(value) => {
            const next = new URLSearchParams(params);
            if (value === 'contact') next.set('tab', 'contact');
            else next.delete('tab');
            setParams(next, { replace: true });
          }}
          color="accent"
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="newsletter" leftSection={<IconMail size={16} aria-hidden />}>
              Newsletter Subscribers ({count(subscriberTotal)})
            </Tabs.Tab>
            <Tabs.Tab value="contact" leftSection={<IconMessages size={16} aria-hidden />}>
              Contact Submissions ({count(submissionTotal)})
            </Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="newsletter">
            <Group justify="space-between" align="center" gap="sm" mb="md">
              <NewsletterActions search={debouncedSearch} />
              <Text size="sm" c="dimmed">
                The newsletter mails the trucks added in the last 7 days to subscribers who gave marketing consent.
              </Text>
            </Group>
            <ListState
              fetching={subscribers.fetching && !subscribers.data}
              error={subscribers.data ? undefined : subscribers.error}
              loadingText="Loading subscribers..."
              errorTitle="Failed to load newsletter subscribers"
              onRetry={() => refetchSubscribers({ requestPolicy: 'network-only' })}
              empty={subscriberTotal === 0}
              emptyText="No newsletter subscribers found"
              filtered={Boolean(debouncedSearch)}
              onClear={() => setSearch('')}
            >
              <SubscriberTable subscribers={subscribers.data?.newsletterSubscribers.items ?? []} />
            </ListState>
            <Pages total={subscriberTotal} page={subscriberPage} onChange={setSubscriberPage} />
          </Tabs.Panel>

          <Tabs.Panel value="contact">
            <Group justify="space-between" align="center" gap="sm" mb="md">
              <Text size="sm" c="dimmed">
                Newest first. Mark each enquiry as you deal with it.
              </Text>
              <Select
                aria-label="Filter by status"
                data={STATUS_FILTER_DATA}
                value={status}
                allowDeselect={false}
                onChange={(value) => {
                  setStatus(value ?? '');
                  setSubmissionPage(1);
                }}
                w={170}
              />
            </Group>
            <ListState
              fetching={submissions.fetching && !submissions.data}
              error={submissions.data ? undefined : submissions.error}
              loadingText="Loading contact submissions..."
              errorTitle="Failed to load contact submissions"
              onRetry={() => refetchSubmissions({ requestPolicy: 'network-only' })}
              empty={submissionTotal === 0}
              emptyText="No contact submissions found"
              filtered={Boolean(debouncedSearch || status)}
              onClear={() => {
                setSearch('');
                setStatus('');
              }}
            >
              <SubmissionList submissions={submissions.data?.contactSubmissions.items ?? []} />
            </ListState>
            <Pages total={submissionTotal} page={submissionPage} onChange={setSubmissionPage} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Container>
  );
}

/** Loading, load error and empty state of a list; otherwise the list itself. */
function ListState({
  fetching,
  error,
  loadingText,
  errorTitle,
  onRetry,
  empty,
  emptyText,
  filtered,
  onClear,
  children,
}: {
  fetching: boolean;
  error: CombinedError | undefined;
  loadingText: string;
  errorTitle: string;
  onRetry: () => void;
  empty: boolean;
  emptyText: string;
  filtered: boolean;
  onClear: () => void;
  children: ReactNode;
}) {
  if (fetching) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Loader color="accent" aria-hidden />
          <Text c="dimmed">{loadingText}</Text>
        </Stack>
      </Center>
    );
  }
  if (error) {
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={errorTitle}>
        <Text mb="sm">{errorText(error, 'Please try again.')}</Text>
        <Button color="red" variant="light" onClick={onRetry}>
          Try Again
        </Button>
      </Alert>
    );
  }
  if (empty) {
    return (
      <Stack align="center" gap="sm" py="xl">
        <Text fw={600} size="lg">
          {emptyText}
        </Text>
        {filtered && (
          <>
            <Text c="dimmed" ta="center">
              Nothing matches your search.
            </Text>
            <Button variant="default" onClick={onClear}>
              Clear search
            </Button>
          </>
        )}
      </Stack>
    );
  }
  return <>{children}</>;
}

function Pages({ total, page, onChange }: { total: number | undefined; page: number; onChange: (page: number) => void }) {
  return <ListPagination pages={Math.ceil((total ?? 0) / PAGE_SIZE)} page={page} onChange={onChange} />;
}

/** A badge truncates its label when squeezed; in a table that scrolls sideways it need not be. */
const NO_SQUEEZE = { minWidth: 'max-content' };

function SubscriberTable({ subscribers }: { subscribers: SubscriberRowFragment[] }) {
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table miw={640} verticalSpacing="sm" highlightOnHover aria-label="Newsletter subscribers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Email</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Source</Table.Th>
            <Table.Th>Marketing Consent</Table.Th>
            <Table.Th>Subscribed</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {subscribers.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{s.email}</Table.Td>
              <Table.Td>{s.fullName || <Text span c="dimmed">—</Text>}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Badge variant="light" color="gray" style={NO_SQUEEZE}>
                  {sourceLabel(s.source)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Badge variant={s.marketingConsent ? 'light' : 'outline'} color={s.marketingConsent ? 'green' : 'gray'} style={NO_SQUEEZE}>
                  {s.marketingConsent ? 'Yes' : 'No'}
                </Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(s.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
