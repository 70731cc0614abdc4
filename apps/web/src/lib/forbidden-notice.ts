/**
 * A 403 ("not allowed") is told to the user once, wherever it happened, while the session lives
 * on: the API client announces it and the signed-in frame shows it as a notice.
 */
type Listener = (message: string) => void;

const listeners = new Set<Listener>();

export function announceForbidden(message: string) {
  for (const listener of listeners) listener(message);
}

export function subscribeForbidden(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
