// The document the kit verifies an implementation against, read from openapi.yaml itself: the kit imports nothing
// of the implementations it checks (the mocks' or the backend's copies of it), only the document and @shared.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { createOpenApiValidator } from '@shared/contract/openapi-validator';

export const OPENAPI_FILE = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));
export const openapiDocument = parse(readFileSync(OPENAPI_FILE, 'utf8')) as Record<string, unknown>;
export const contract = createOpenApiValidator(openapiDocument);
