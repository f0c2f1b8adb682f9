// fast-check arbitraries built from openapi.yaml's request schemas (ADR 0006): valid bodies generated from each
// operation's schema, and invalid ones made by one mutation of a valid body, each knowing the field a 400 must name.
import fc from 'fast-check';
import { dereferencer } from '@shared/contract/request-schema-lint';

type Json = Record<string, unknown>;

/** One way to break a request, and the field its 400 must name. */
export interface Mutation {
  kind: 'missing required' | 'unknown key' | 'unsafe integer' | 'out of range' | 'wrong type' | 'too long';
  field: string;
  apply(body: unknown): unknown;
}

export function schemaTools(doc: Json) {
  const deref = dereferencer(doc);

  /**
   * One schema for an allOf composition: the branches' properties and required keys merged, a property named with an
   * empty schema beside its branches (to close the whole) keeping the branch's definition.
   */
  function merged(raw: Json): Json {
    const s = deref(raw);
    if (!s.allOf) return s;
    const parts = [...(s.allOf as Json[]).map(merged), { ...s, allOf: undefined }];
    const properties: Record<string, Json> = {};
    for (const part of parts) {
      for (const [name, p] of Object.entries((part.properties ?? {}) as Record<string, Json>)) {
        if (!properties[name] || Object.keys(p).length) properties[name] = { ...properties[name], ...p };
      }
    }
    const keys = parts.flatMap((p) => Object.keys(p).filter((k) => !['properties', 'required', 'allOf'].includes(k)));
    const rest = Object.fromEntries(
      keys.map((k) => [
        k,
        parts
          .map((p) => p[k])
          .filter((v) => v !== undefined)
          .at(-1),
      ]),
    );
    const required = [...new Set(parts.flatMap((p) => (p.required ?? []) as string[]))];
    return { ...rest, properties, required };
  }

  /** The schema of a value, an allOf (a colour's `allOf: [HexColor]`) seen through. */
  const leaf = merged;

  const FORMAT_SAMPLES: Record<string, fc.Arbitrary<string>> = {
    email: fc.constantFrom('planning@novaguide.example', 'dr.lee@clinic.example'),
    date: fc.constantFrom('2026-12-03', '2027-01-15'),
    'date-time': fc.constantFrom('2026-11-02T09:30:00.000Z'),
    uri: fc.constantFrom('https://www.novaguide.example/guides'),
  };
  const TEXT = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ABCDEFGHIJ0123456789'.split(''));

  /**
   * Values valid for `raw`; `example` (the document's) stands in where a pattern or format asks for a known shape, and
   * where a schema holds itself (a rich-text node's content, `through` the schemas named on the way), so the
   * generator ends.
   */
  function valid(raw: Json, example?: unknown, through: ReadonlySet<unknown> = new Set()): fc.Arbitrary<unknown> {
    if (raw.$ref && through.has(raw.$ref)) return fc.constant(example);
    const inner = raw.$ref ? new Set([...through, raw.$ref]) : through;
    const s = leaf(raw);
    if (s.enum) return fc.constantFrom(...(s.enum as unknown[]));
    if (s.oneOf) return fc.oneof(...(s.oneOf as Json[]).map((b) => valid(b, example, inner)));
    if (s.type === 'object' || s.properties) {
      const props = (s.properties ?? {}) as Record<string, Json>;
      const required = new Set((s.required ?? []) as string[]);
      const ex = (example && typeof example === 'object' ? example : {}) as Json;
      const entries = Object.entries(props).filter(([name, p]) => required.has(name) || !deref(p).readOnly);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      // An optional key the example leaves out stays out when its shape is one only an example knows.
      for (const [name, p] of entries) {
        if (!required.has(name) && ex[name] === undefined && needsExample(p)) continue;
        model[name] = valid(p, ex[name], inner);
      }
      return fc.record(model, { requiredKeys: Object.keys(model).filter((k) => required.has(k)) });
    }
    if (s.type === 'array') {
      const items = s.items as Json;
      const first = Array.isArray(example) ? example[0] : undefined;
      const minLength = Number(s.minItems ?? 0);
      return fc.array(valid(items, first, inner), { minLength, maxLength: Math.max(minLength, Math.min(Number(s.maxItems ?? 3), 3)) });
    }
    if (s.type === 'integer' || s.type === 'number') {
      const min = Number(s.minimum ?? 0);
      return fc.integer({ min, max: Math.min(Number(s.maximum ?? min + 1000), min + 1000) });
    }
    if (s.type === 'boolean') return fc.boolean();
    if (s.type === 'string') {
      if (s.format && FORMAT_SAMPLES[String(s.format)]) return FORMAT_SAMPLES[String(s.format)];
      if (s.pattern || s.format) return fc.constant(example ?? s.example ?? s.default);
      const minLength = Math.max(Number(s.minLength ?? 0), 1);
      const maxLength = Math.max(minLength, Math.min(Number(s.maxLength ?? 40), 40));
      // Letters first and last: a value the server trims still meets its minimum.
      return fc.string({ unit: TEXT, minLength, maxLength }).map((t) => t.trim() || 'a'.repeat(minLength));
    }
    return fc.constant(example ?? null);
  }
  const needsExample = (raw: Json) => {
    const s = leaf(raw);
    return s.type === 'string' && !s.enum && (!!s.pattern || (!!s.format && !FORMAT_SAMPLES[String(s.format)]));
  };

  /** Every single mutation of `value` (valid for `raw`) that the schema refuses, each with the field it breaks. */
  function mutations(raw: Json, value: unknown, at = ''): Mutation[] {
    const s = leaf(raw);
    const here = (kind: Mutation['kind'], field: string, replace: () => unknown): Mutation => ({ kind, field, apply: (body) => setAt(body, at, replace()) });
    if (s.oneOf || s.anyOf || value === null || value === undefined) return [];
    const out: Mutation[] = [];
    if (s.type === 'object' || s.properties) {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
      const obj = value as Json;
      const props = (s.properties ?? {}) as Record<string, Json>;
      for (const name of (s.required ?? []) as string[]) {
        if (name in obj) out.push(here('missing required', join(at, name), () => omit(obj, name)));
      }
      if (s.additionalProperties === false) out.push(here('unknown key', join(at, 'junk'), () => ({ ...obj, junk: { injected: true } })));
      for (const [name, v] of Object.entries(obj)) if (props[name]) out.push(...mutations(props[name], v, join(at, name)));
      return out;
    }
    if (s.type === 'array') {
      if (Array.isArray(value) && value.length) out.push(...mutations(s.items as Json, value[0], join(at, '0')));
      out.push(here('wrong type', at, () => ({ not: 'a list' })));
      return out;
    }
    if (s.type === 'integer') {
      out.push(here('unsafe integer', at, () => 1437860039402779500000000));
      if (s.maximum !== undefined) out.push(here('out of range', at, () => Number(s.maximum) + 1));
      if (s.minimum !== undefined) out.push(here('out of range', at, () => Number(s.minimum) - 1));
      out.push(here('wrong type', at, () => 'twelve'));
    }
    if (s.type === 'number') out.push(here('wrong type', at, () => 'twelve'));
    if (s.type === 'boolean') out.push(here('wrong type', at, () => 'yes'));
    if (s.type === 'string') {
      out.push(here('wrong type', at, () => 12345));
      if (s.maxLength !== undefined && !s.pattern && !s.format && !s.enum) out.push(here('too long', at, () => 'x'.repeat(Number(s.maxLength) + 1)));
    }
    return out;
  }

  return { deref, merged, valid, mutations };
}

const join = (at: string, key: string) => (at ? `${at}.${key}` : key);

function omit(obj: Json, key: string): Json {
  const { [key]: _dropped, ...rest } = obj;
  return rest;
}

/** A copy of `body` with the value at the dotted path `at` replaced ('' replaces the whole). */
function setAt(body: unknown, at: string, value: unknown): unknown {
  if (!at) return value;
  const copy = structuredClone(body) as Json;
  const keys = at.split('.');
  let node: Json = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Json;
  node[keys.at(-1)!] = value;
  return copy;
}
