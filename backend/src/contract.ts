// The backend validates every request with validators compiled from openapi.yaml (no limit written twice).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { createOpenApiValidator } from '@shared/contract/openapi-validator';
import { superAdminFieldsOf } from '@shared/contract/super-admin-fields';

const documentPath = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));
export const openapiDocument = parse(readFileSync(documentPath, 'utf8')) as Record<string, unknown>;
export const contract = createOpenApiValidator(openapiDocument);
/** The fields only a super admin may change (`x-super-admin: true`). */
export const superAdminFields = superAdminFieldsOf(openapiDocument);
