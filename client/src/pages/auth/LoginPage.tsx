import { Alert, Anchor, Button, Container, Paper, PasswordInput, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { loginSchema } from '@dealer/schema';
import { useAuth } from '../../app/auth/AuthContext';
import type { LoginLocationState } from '../../app/RequireAdmin';
import type { RegisteredLocationState } from './RegisterPage';
import { usePageTitle } from '../../app/pageTitle';

export function LoginPage() {
  usePageTitle('Sign in | Leicester Commercial Trucks');
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as (LoginLocationState & RegisteredLocationState) | null;
  const from = state?.from ?? '/admin';
  const registered = state?.registered;

  const form = useFormik({
    initialValues: { email: registered?.email ?? '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async ({ email, password }) => {
      try {
        await login(email.trim(), password);
        notifications.show({ color: 'green', message: 'Logged in successfully' });
        navigate(from, { replace: true });
      } catch (error) {
        notifications.show({
          color: 'red',
          title: 'Login Failed',
          message: error instanceof Error ? error.message : 'Login failed',
        });
      }
    },
  });

  const fieldError = (name: 'email' | 'password') => (form.touched[name] && form.errors[name]) || undefined;

  return (
    <Container size={440} py={{ base: 40, sm: 80 }}>
      <Paper withBorder shadow="md" radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack align="center" gap={4} mb="lg">
          <ThemeIcon size={48} radius="xl" color="accent" aria-hidden>
            <IconLock size={24} />
          </ThemeIcon>
          <Title order={1} size="h2">
            Sign in
          </Title>
          <Text c="dimmed" size="sm" ta="center">
            Sign in to manage stock, parts and site content.
          </Text>
        </Stack>
        {registered && (
          <Alert color="green" mb="md">
            Your account has been created. Sign in with your email and password.
          </Alert>
        )}
        <form onSubmit={form.handleSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              required
              {...form.getFieldProps('email')}
              error={fieldError('email')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              // The default name, "Toggle password visibility", would make "Password" name two controls.
              visibilityToggleButtonProps={{ 'aria-label': 'Show typed text' }}
              {...form.getFieldProps('password')}
              error={fieldError('password')}
            />
            <Button type="submit" fullWidth size="md" disabled={form.isSubmitting}>
              {form.isSubmitting ? 'Signing in...' : 'Sign in'}
            </Button>
          </Stack>
        </form>
        <Text size="sm" ta="center" mt="md">
          New here?{' '}
          <Anchor component={Link} to="/register" c="brand.8" fw={600}>
            Create an account
          </Anchor>
        </Text>
      </Paper>
    </Container>
  );
}
