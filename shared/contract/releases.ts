// What the server and the mocks say of releases (ADR 0033), and the one rule of a release's name.
import { HttpError } from './http-error';

export const RELEASE_CREATED = 'Release created successfully!';
export const RELEASE_NOT_FOUND = 'Release not found';

/** A release's name, trimmed: 1-120 characters (the contract's bounds count the untrimmed text). */
export function releaseName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new HttpError(400, 'name must not be blank', [{ field: 'name', message: 'must not be blank' }]);
  return trimmed;
}
