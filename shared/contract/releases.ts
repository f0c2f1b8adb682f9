// What the server and the mocks say of releases (ADR 0033). A blank name is refused by the contract itself
// (openapi.yaml: `pattern: '\S'`); both sides store it trimmed.
export const RELEASE_CREATED = 'Release created successfully!';
export const RELEASE_NOT_FOUND = 'Release not found';

/** A release's name as it is stored. */
export const releaseName = (name: string): string => name.trim();
