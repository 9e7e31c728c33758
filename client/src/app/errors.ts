import type { CombinedError } from 'urql';

/**
 * The text to show for a failed request: the server's own message when it sent one (the spec's
 * "detail"), otherwise the fallback, since transport errors read badly ("[Network] Failed to fetch").
 */
export function errorText(error: CombinedError | undefined, fallback: string): string {
  return error?.graphQLErrors[0]?.message || fallback;
}
