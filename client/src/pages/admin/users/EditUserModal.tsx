import { useState } from 'react';
import { Button, Group, Modal, PasswordInput, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useFormik } from 'formik';
import { PASSWORD_MIN_LENGTH, updateUserSchema } from '@dealer/schema';
import { errorText } from '../../../app/errors';
import { isUnauthenticated } from '../../../app/urqlClient';
import { useUpdateUserMutation, type UpdateUserInput, type UserRowFragment } from '../../../gql/graphql';
import { RoleSelect } from './RoleSelect';
import { knownRole, serverField } from './roles';

interface Values {
  full_name: string;
  role: string;
  is_active: boolean;
  password: string;
}

function initialValues(user: UserRowFragment): Values {
  return { full_name: user.fullName ?? '', role: knownRole(user.role), is_active: user.isActive, password: '' };
}

/** Only what changed is sent: the server's update changes just the fields it is given. */
function changes(user: UserRowFragment, values: Values): UpdateUserInput {
  const input: UpdateUserInput = {};
  const fullName = values.full_name.trim() || null;
  if (fullName !== (user.fullName ?? null)) input.fullName = fullName;
  if (values.role !== user.role) input.role = values.role;
  if (values.is_active !== user.isActive) input.isActive = values.is_active;
  if (values.password) input.password = values.password;
  return input;
}

/** Edit User: name, role, active flag and, optionally, a new password. */
export function EditUserModal({
  user,
  isSelf,
  onClose,
}: {
  user: UserRowFragment | null;
  isSelf: boolean;
  onClose: () => void;
}) {
  // The form stays while the dialog fades out, after the caller has let go of the user.
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);
  return (
    <Modal opened={user !== null} onClose={onClose} title="Edit User" centered>
      {shown && <EditUserForm key={shown.id} user={shown} isSelf={isSelf} onClose={onClose} />}
    </Modal>
  );
}

function EditUserForm({ user, isSelf, onClose }: { user: UserRowFragment; isSelf: boolean; onClose: () => void }) {
  const [, updateUser] = useUpdateUserMutation();

  const form = useFormik<Values>({
    initialValues: initialValues(user),
    validationSchema: updateUserSchema,
    onSubmit: async (values, helpers) => {
      const input = changes(user, values);
      if (Object.keys(input).length === 0) {
        onClose();
        return;
      }
      const result = await updateUser({ id: user.id, input });
      if (result.error || !result.data) {
        // The auth context tells of an expired session once, on the way to sign in.
        if (result.error && isUnauthenticated(result.error)) return;
        const message = errorText(result.error, 'Failed to update user');
        notifications.show({ color: 'red', message });
        const field = serverField(result.error);
        if (field && field in values) helpers.setFieldError(field, message);
        return;
      }
      notifications.show({ color: 'green', message: 'User updated successfully' });
      onClose();
    },
  });

  const fieldError = (name: keyof Values) => (form.touched[name] && form.errors[name]) || undefined;
  // Changing your own role or switching yourself off would shut you out of this screen.
  const selfNote = isSelf ? 'Another administrator can change your own role or status.' : undefined;

  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput label="Email" value={user.email} readOnly variant="filled" />
        <TextInput
          label="Full Name"
          autoComplete="off"
          data-autofocus
          {...form.getFieldProps('full_name')}
          error={fieldError('full_name')}
        />
        <RoleSelect
          includeCustomer={user.role === 'customer'}
          value={form.values.role}
          onChange={(role) => role && form.setFieldValue('role', role)}
          disabled={isSelf}
          error={fieldError('role')}
        />
        <Switch
          label="Active"
          description={isSelf ? selfNote : 'Inactive users cannot sign in.'}
          checked={form.values.is_active}
          onChange={(event) => form.setFieldValue('is_active', event.currentTarget.checked)}
          disabled={isSelf}
          error={fieldError('is_active')}
        />
        <PasswordInput
          label="New Password"
          description={`Optional. Leave empty to keep the current password; at least ${PASSWORD_MIN_LENGTH} characters.`}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': 'Show typed text' }}
          {...form.getFieldProps('password')}
          error={fieldError('password')}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="accent" loading={form.isSubmitting}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
