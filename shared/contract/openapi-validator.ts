// Validators compiled from openapi.yaml itself, so no limit is written twice. Used by the mocks (request
// validation), the handler-coverage test (response validation), the contract suite and the backend.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { compareRoutePaths } from '@shared/pipeline/route-order';
import { parseSse } from './chat';

type Json = Record<string, unknown>;
export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head';
const METHODS: HttpMethod[] = ['get', 'put', 'post', 'delete', 'patch', 'head'];

export interface FieldError {
  field: string;
  message: string;
}

export interface OperationInfo {
  operationId: string;
  method: HttpMethod;
  /** The path template under the server url, e.g. `/hero/details/{id}`. */
  path: string;
  /** True when the operation accepts calls without a bearer token. */
  isPublic: boolean;
  /** True when anonymous and bearer calls are both accepted. */
  tokenOptional: boolean;
  /** The header of an API-key scheme every call must carry (the Case-Upload-Token), when the operation has one. */
  requiredApiKeyHeader?: string;
  statuses: string[];
  requestContentTypes: string[];
  operation: Json;
}

export interface OperationMatch {
  op: OperationInfo;
  params: Record<string, string>;
}

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function fieldOf(e: ErrorObject): string {
  const base = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const { missingProperty, additionalProperty } = e.params as { missingProperty?: string; additionalProperty?: string };
  const named = missingProperty ?? additionalProperty;
  if (named) return base ? `${base}.${named}` : named;
  return base || '(body)';
}

/** The message of a key the schema does not name (ADR 0006). */
export const UNKNOWN_FIELD_MESSAGE = 'is not a field of this request';
/** The message of an integer past Number.MAX_SAFE_INTEGER, which JSON.parse has already rounded (ADR 0006). */
export const UNSAFE_INTEGER_MESSAGE = 'must be a safe integer';
/** The message of a query parameter sent with an empty value (ADR 0006). */
export const EMPTY_VALUE_MESSAGE = 'must not be empty';

/**
 * Every integer in a value outside Number's safe range, by field path: a JSON number such as
 * 1437860039402779500000000 arrives already rounded, so no schema bound can be trusted to see it exactly.
 */
export function unsafeIntegers(value: unknown, at = ''): FieldError[] {
  if (typeof value === 'number') {
    return Number.isInteger(value) && !Number.isSafeInteger(value) ? [{ field: at || '(body)', message: UNSAFE_INTEGER_MESSAGE }] : [];
  }
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => unsafeIntegers(v, at ? `${at}.${k}` : k));
}

/** Turns ajv errors into `{ field, message }` pairs, dropping the noise of allOf/oneOf branches. */
export function toFieldErrors(errors: ErrorObject[] | null | undefined): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const e of errors ?? []) {
    if (e.keyword === 'if' || e.keyword === 'anyOf') continue;
    const field = fieldOf(e);
    const message =
      e.keyword === 'required'
        ? 'is required'
        : e.keyword === 'additionalProperties'
          ? UNKNOWN_FIELD_MESSAGE
          : e.keyword === 'enum'
            ? `must be one of: ${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`
            : (e.message ?? 'is invalid');
    const key = `${field}|${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ field, message });
  }
  return out;
}

export function describeErrors(errors: FieldError[]): string {
  if (!errors.length) return 'Invalid request';
  const [first] = errors;
  return `${first.field} ${first.message}`;
}

/**
 * The document as Ajv takes it. Ajv's discriminator tells the branches of a `oneOf` apart by each branch's own enum of
 * the property, and refuses a `mapping`; the document's mappings only repeat those values (openapi-typescript needs
 * them to type each branch by its value rather than its schema's name), so they are left out here.
 */
function withoutDiscriminatorMappings(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutDiscriminatorMappings);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === 'discriminator' && value && typeof value === 'object') {
      const { mapping: _mapping, ...rest } = value as Json;
      out[key] = rest;
    } else out[key] = withoutDiscriminatorMappings(value);
  }
  return out;
}

const EVENT_STREAM = 'text/event-stream';

export function createOpenApiValidator(doc: Json) {
  const ajv = new Ajv({ strict: false, allErrors: true, discriminator: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(withoutDiscriminatorMappings(doc) as Json, 'openapi.json');
  const coercing = new Ajv({ strict: false, allErrors: true, coerceTypes: true });
  addFormats(coercing);
  coercing.addSchema(doc, 'openapi.json');
  // Creates get the defaults of docs/product/content.md from the document itself.
  const defaulting = new Ajv({ strict: false, allErrors: true, useDefaults: true });
  addFormats(defaulting);
  defaulting.addFormat('binary', true);
  defaulting.addSchema(doc, 'openapi.json');

  const paths = (doc.paths ?? {}) as Record<string, Record<string, Json>>;
  const globalSecurity = (doc.security ?? []) as Json[];
  const schemes = ((doc.components as Json | undefined)?.securitySchemes ?? {}) as Record<string, Json>;
  // The header API key every requirement names (none when one requirement can do without it).
  const apiKeyHeaderOf = (security: Json[]) => {
    const names = security.map((req) => Object.keys(req).find((n) => schemes[n]?.type === 'apiKey' && schemes[n]?.in === 'header'));
    return security.length && names.every(Boolean) ? String(schemes[names[0]!].name) : undefined;
  };
  const operations: OperationInfo[] = [];
  const matchers: { re: RegExp; names: string[]; op: OperationInfo }[] = [];

  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const security = (operation.security ?? globalSecurity) as Json[];
      // Public as far as the bearer token goes: no requirement, an empty one, or one without bearerAuth (the
      // refresh cookie, ADR 0001).
      const anonymous = security.length === 0 || security.some((s) => Object.keys(s).length === 0 || !('bearerAuth' in s));
      const op: OperationInfo = {
        operationId: String(operation.operationId),
        method,
        path,
        isPublic: anonymous,
        tokenOptional: anonymous && security.some((s) => 'bearerAuth' in s),
        requiredApiKeyHeader: apiKeyHeaderOf(security),
        statuses: Object.keys((operation.responses ?? {}) as Json),
        requestContentTypes: Object.keys(((operation.requestBody as Json | undefined)?.content ?? {}) as Json),
        operation,
      };
      operations.push(op);
      const names: string[] = [];
      const re = new RegExp(
        `^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_m, n: string) => {
          names.push(n);
          return '([^/]+)';
        })}$`,
      );
      matchers.push({ re, names, op });
    }
  }
  // A concrete path (/admin/me) wins over a templated one (/admin/{id}), in the routers' order.
  matchers.sort((a, b) => compareRoutePaths(a.op.path, b.op.path));

  const cache = new Map<string, ValidateFunction>();
  const compile = (ref: string, withDefaults = false) => {
    const key = `${withDefaults ? 'd' : 'p'}:${ref}`;
    let fn = cache.get(key);
    if (!fn) {
      fn = (withDefaults ? defaulting : ajv).compile({ $ref: ref });
      cache.set(key, fn);
    }
    return fn;
  };
  // Coercion (query strings to numbers and booleans) happens on a parent object, so parameters are wrapped.
  const paramCache = new Map<string, ValidateFunction>();
  const compileParam = (ref: string) => {
    let fn = paramCache.get(ref);
    if (!fn) {
      fn = coercing.compile({ type: 'object', properties: { value: { $ref: ref } } });
      paramCache.set(ref, fn);
    }
    return fn;
  };
  const opPointer = (op: OperationInfo, ...rest: string[]) => `openapi.json#/${pointer('paths', op.path, op.method, ...rest)}`;

  function match(method: string, pathname: string): OperationMatch | undefined {
    const m = method.toLowerCase();
    for (const { re, names, op } of matchers) {
      if (op.method !== m) continue;
      const hit = re.exec(pathname);
      if (!hit) continue;
      const params: Record<string, string> = {};
      names.forEach((n, i) => (params[n] = decodeURIComponent(hit[i + 1])));
      return { op, params };
    }
    return undefined;
  }

  function findOperation(operationId: string) {
    const op = operations.find((o) => o.operationId === operationId);
    if (!op) throw new Error(`Unknown operationId ${operationId}`);
    return op;
  }

  /**
   * Validates (and coerces, in place) path and query parameters, and header parameters when `header` is given
   * (its keys in lower case, as Node and fetch hold them).
   */
  function validateParameters(
    op: OperationInfo,
    input: { path?: Record<string, unknown>; query?: Record<string, unknown>; header?: Record<string, unknown> },
  ): FieldError[] {
    const errors: FieldError[] = [];
    const params = (op.operation.parameters ?? []) as Json[];
    params.forEach((raw, i) => {
      const p = (raw.$ref ? resolve(String(raw.$ref)) : raw) as Json;
      const where = p.in === 'path' ? input.path : p.in === 'query' ? input.query : p.in === 'header' ? input.header : undefined;
      if (!where) return;
      const name = p.in === 'header' ? String(p.name).toLowerCase() : String(p.name);
      // A query parameter sent empty (`?to=`) is refused unless the document allows it (ADR 0006).
      if (where[name] === '' && p.in === 'query' && !p.allowEmptyValue) {
        errors.push({ field: String(p.name), message: EMPTY_VALUE_MESSAGE });
        return;
      }
      const schemaRef = raw.$ref ? `openapi.json${String(raw.$ref)}/schema` : opPointer(op, 'parameters', String(i), 'schema');
      // An optional header sent empty is held to its schema (an empty X-Release names no release: 400), not dropped.
      const emptyHeader = where[name] === '' && p.in === 'header' && !p.required;
      if (where[name] === undefined || (where[name] === '' && !emptyHeader)) {
        if (p.required) errors.push({ field: String(p.name), message: 'is required' });
        else delete where[name];
        return;
      }
      const holder = { value: where[name] };
      const fn = compileParam(schemaRef);
      if (!fn(holder)) {
        for (const e of toFieldErrors(fn.errors)) errors.push({ field: String(p.name), message: e.message });
      } else if (unsafeIntegers(holder.value).length) {
        errors.push({ field: String(p.name), message: UNSAFE_INTEGER_MESSAGE });
      } else {
        where[name] = holder.value;
      }
    });
    return errors;
  }

  /**
   * The operation's header API key (a security scheme `in: header`), checked before anything else: a missing or empty
   * one is `{ field: <header name>, message: 'is required' }`, answered 401. Header names are matched in any case.
   */
  function validateApiKey(op: OperationInfo, header: Record<string, unknown>): FieldError[] {
    const name = op.requiredApiKeyHeader;
    if (!name) return [];
    const key = Object.keys(header).find((k) => k.toLowerCase() === name.toLowerCase());
    const value = key === undefined ? undefined : header[key];
    return typeof value === 'string' && value.trim() !== '' ? [] : [{ field: name, message: 'is required' }];
  }

  /** A query parameter the operation does not declare, as `{ field, message }` (for calls that take no other). */
  function undeclaredQuery(op: OperationInfo, query: Record<string, unknown>): FieldError[] {
    const declared = new Set(
      ((op.operation.parameters ?? []) as Json[])
        .map((raw) => (raw.$ref ? resolve(String(raw.$ref)) : raw) as Json)
        .filter((p) => p.in === 'query')
        .map((p) => String(p.name)),
    );
    return Object.keys(query)
      .filter((name) => !declared.has(name))
      .map((name) => ({ field: name, message: 'is not a parameter of this call' }));
  }

  function resolve(ref: string): unknown {
    return ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Json)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }

  /**
   * Validates a request body; with applyDefaults the schema's defaults are filled in, in place, but only once the body
   * as sent has passed: a required field is required even where the schema gives it a default (ADR 0006).
   */
  function validateRequestBody(op: OperationInfo, body: unknown, contentType = 'application/json', opts: { applyDefaults?: boolean } = {}): FieldError[] {
    const rb = op.operation.requestBody as Json | undefined;
    if (!rb) return [];
    const media = ((rb.content ?? {}) as Json)[contentType] as Json | undefined;
    if (!media) return [{ field: '(body)', message: `content type must be one of: ${op.requestContentTypes.join(', ')}` }];
    if (body === undefined || body === null) return rb.required ? [{ field: '(body)', message: 'is required' }] : [];
    const ref = opPointer(op, 'requestBody', 'content', contentType, 'schema');
    const fn = compile(ref);
    if (!fn(body)) return toFieldErrors(fn.errors);
    const unsafe = unsafeIntegers(body);
    if (unsafe.length) return unsafe;
    if (opts.applyDefaults) compile(ref, true)(body);
    return [];
  }

  /** Validates a response body; returns a list of problems (empty when it conforms). */
  function validateResponse(op: OperationInfo, status: number, contentType: string | null, body: unknown): string[] {
    const responses = (op.operation.responses ?? {}) as Record<string, Json>;
    let res = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
    if (!res) return [`status ${status} is not documented for ${op.method.toUpperCase()} ${op.path}`];
    let responsePointer = opPointer(op, 'responses', String(status));
    if (res.$ref) {
      responsePointer = `openapi.json${String(res.$ref)}`;
      res = resolve(String(res.$ref)) as Json;
    }
    const content = (res.content ?? {}) as Record<string, Json>;
    const types = Object.keys(content);
    if (!types.length) return [];
    const ct = (contentType ?? '').split(';')[0].trim();
    if (!types.includes(ct)) return [`content type ${ct || '(none)'} is not one of ${types.join(', ')}`];
    if (ct === EVENT_STREAM && content[ct]['x-itemSchema']) return validateEvents(`${responsePointer}/${pointer('content', ct, 'x-itemSchema')}`, body);
    if (ct !== 'application/json') return [];
    const fn = compile(`${responsePointer}/${pointer('content', ct, 'schema')}`);
    if (fn(body)) return [];
    return toFieldErrors(fn.errors).map((e) => `${e.field} ${e.message}`);
  }

  /**
   * A `text/event-stream` body (its text, or its bytes) against the media type's `x-itemSchema` (the shape of OpenAPI
   * 3.2's itemSchema): each event, as `{ event, id?, data }` with its data parsed, must match it; one that matches no
   * branch is a problem naming it.
   */
  function validateEvents(itemPointer: string, body: unknown): string[] {
    const text = typeof body === 'string' ? body : body instanceof ArrayBuffer ? new TextDecoder().decode(body) : undefined;
    if (text === undefined) return ['an event stream body must be text'];
    const fn = compile(itemPointer);
    return parseSse(text).events.flatMap((e, i) => {
      const name = `event ${i + 1} (${e.event}${e.id === undefined ? '' : ` id ${e.id}`})`;
      return fn(structuredClone(e))
        ? []
        : [
            `${name}: ${toFieldErrors(fn.errors)
              .map((x) => `${x.field} ${x.message}`)
              .join('; ')}`,
          ];
    });
  }

  /** Validates a value against a named component schema; with applyDefaults its defaults are filled in. */
  function validateSchema(name: string, value: unknown, opts: { applyDefaults?: boolean } = {}): string[] {
    const fn = compile(`openapi.json#/components/schemas/${name}`, !!opts.applyDefaults);
    return fn(value) ? [] : toFieldErrors(fn.errors).map((e) => `${e.field} ${e.message}`);
  }

  return { operations, match, findOperation, validateApiKey, validateParameters, undeclaredQuery, validateRequestBody, validateResponse, validateSchema };
}

export type OpenApiValidator = ReturnType<typeof createOpenApiValidator>;
