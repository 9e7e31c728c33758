/**
 * The urql client learns that the server no longer accepts the stored token; the auth context,
 * which holds the signed-in user, needs to hear about it. The client is created outside React,
 * so the news travels through this small listener list instead of a React context.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifySessionExpired(): void {
  for (const listener of [...listeners]) listener();
}
