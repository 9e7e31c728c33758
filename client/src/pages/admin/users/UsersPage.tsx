import { useEffect, useState } from 'react';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconKey, IconLock, IconPencil, IconSearch, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, formatDate } from '@dealer/schema';
import { useAuth } from '../../../app/auth/AuthContext';
import { useCan } from '../../../app/auth/permissions';
import { errorText } from '../../../app/errors';
import { isUnauthenticated } from '../../../app/urqlClient';
import { ListPagination } from '../../../components/admin/ListPagination';
import { ChangePasswordModal } from '../../../components/ChangePasswordModal/ChangePasswordModal';
import { useDeleteUserMutation, useUserListQuery, type UserRowFragment } from '../../../gql/graphql';
import { ConfirmDeleteModal } from '../ConfirmDeleteModal';
import { AddUserModal } from './AddUserModal';
import { EditUserModal } from './EditUserModal';
import { ROLE_FILTER_DATA, roleColour, roleLabel } from './roles';
import { usePageTitle } from '../../../app/pageTitle';

export const PAGE_SIZE = DEFAULT_PAGE_SIZE;
export const NOT_ADMIN_MESSAGE = 'You need the administrator role to manage users.';

/** Deleting users changes lists the mutation's answer (a boolean) says nothing about. */
const USER_TYPES = { additionalTypenames: ['User'] };

const displayName = (user: Pick<UserRowFragment, 'fullName' | 'email'>) => user.fullName || user.email;

/** /users: admins manage accounts; other staff are told why they cannot, and may still change their password. */
export function UsersPage() {
  usePageTitle('User Management | Leicester Commercial Trucks');
  const canManage = useCan('users:manage');
  return canManage ? <UserManagement /> : <NotAllowed />;
}

function NotAllowed() {
  const [changingPassword, changePassword] = useDisclosure(false);
  return (
    <Container size="sm" py={80}>
      <Alert color="yellow" icon={<IconLock aria-hidden />} title="User Management">
        <Text mb="md">{NOT_ADMIN_MESSAGE}</Text>
        <Group gap="sm">
          <Button component={Link} to="/admin" variant="default">
            Back to Inventory
          </Button>
          <Button variant="light" color="accent" leftSection={<IconKey size={16} aria-hidden />} onClick={changePassword.open}>
            Change Password
          </Button>
        </Group>
      </Alert>
      <ChangePasswordModal opened={changingPassword} onClose={changePassword.close} />
    </Container>
  );
}

function UserManagement() {
  const { user: me } = useAuth();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [role, setRole] = useState('');
  const [page, setPage] = useState(1);
  const [adding, addUser] = useDisclosure(false);
  const [changingPassword, changePassword] = useDisclosure(false);
  const [editing, setEditing] = useState<UserRowFragment | null>(null);
  const [deleting, setDeleting] = useState<UserRowFragment | null>(null);

  const [result, refetch] = useUserListQuery({
    variables: {
      search: debouncedSearch || undefined,
      role: role || undefined,
      skip: (page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    },
    requestPolicy: 'cache-and-network',
    context: USER_TYPES,
  });
  const [, deleteUser] = useDeleteUserMutation();

  useEffect(() => {
    // An expired session sends the person to sign in instead; that says enough.
    if (result.error && !isUnauthenticated(result.error)) {
      notifications.show({ color: 'red', message: 'Failed to load users' });
    }
  }, [result.error]);

  const total = result.data?.users.total ?? 0;
  const users = result.data?.users.items ?? [];
  const pages = Math.ceil(total / PAGE_SIZE);
  const filtered = Boolean(debouncedSearch || role);

  const confirmDelete = async () => {
    if (!deleting) return;
    const outcome = await deleteUser({ id: deleting.id }, USER_TYPES);
    if (outcome.error || !outcome.data?.deleteUser) {
      // The auth context tells of an expired session once, on the way to sign in.
      if (outcome.error && isUnauthenticated(outcome.error)) return;
      notifications.show({ color: 'red', message: errorText(outcome.error, 'Failed to delete user') });
      return;
    }
    notifications.show({ color: 'green', message: 'User deleted successfully' });
    setDeleting(null);
  };

  let list;
  if (result.fetching && !result.data) {
    list = (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Loader color="accent" aria-hidden />
          <Text c="dimmed">Loading users...</Text>
        </Stack>
      </Center>
    );
  } else if (result.error && !result.data) {
    list = (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="Failed to load users">
        <Text mb="sm">{errorText(result.error, 'Please try again.')}</Text>
        <Button color="red" variant="light" onClick={() => refetch({ requestPolicy: 'network-only' })}>
          Try Again
        </Button>
      </Alert>
    );
  } else if (users.length === 0) {
    list = (
      <Stack align="center" gap="sm" py="xl">
        <Text fw={600} size="lg">
          No users found
        </Text>
        {filtered ? (
          <>
            <Text c="dimmed" ta="center">
              No one matches your search.
            </Text>
            <Button
              variant="default"
              onClick={() => {
                setSearch('');
                setRole('');
                setPage(1);
              }}
            >
              Clear search
            </Button>
          </>
        ) : (
          <Button color="accent" leftSection={<IconUserPlus size={16} aria-hidden />} onClick={addUser.open}>
            Add First User
          </Button>
        )}
      </Stack>
    );
  } else {
    list = (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Team members">
        {users.map((user) => (
          <UserItem
            key={user.id}
            user={user}
            isSelf={user.id === me?.id}
            onEdit={() => setEditing(user)}
            onDelete={() => setDeleting(user)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="center" mb="lg" gap="sm">
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          User Management
        </Title>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconKey size={16} aria-hidden />} onClick={changePassword.open}>
            Change Password
          </Button>
          <Button color="accent" leftSection={<IconUserPlus size={16} aria-hidden />} onClick={addUser.open}>
            Add User
          </Button>
        </Group>
      </Group>

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Group justify="space-between" align="flex-end" mb="md" gap="sm">
          <Title order={2} size="h3">
            Team Members ({total})
          </Title>
          <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 320px' }} justify="flex-end">
            <TextInput
              aria-label="Search users"
              placeholder="Name or email"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
              style={{ flex: '1 1 auto', maxWidth: 320 }}
            />
            <Select
              aria-label="Filter by role"
              data={ROLE_FILTER_DATA}
              value={role}
              allowDeselect={false}
              onChange={(value) => {
                setRole(value ?? '');
                setPage(1);
              }}
              style={{ flex: '0 0 136px' }}
            />
          </Group>
        </Group>

        {list}

        <ListPagination pages={pages} page={page} onChange={setPage} />
      </Paper>

      <AddUserModal opened={adding} onClose={addUser.close} />
      <ChangePasswordModal opened={changingPassword} onClose={changePassword.close} />
      <EditUserModal user={editing} isSelf={editing !== null && editing.id === me?.id} onClose={() => setEditing(null)} />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title="Delete User"
        question={deleting ? `Are you sure you want to delete ${displayName(deleting)}?` : ''}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Container>
  );
}

function initials(user: UserRowFragment): string {
  const words = user.fullName?.trim().split(/\s+/).filter(Boolean) ?? [];
  if (words.length === 0) return user.email.charAt(0).toUpperCase() || '?';
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

function UserItem({
  user,
  isSelf,
  onEdit,
  onDelete,
}: {
  user: UserRowFragment;
  isSelf: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const name = displayName(user);
  return (
    <Paper component="li" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-label={name}>
      <Group justify="space-between" align="center" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 300px', minWidth: 0 }}>
          <Avatar color={roleColour(user.role)} radius="xl" aria-hidden>
            {initials(user)}
          </Avatar>
          <Stack gap={4} miw={0}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>{user.fullName || 'No name'}</Text>
              {isSelf && (
                <Badge size="sm" variant="outline" color="gray">
                  You
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
            <Group gap="xs" wrap="wrap">
              <Badge color={roleColour(user.role)} variant="light">
                {roleLabel(user.role)}
              </Badge>
              <Badge color={user.isActive ? 'green' : 'gray'} variant={user.isActive ? 'light' : 'outline'}>
                {user.isActive ? 'Active' : 'Inactive'}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              <span style={{ whiteSpace: 'nowrap' }}>Created {formatDate(user.createdAt)}</span>
              {' · '}
              <span style={{ whiteSpace: 'nowrap' }}>
                Last login {user.lastLogin ? formatDate(user.lastLogin) : 'Never'}
              </span>
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={onEdit}
            aria-label={`Edit ${name}`}
          >
            Edit
          </Button>
          {!isSelf && (
            <Button
              variant="light"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={onDelete}
              aria-label={`Delete ${name}`}
            >
              Delete
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
