import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  CloseButton,
  Container,
  Group,
  Image,
  Loader,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconAlertTriangle,
  IconArrowsSort,
  IconKey,
  IconPlus,
  IconSearch,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { TEXT_LIMITS, formatMileage, formatPrice, thumbnailUrl } from '@dealer/schema';
import { ListPagination } from '../../components/admin/ListPagination';
import { RowActions } from '../../components/admin/RowActions';
import { useCan } from '../../app/auth/permissions';
import { errorText } from '../../app/errors';
import { isUnauthenticated } from '../../app/urqlClient';
import { DEFAULT_TRUCK_IMAGE } from '../../app/siteDefaults';
import { ChangePasswordModal } from '../../components/ChangePasswordModal/ChangePasswordModal';
import {
  useAdminTruckListQuery,
  useDeleteTruckMutation,
  type AdminTruckFragment,
  type AdminTruckListQuery,
  type TruckSort,
} from '../../gql/graphql';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import {
  TruckFormModal,
  duplicateTruckTarget,
  newTruckTarget,
  truckFormValues,
  type TruckFormTarget,
} from './TruckFormModal';
import { usePageTitle } from '../../app/pageTitle';

const PAGE_SIZE = 50;
/** Deleting a truck answers a boolean, which names no type for the cache to refresh. */
const TRUCK_TYPES = { additionalTypenames: ['Truck'] };
/** Typing pauses this long before the server is asked. */
export const SEARCH_DELAY_MS = 300;

export const SORT_OPTIONS: { value: TruckSort; label: string }[] = [
  { value: 'NEWEST', label: 'Newest added' },
  { value: 'OLDEST', label: 'Oldest added' },
  { value: 'PRICE_ASC', label: 'Price: low to high' },
  { value: 'PRICE_DESC', label: 'Price: high to low' },
  { value: 'YEAR_DESC', label: 'Year: newest first' },
  { value: 'YEAR_ASC', label: 'Year: oldest first' },
  { value: 'MILEAGE_ASC', label: 'Mileage: low to high' },
  { value: 'MILEAGE_DESC', label: 'Mileage: high to low' },
  { value: 'TITLE_ASC', label: 'Title: A to Z' },
  { value: 'TITLE_DESC', label: 'Title: Z to A' },
];

export function AdminPage() {
  usePageTitle('Admin Panel | Leicester Commercial Trucks');
  // Viewers read the inventory; editors, managers and administrators change it.
  const canWrite = useCan('catalogue:write');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [sort, setSort] = useState<TruckSort>('NEWEST');
  const [formTarget, setFormTarget] = useState<TruckFormTarget | null>(null);
  const [deleting, setDeleting] = useState<AdminTruckFragment | null>(null);
  const [changingPassword, changePassword] = useDisclosure(false);
  const [result, refetch] = useAdminTruckListQuery({
    variables: {
      filter: debouncedSearch ? { search: debouncedSearch } : undefined,
      sort,
      skip: (page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    },
    requestPolicy: 'cache-and-network',
    context: TRUCK_TYPES,
  });
  const [, deleteTruck] = useDeleteTruckMutation();
  // The rows on screen stay while another search, sort or page loads, instead of a loading screen.
  const [shown, setShown] = useState<AdminTruckListQuery | undefined>(result.data);
  if (result.data && result.data !== shown) setShown(result.data);
  const data = result.data ?? shown;

  const confirmDelete = async () => {
    if (!deleting) return;
    const outcome = await deleteTruck({ id: deleting.id }, TRUCK_TYPES);
    if (outcome.error || !outcome.data?.deleteTruck) {
      // The auth context tells of an expired session once, on the way to sign in.
      if (outcome.error && isUnauthenticated(outcome.error)) return;
      notifications.show({ color: 'red', message: errorText(outcome.error, 'Failed to delete truck') });
      return;
    }
    notifications.show({ color: 'green', message: 'Truck deleted successfully' });
    setDeleting(null);
  };

  if (!data && result.fetching) {
    return (
      <Center py={120}>
        <Stack align="center" gap="sm">
          <Loader color="accent" aria-hidden />
          <Text>Loading admin panel...</Text>
        </Stack>
      </Center>
    );
  }

  if (!data && result.error) {
    return (
      <Container size="sm" py={80}>
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="Error Loading Admin Panel">
          <Text mb="md">{errorText(result.error, 'Failed to load trucks')}</Text>
          <Button color="red" variant="light" onClick={() => refetch({ requestPolicy: 'network-only' })}>
            Try Again
          </Button>
        </Alert>
      </Container>
    );
  }

  const inventory = data?.inventory.total ?? 0;
  const total = data?.trucks.total ?? 0;
  const trucks = data?.trucks.items ?? [];
  const pages = Math.ceil(total / PAGE_SIZE);
  const first = total === 0 ? 0 : Math.min((page - 1) * PAGE_SIZE + 1, total);
  const last = Math.min(page * PAGE_SIZE, total);
  const columns = canWrite ? 4 : 3;
  // A delete can empty the last page: step back to the new last one.
  if (!result.fetching && pages > 0 && page > pages) setPage(pages);
  // The screen's search is the one the rows answer (the typed text may be a keystroke ahead).
  const searching = debouncedSearch !== '';

  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" align="center" mb="lg" gap="sm">
        <Group gap="sm" align="center">
          <Title order={1}>Admin Panel</Title>
          {!canWrite && (
            <Badge color="gray" variant="light" size="lg">
              Read-only
            </Badge>
          )}
        </Group>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconKey size={16} aria-hidden />} onClick={changePassword.open}>
            Change Password
          </Button>
          {canWrite && (
            <Button
              color="accent"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setFormTarget(newTruckTarget())}
            >
              Add New Truck
            </Button>
          )}
        </Group>
      </Group>
      {!canWrite && (
        <Text c="dimmed" mb="md">
          Your role can view the inventory but not change it.
        </Text>
      )}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Title order={2} size="h3" mb="md">
          Current Inventory ({inventory} trucks)
        </Title>
        <Group gap="sm" mb="sm" align="flex-end" wrap="wrap">
          <TextInput
            aria-label="Search trucks"
            placeholder="Search title, make, model or stock ID"
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={
              result.fetching && data ? (
                <Loader size={14} color="accent" aria-label="Searching" />
              ) : search ? (
                <CloseButton
                  size="sm"
                  aria-label="Clear search"
                  onClick={() => {
                    setSearch('');
                    setPage(1);
                  }}
                />
              ) : null
            }
            maxLength={TEXT_LIMITS.search}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: '1 1 260px', maxWidth: 420 }}
          />
          <Select
            aria-label="Sort trucks"
            leftSection={<IconArrowsSort size={16} aria-hidden />}
            data={SORT_OPTIONS}
            value={sort}
            allowDeselect={false}
            onChange={(value) => {
              if (!value) return;
              setSort(value as TruckSort);
              setPage(1);
            }}
            style={{ flex: '0 1 220px' }}
          />
        </Group>
        <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
          {searching
            ? `${total} ${total === 1 ? 'truck matches' : 'trucks match'} "${debouncedSearch}"`
            : total > 0
              ? `Showing ${first}–${last} of ${total}`
              : ''}
        </Text>
        {result.error && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} mb="sm">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{errorText(result.error, 'Failed to load trucks')}</Text>
              <Button size="xs" color="red" variant="light" onClick={() => refetch({ requestPolicy: 'network-only' })}>
                Try Again
              </Button>
            </Group>
          </Alert>
        )}
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Truck</Table.Th>
                <Table.Th>Details</Table.Th>
                <Table.Th>Price</Table.Th>
                {canWrite && <Table.Th>Actions</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {trucks.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={columns}>
                    <Stack align="center" gap="xs" py="lg">
                      <Text fw={600}>{searching ? `No trucks match "${debouncedSearch}"` : 'No trucks yet'}</Text>
                      {searching ? (
                        <Button
                          variant="default"
                          size="xs"
                          onClick={() => {
                            setSearch('');
                            setPage(1);
                          }}
                        >
                          Show all trucks
                        </Button>
                      ) : (
                        canWrite && (
                          <Text size="sm" c="dimmed">
                            Add the first one with Add New Truck.
                          </Text>
                        )
                      )}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              )}
              {trucks.map((truck) => (
                <Table.Tr key={truck.id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Image
                        src={thumbnailUrl(truck.images[0]) ?? DEFAULT_TRUCK_IMAGE}
                        fallbackSrc={DEFAULT_TRUCK_IMAGE}
                        alt=""
                        w={64}
                        h={48}
                        radius="sm"
                        fit="cover"
                      />
                      <div>
                        <Anchor component={Link} to={`/trucks/${truck.id}`} fw={600} c="brand.8">
                          {truck.title}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          Stock ID: {truck.uniquestockid}
                        </Text>
                      </div>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {truck.make} {truck.model}
                      {truck.year !== null && ` · ${truck.year}`}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {truck.bodytype} · {formatMileage(truck.mileage)}
                    </Text>
                  </Table.Td>
                  <Table.Td fw={700}>{formatPrice(truck.price)}</Table.Td>
                  {canWrite && (
                    <Table.Td>
                      <RowActions label={truck.title} onEdit={() => setFormTarget({ id: truck.id, values: truckFormValues(truck) })} onDuplicate={() => setFormTarget(duplicateTruckTarget(truck))} onDelete={() => setDeleting(truck)} />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListPagination pages={pages} page={page} onChange={setPage} />
      </Paper>
      <ChangePasswordModal opened={changingPassword} onClose={changePassword.close} />
      {canWrite && (
        <>
          <TruckFormModal target={formTarget} onClose={() => setFormTarget(null)} />
          <ConfirmDeleteModal
            opened={deleting !== null}
            title="Delete Truck"
            question="Are you sure you want to delete this truck?"
            onConfirm={confirmDelete}
            onClose={() => setDeleting(null)}
          />
        </>
      )}
    </Container>
  );
}
