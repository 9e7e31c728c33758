import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { getOperationAST, type DocumentNode } from 'graphql';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { CombinedError, Provider as UrqlProvider, type Client } from 'urql';
import { vi } from 'vitest';
import { fromValue, merge, never } from 'wonka';
import { theme } from '../app/theme';

/** What a mocked operation answers: data, or the GraphQL errors the server would send. */
export type MockAnswer = { data: unknown } | { errors: { message: string; code?: string }[] };

/** An answer, or one chosen from the operation's variables (undefined: stays pending). */
export type MockResponder = MockAnswer | ((variables: Record<string, unknown>) => MockAnswer | undefined);

/**
 * A urql client that answers operations by name (for example `Me`) without a network. Operations
 * with no answer stay pending, like a slow server. Answers stay open like real urql results: urql
 * clears the error of a result stream that ends.
 */
export function mockClient(answers: Record<string, MockResponder> = {}) {
  const answer = (request: { query: DocumentNode; variables?: Record<string, unknown> }) => {
    const name = getOperationAST(request.query)?.name?.value ?? '';
    const responder = answers[name];
    const found = typeof responder === 'function' ? responder(request.variables ?? {}) : responder;
    if (!found) return never;
    const result =
      'data' in found
        ? { data: found.data }
        : {
            error: new CombinedError({
              graphQLErrors: found.errors.map(({ message, code }) => ({ message, extensions: code ? { code } : {} })),
            }),
          };
    return merge([fromValue(result), never]);
  };
  return {
    executeQuery: vi.fn(answer),
    executeMutation: vi.fn(answer),
    executeSubscription: vi.fn(() => never),
  };
}

export function Providers({
  children,
  client = mockClient(),
}: {
  children: ReactNode;
  client?: ReturnType<typeof mockClient>;
}) {
  return (
    <MantineProvider theme={theme} env="test">
      <UrqlProvider value={client as unknown as Client}>{children}</UrqlProvider>
    </MantineProvider>
  );
}

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', client = mockClient() }: { route?: string; client?: ReturnType<typeof mockClient> } = {},
) {
  return render(
    <Providers client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Providers>,
  );
}
