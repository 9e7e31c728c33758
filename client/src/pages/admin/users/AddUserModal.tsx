import { Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useFormik } from 'formik';
import { DEFAULT_STAFF_ROLE, PASSWORD_MIN_LENGTH, createUserSchema } from '@dealer/schema';
import { errorText } from '../../../app/errors';
import { isUnauthenticated } from '../../../app/urqlClient';
import { useCreateUserMutation } from '../../../gql/graphql';
import { RoleSelect } from './RoleSelect';
import { serverField } from './roles';

const EMPTY = { email: '', full_name: '', role: DEFAULT_STAFF_ROLE as string, password: '' };
type Field = keyof typeof EMPTY;

export const CREATED_WITH_EMAIL = 'User created successfully. Welcome email sent.';
export const CREATED_WITHOUT_EMAIL = 'User created successfully. Please share login details manually.';

/** Add New User: without a password the server generates a temporary one and emails it. */
export function AddUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [, createUser] = useCreateUserMutation();

  const form = useFormik({
    initialValues: EMPTY,
    validationSchema: createUserSchema,
    onSubmit: async (values, helpers) => {
      const result = await createUser({
        input: {
          email: values.email.trim(),
          fullName: values.full_name.trim() || null,
          role: values.role,
          password: values.password || null,
        },
      });
      if (result.error || !result.data) {
        // The auth context tells of an expired session once, on the way to sign in.
        if (result.error && isUnauthenticated(result.error)) return;
        const message = errorText(result.error, 'Failed to create user');
        notifications.show({ color: 'red', message });
        const field = serverField(result.error);
        if (field && field in EMPTY) helpers.setFieldError(field, message);
        return;
      }
      notifications.show({
        color: 'green',
        message: result.data.createUser.emailSent ? CREATED_WITH_EMAIL : CREATED_WITHOUT_EMAIL,
      });
      helpers.resetForm();
      onClose();
    },
  });

  const close = () => {
    form.resetForm();
    onClose();
  };
  const fieldError = (name: Field) => (form.touched[name] && form.errors[name]) || undefined;

  return (
    <Modal opened={opened} onClose={close} title="Add New User" centered>
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            required
            data-autofocus
            {...form.getFieldProps('email')}
            error={fieldError('email')}
          />
          <TextInput
            label="Full Name"
            autoComplete="off"
            {...form.getFieldProps('full_name')}
            error={fieldError('full_name')}
          />
          <RoleSelect
            value={form.values.role}
            onChange={(role) => form.setFieldValue('role', role ?? DEFAULT_STAFF_ROLE)}
            error={fieldError('role')}
          />
          <PasswordInput
            label="Password"
            description={`Optional. Leave empty and a temporary password will be generated and emailed to the user. At least ${PASSWORD_MIN_LENGTH} characters if you set one.`}
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': 'Show typed text' }}
            {...form.getFieldProps('password')}
            error={fieldError('password')}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="accent" loading={form.isSubmitting}>
              Create User
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
