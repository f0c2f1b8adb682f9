// The backend validates every request with validators compiled from openapi.yaml (no limit written twice).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { createOpenApiValidator } from '@contract/openapi-validator';

const documentPath = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));
export const openapiDocument = parse(readFileSync(documentPath, 'utf8')) as Record<string, unknown>;
export const contract = createOpenApiValidator(openapiDocument);
