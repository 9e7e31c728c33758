export const AUTH_TOKEN_KEY = 'auth_token';

/** The signed-in person's token; none while the server prerenders a page. */
export function readStoredToken(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(AUTH_TOKEN_KEY);
}

export function storeToken(token: string | null): void {
  if (token) localStorage.setItem(AUTH_TOKEN_KEY, token);
  else localStorage.removeItem(AUTH_TOKEN_KEY);
}
