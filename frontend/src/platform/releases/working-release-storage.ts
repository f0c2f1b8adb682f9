// Where the release the admin works in is kept for this tab (sessionStorage), so a reload stays in it; a new tab
// starts on the live site. Nothing is kept where there is no browser (the server's render).
export interface WorkingRelease {
  id: string;
  name: string;
}

const KEY = 'working-release';

const storage = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

export function readKeptRelease(): WorkingRelease | null {
  try {
    const kept = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Partial<WorkingRelease> | null;
    return typeof kept?.id === 'string' && typeof kept.name === 'string' ? { id: kept.id, name: kept.name } : null;
  } catch {
    return null;
  }
}

export function keepRelease(release: WorkingRelease | null) {
  if (release) storage()?.setItem(KEY, JSON.stringify(release));
  else storage()?.removeItem(KEY);
}
