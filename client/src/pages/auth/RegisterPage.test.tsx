import { Notifications, notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { CombinedError } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import { fromValue } from 'wonka';
import { AuthProvider } from '../../app/auth/AuthContext';
import { mockClient, renderWithProviders, type MockAnswer } from '../../test/render';
import { LoginPage } from './LoginPage';
import { REGISTERED_MESSAGE, RegisterPage } from './RegisterPage';

function renderRegister(answer?: MockAnswer) {
  const client = mockClient(answer ? { Register: answer } : {});
  renderWithProviders(
    <>
      <Notifications />
      <AuthProvider>
        <Routes>
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/login" element={<LoginPage />} />
        </Routes>
      </AuthProvider>
    </>,
    { route: '/register', client },
  );
  return client;
}

async function submit(email = 'new@example.com', password = 'long-enough', name = '') {
  await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), email);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  if (name) await userEvent.type(screen.getByRole('textbox', { name: /^Full Name/ }), name);
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

// Typing goes key by key; a busy machine needs more than the default 5 s.
describe('/register', { timeout: 20_000 }, () => {
  afterEach(() => notifications.clean());

  it('creates a customer account and sends the person to sign in', async () => {
    const client = renderRegister({ data: { register: { id: 5, email: 'new@example.com' } } });
    await submit('new@example.com', 'long-enough', 'New Person');
    expect(await screen.findByText(REGISTERED_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Your account has been created. Sign in with your email and password.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('new@example.com');
    // The GraphQL input has no admin flag at all: self-registration never asks to be staff.
    expect(client.executeMutation).toHaveBeenCalledWith(
      expect.objectContaining({
        variables: { input: { email: 'new@example.com', password: 'long-enough', fullName: 'New Person' } },
      }),
      expect.anything(),
    );
  });

  it('checks the password length from the shared rules before sending', async () => {
    const client = renderRegister();
    await submit('new@example.com', 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(client.executeMutation).not.toHaveBeenCalled();
  });

  it("shows the server's reason", async () => {
    renderRegister({ errors: [{ message: 'Email already registered', code: 'CONFLICT' }] });
    await submit();
    expect(await screen.findByText('Email already registered', { selector: '.mantine-Notification-description' })).toBeInTheDocument();
  });

  it("says 'Registration failed' when the server gives no reason", async () => {
    renderRegister({ errors: [{ message: '' }] });
    await submit();
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
  });

  it("says 'Network error occurred' when the server cannot be reached", async () => {
    const client = renderRegister();
    client.executeMutation.mockImplementation(() =>
      fromValue({ error: new CombinedError({ networkError: new Error('Failed to fetch') }) }),
    );
    await submit();
    expect(await screen.findByText('Network error occurred')).toBeInTheDocument();
  });

  it('is linked from the sign-in page', async () => {
    renderWithProviders(
      <AuthProvider>
        <LoginPage />
      </AuthProvider>,
      { route: '/login' },
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
