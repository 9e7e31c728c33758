import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { PASSWORD_MIN_LENGTH, changePasswordSchema } from '@dealer/schema';
import { errorText } from '../../app/errors';
import { isUnauthenticated } from '../../app/urqlClient';
import { useChangePasswordMutation } from '../../gql/graphql';

export const PASSWORDS_DONT_MATCH = "New passwords don't match";

/**
 * The shared rules check each field; whether the two new passwords match is checked on submit
 * and told in a toast, as the spec asks, without asking the server.
 */
const formSchema = changePasswordSchema.shape({
  confirm_password: yup.string().required('Confirm your new password'),
});

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };

/** Hides what is typed by default; the toggle gets its own name so it does not share the field's. */
const toggleProps = { 'aria-label': 'Show typed text' };

export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [, changePassword] = useChangePasswordMutation();

  const form = useFormik({
    initialValues: EMPTY,
    validationSchema: formSchema,
    onSubmit: async (values, helpers) => {
      if (values.new_password !== values.confirm_password) {
        notifications.show({ color: 'red', message: PASSWORDS_DONT_MATCH });
        return;
      }
      const result = await changePassword({
        currentPassword: values.current_password,
        newPassword: values.new_password,
      });
      if (result.error || !result.data?.changePassword) {
        // The auth context tells of an expired session once, on the way to sign in.
        if (result.error && isUnauthenticated(result.error)) return;
        const message = errorText(result.error, 'Failed to change password');
        notifications.show({ color: 'red', message });
        if (result.error?.graphQLErrors[0]?.extensions?.code === 'BAD_REQUEST') {
          helpers.setFieldError('current_password', message);
        }
        return;
      }
      notifications.show({ color: 'green', message: 'Password changed successfully' });
      helpers.resetForm();
      onClose();
    },
  });

  const close = () => {
    form.resetForm();
    onClose();
  };

  const fieldError = (name: keyof typeof EMPTY) => (form.touched[name] && form.errors[name]) || undefined;

  return (
    <Modal opened={opened} onClose={close} title="Change Password" centered>
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="Current Password"
            autoComplete="current-password"
            required
            data-autofocus
            visibilityToggleButtonProps={toggleProps}
            {...form.getFieldProps('current_password')}
            error={fieldError('current_password')}
          />
          <PasswordInput
            label="New Password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters`}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={toggleProps}
            {...form.getFieldProps('new_password')}
            error={fieldError('new_password')}
          />
          <PasswordInput
            label="Confirm New Password"
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={toggleProps}
            {...form.getFieldProps('confirm_password')}
            error={fieldError('confirm_password')}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="accent" loading={form.isSubmitting}>
              Change Password
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
