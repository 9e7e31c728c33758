import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Container,
  Group,
  Image,
  Loader,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCopy, IconKey, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatMileage, formatPrice } from '@dealer/schema';
import { useCan } from '../../app/auth/permissions';
import { errorText } from '../../app/errors';
import { isUnauthenticated } from '../../app/urqlClient';
import { DEFAULT_TRUCK_IMAGE } from '../../app/siteDefaults';
import { ChangePasswordModal } from '../../components/ChangePasswordModal/ChangePasswordModal';
import { useAdminTruckListQuery, useDeleteTruckMutation, type AdminTruckFragment } from '../../gql/graphql';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import {
  TruckFormModal,
  duplicateTruckTarget,
  newTruckTarget,
  truckFormValues,
  type TruckFormTarget,
} from './TruckFormModal';

const PAGE_SIZE = 50;
/** Deleting a truck answers a boolean, which names no type for the cache to refresh. */
const TRUCK_TYPES = { additionalTypenames: ['Truck'] };

export function AdminPage() {
  useDocumentTitle('Admin Panel | Leicester Commercial Trucks');
  // Viewers read the inventory; editors, managers and administrators change it.
  const canWrite = useCan('catalogue:write');
  const [page, setPage] = useState(1);
  const [formTarget, setFormTarget] = useState<TruckFormTarget | null>(null);
  const [deleting, setDeleting] = useState<AdminTruckFragment | null>(null);
  const [changingPassword, changePassword] = useDisclosure(false);
  const [result, refetch] = useAdminTruckListQuery({
    variables: { skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    requestPolicy: 'cache-and-network',
    context: TRUCK_TYPES,
  });
  const [, deleteTruck] = useDeleteTruckMutation();

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

  if (result.fetching && !result.data) {
    return (
      <Center py={120}>
        <Stack align="center" gap="sm">
          <Loader color="accent" aria-hidden />
          <Text>Loading admin panel...</Text>
        </Stack>
      </Center>
    );
  }

  if (result.error && !result.data) {
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

  const total = result.data?.trucks.total ?? 0;
  const trucks = result.data?.trucks.items ?? [];
  const pages = Math.ceil(total / PAGE_SIZE);

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
          Current Inventory ({total} trucks)
        </Title>
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
              {trucks.map((truck) => (
                <Table.Tr key={truck.id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Image
                        src={truck.images[0] ?? DEFAULT_TRUCK_IMAGE}
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
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label="Edit">
                          <ActionIcon
                            variant="subtle"
                            color="brand"
                            aria-label={`Edit ${truck.title}`}
                            onClick={() => setFormTarget({ id: truck.id, values: truckFormValues(truck) })}
                          >
                            <IconPencil size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label="Duplicate">
                          <ActionIcon
                            variant="subtle"
                            color="brand"
                            aria-label={`Duplicate ${truck.title}`}
                            onClick={() => setFormTarget(duplicateTruckTarget(truck))}
                          >
                            <IconCopy size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label="Delete">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Delete ${truck.title}`}
                            onClick={() => setDeleting(truck)}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {pages > 1 && (
          <Group justify="center" mt="md">
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
            />
          </Group>
        )}
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
