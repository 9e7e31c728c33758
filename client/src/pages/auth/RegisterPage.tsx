import { Anchor, Button, Container, Paper, PasswordInput, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH, registerSchema } from '@dealer/schema';
import { useRegisterMutation } from '../../gql/graphql';
import { usePageTitle } from '../../app/pageTitle';

/** Router state the login page reads to greet someone who has just registered. */
export interface RegisteredLocationState {
  registered?: { email: string };
}

export const REGISTERED_MESSAGE = 'Account created successfully. Please sign in.';

/**
 * Self-registration. It only ever makes a customer account (the GraphQL input has no admin flag;
 * the server ignores one on REST): customers use the public site and never enter the back office.
 */
export function RegisterPage() {
  usePageTitle('Create an account | Leicester Commercial Trucks');
  const navigate = useNavigate();
  const [, register] = useRegisterMutation();

  const form = useFormik({
    initialValues: { email: '', password: '', full_name: '' },
    validationSchema: registerSchema,
    onSubmit: async (values, helpers) => {
      const result = await register({
        input: { email: values.email.trim(), password: values.password, fullName: values.full_name.trim() || null },
      });
      if (result.error || !result.data) {
        const detail = result.error?.graphQLErrors[0]?.message;
        const message = detail || (result.error?.networkError ? 'Network error occurred' : 'Registration failed');
        notifications.show({ color: 'red', message });
        const field = result.error?.graphQLErrors[0]?.extensions?.field;
        if (detail && typeof field === 'string' && field in values) helpers.setFieldError(field, detail);
        return;
      }
      notifications.show({ color: 'green', message: REGISTERED_MESSAGE });
      const state: RegisteredLocationState = { registered: { email: result.data.register.email } };
      navigate('/login', { state });
    },
  });

  const fieldError = (name: 'email' | 'password' | 'full_name') => (form.touched[name] && form.errors[name]) || undefined;

  return (
    <Container size={440} py={{ base: 40, sm: 80 }}>
      <Paper withBorder shadow="md" radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack align="center" gap={4} mb="lg">
          <ThemeIcon size={48} radius="xl" color="accent" aria-hidden>
            <IconUserPlus size={24} />
          </ThemeIcon>
          <Title order={1} size="h2">
            Create an account
          </Title>
          <Text c="dimmed" size="sm" ta="center">
            Register to keep in touch about stock, hire and parts.
          </Text>
        </Stack>
        <form onSubmit={form.handleSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              {...form.getFieldProps('email')}
              error={fieldError('email')}
            />
            <PasswordInput
              label="Password"
              description={`At least ${PASSWORD_MIN_LENGTH} characters`}
              autoComplete="new-password"
              required
              visibilityToggleButtonProps={{ 'aria-label': 'Show typed text' }}
              {...form.getFieldProps('password')}
              error={fieldError('password')}
            />
            <TextInput
              label="Full Name"
              description="Optional"
              autoComplete="name"
              {...form.getFieldProps('full_name')}
              error={fieldError('full_name')}
            />
            <Button type="submit" fullWidth size="md" disabled={form.isSubmitting}>
              {form.isSubmitting ? 'Creating account...' : 'Create account'}
            </Button>
          </Stack>
        </form>
        <Text size="sm" ta="center" mt="md">
          Already have an account?{' '}
          <Anchor component={Link} to="/login" c="brand.8" fw={600}>
            Sign in
          </Anchor>
        </Text>
      </Paper>
    </Container>
  );
}
