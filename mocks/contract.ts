// The contract the mocks enforce: validators compiled from openapi.yaml (imported raw by Vite and Vitest).
import { parse } from 'yaml';
import raw from '../openapi.yaml?raw';
import { createOpenApiValidator } from '@shared/contract/openapi-validator';
import { superAdminFieldsOf } from '@shared/contract/super-admin-fields';

export const openapiDocument = parse(raw) as Record<string, unknown>;
export const contract = createOpenApiValidator(openapiDocument);
/** The fields only a super admin may change (`x-super-admin: true`). */
export const superAdminFields = superAdminFieldsOf(openapiDocument);

/**
 * The documented defaults of those fields (the consent settings, ADR 0042): a record holding a field's default is
 * as one that leaves it unset, so a regular admin's create, and the settings form sending the defaults back, change
 * none of them.
 */
export const superAdminDefaults: ReadonlyMap<string, unknown> = (() => {
  const defaults = new Map<string, unknown>();
  const schemas = ((openapiDocument.components as Record<string, unknown> | undefined)?.schemas ?? {}) as Record<string, Record<string, unknown>>;
  for (const schema of Object.values(schemas)) {
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Record<string, unknown> | undefined>)) {
      if (property?.['x-super-admin'] === true && property.default !== undefined) defaults.set(name, property.default);
    }
  }
  return defaults;
})();
