import { STAFF_ROLE_OPTIONS, type Role } from '@dealer/schema';
import type { CombinedError } from 'urql';

/** Self-registered accounts are listed too; they are no staff, so they are named for what they are. */
const CUSTOMER = { value: 'customer' as Role, label: 'Customer', description: 'Website account, no back office' };

/** The spec's role names; an unknown role displays as viewer. */
export function roleLabel(role: string): string {
  if (role === CUSTOMER.value) return CUSTOMER.label;
  return (STAFF_ROLE_OPTIONS.find((option) => option.value === role) ?? viewerOption()).label;
}

/** The role to preselect when editing: the user's own, or viewer for one the client does not know. */
export function knownRole(role: string): Role {
  if (role === CUSTOMER.value) return CUSTOMER.value;
  return (STAFF_ROLE_OPTIONS.find((option) => option.value === role) ?? viewerOption()).value;
}

function viewerOption() {
  return STAFF_ROLE_OPTIONS.find((option) => option.value === 'viewer')!;
}

export const ROLE_COLOURS: Record<string, string> = {
  admin: 'red',
  manager: 'blue',
  editor: 'teal',
  viewer: 'gray',
  customer: 'accent',
};

export function roleColour(role: string): string {
  return ROLE_COLOURS[knownRole(role)] ?? 'gray';
}

/** Select options: the staff roles, plus Customer when editing someone who is one. */
export function roleSelectData(includeCustomer = false) {
  return [...STAFF_ROLE_OPTIONS, ...(includeCustomer ? [CUSTOMER] : [])].map(({ value, label }) => ({ value, label }));
}

export function roleDescription(role: string): string {
  return [...STAFF_ROLE_OPTIONS, CUSTOMER].find((option) => option.value === role)?.description ?? '';
}

/** The role filter of the list. */
export const ROLE_FILTER_DATA = [
  { value: '', label: 'All roles' },
  ...[...STAFF_ROLE_OPTIONS, CUSTOMER].map(({ value, label }) => ({ value, label })),
];

/** The form field a server refusal names (BAD_USER_INPUT or CONFLICT with extensions.field). */
export function serverField(error: CombinedError | undefined): string | undefined {
  const field = error?.graphQLErrors[0]?.extensions?.field;
  return typeof field === 'string' ? field : undefined;
}
