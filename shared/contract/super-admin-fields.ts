// Fields only a super admin may change, declared in openapi.yaml as data: a property marked `x-super-admin: true`
// (the analytics ids and the custom code of the homepage settings run on every public page, ADR 0002). The server
// and the mocks both compare a content write's records before and after it, and refuse a regular admin's write
// (create, update, delete or restore alike) that changed any such field: 403 naming it, nothing stored.
import { HttpError } from './http-error';

type Json = Record<string, unknown>;
type ContentRecord = { _id: string } & Record<string, unknown>;

export const SUPER_ADMIN_ROLE = 'super_admin';
export const SUPER_ADMIN_FIELD_MESSAGE = 'can only be changed by a super admin';

/** The fields marked `x-super-admin: true`, each with its documented default (undefined where it has none). */
export type SuperAdminFields = ReadonlyMap<string, unknown>;

/** Every property of the document's schemas marked `x-super-admin: true`, by name, with its default. */
export function superAdminFieldsOf(doc: Json): SuperAdminFields {
  const fields = new Map<string, unknown>();
  const schemas = ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
  for (const schema of Object.values(schemas)) {
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
      if (property?.['x-super-admin'] === true) fields.set(name, property.default);
    }
  }
  return fields;
}

/**
 * A field's value as the site uses it: absent, null, an empty string and the field's documented default all mean
 * "as left unset" (a settings record made without the consent fields holds their defaults, ADR 0042), so a regular
 * admin's create, or a form sending the defaults back, changes none of them.
 */
const valueOf = (v: unknown, byDefault: unknown) =>
  v === undefined || v === null || v === '' || (byDefault !== undefined && v === byDefault) ? '' : JSON.stringify(v);

/** The super-admin fields whose value differs in any record between the two states of a kind, in order. */
export function changedSuperAdminFields(fields: SuperAdminFields, before: readonly ContentRecord[], after: readonly ContentRecord[]): string[] {
  const was = new Map(before.map((r) => [r._id, r]));
  const now = new Map(after.map((r) => [r._id, r]));
  const changed = new Set<string>();
  for (const id of new Set([...was.keys(), ...now.keys()])) {
    for (const [field, byDefault] of fields) if (valueOf(was.get(id)?.[field], byDefault) !== valueOf(now.get(id)?.[field], byDefault)) changed.add(field);
  }
  return [...fields.keys()].filter((f) => changed.has(f));
}

/**
 * The 403 for a regular admin's write that changed a super-admin field (undefined when the write may stand): the
 * message names the first field, `errors` each of them.
 */
export function superAdminRefusal(
  fields: SuperAdminFields,
  role: string,
  before: readonly ContentRecord[],
  after: readonly ContentRecord[],
): HttpError | undefined {
  if (role === SUPER_ADMIN_ROLE) return undefined;
  const changed = changedSuperAdminFields(fields, before, after);
  if (!changed.length) return undefined;
  return new HttpError(
    403,
    `${changed[0]} ${SUPER_ADMIN_FIELD_MESSAGE}`,
    changed.map((field) => ({ field, message: SUPER_ADMIN_FIELD_MESSAGE })),
  );
}
