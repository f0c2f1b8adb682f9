// The contract the mocks enforce: validators compiled from openapi.yaml (imported raw by Vite and Vitest).
import { parse } from 'yaml';
import raw from '../openapi.yaml?raw';
import { createOpenApiValidator } from '@shared/contract/openapi-validator';
import { superAdminFieldsOf } from '@shared/contract/super-admin-fields';

export const openapiDocument = parse(raw) as Record<string, unknown>;
export const contract = createOpenApiValidator(openapiDocument);
/** The fields only a super admin may change (`x-super-admin: true`). */
export const superAdminFields = superAdminFieldsOf(openapiDocument);
