// What a story's browser would get back from the refresh cookie now: whether it still gives a session.
import type { components } from '@shared/contract/schema';

type RefreshResponse = components['schemas']['RefreshResponse'];

export async function refreshGivesSession(): Promise<boolean> {
  const res = await fetch('/api/admin/refresh-token', { method: 'POST' });
  return res.ok && ((await res.json()) as RefreshResponse).data !== null;
}
