// What openapi.yaml must say of everything a request may carry, so the validators compiled from it can be the gate
// (ADR 0006): every object names its keys and closes itself (`additionalProperties`), every integer has a `maximum`.
// An object composed with allOf closes at its own level and names there every key its branches define (in OpenAPI
// 3.0 `additionalProperties: false` sees only the `properties` beside it, so a closed branch would refuse its
// siblings' keys).

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head'];

/** A schema with its `$ref`s followed (to the end of a chain) inside `doc`. */
export function dereferencer(doc: Json) {
  const resolve = (ref: string) =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Json)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc) as Json;
  const deref = (s: Json): Json => (s.$ref ? deref(resolve(String(s.$ref))) : s);
  return deref;
}

export function requestSchemaProblems(doc: Json): string[] {
  const deref = dereferencer(doc);
  const problems = new Set<string>();
  const seen = new Set<Json>();

  /** The property names an object schema defines, its allOf branches' included. */
  const namesOf = (s: Json): string[] => {
    const own = deref(s);
    return [...Object.keys((own.properties ?? {}) as Json), ...((own.allOf ?? []) as Json[]).flatMap(namesOf)];
  };

  function walk(raw: Json | undefined, where: string, inAllOfBranch = false) {
    if (!raw || typeof raw !== 'object') return;
    const label = raw.$ref ? String(raw.$ref) : where;
    const s = deref(raw);
    if (seen.has(s) && !inAllOfBranch) return;
    seen.add(s);
    if (s.type === 'integer' && s.maximum === undefined) problems.add(`${label}: an integer without a maximum`);
    const isObject = s.type === 'object' || !!s.properties || ((s.allOf ?? []) as Json[]).some((b) => deref(b).type === 'object');
    if (isObject && !inAllOfBranch) {
      if (s.additionalProperties === undefined) problems.add(`${label}: an object without additionalProperties`);
      if (s.additionalProperties === false && s.allOf) {
        const own = new Set(Object.keys((s.properties ?? {}) as Json));
        for (const name of ((s.allOf ?? []) as Json[]).flatMap(namesOf)) {
          if (!own.has(name)) problems.add(`${label}: closed, but does not name its branches' key ${name}`);
        }
      }
    }
    if (inAllOfBranch && s.additionalProperties === false) problems.add(`${label}: closed inside an allOf, so it refuses its siblings' keys`);
    ((s.allOf ?? []) as Json[]).forEach((b, i) => walk(b, `${label}/allOf/${i}`, isObject && deref(b).type !== 'string'));
    for (const key of ['oneOf', 'anyOf'] as const) ((s[key] ?? []) as Json[]).forEach((b, i) => walk(b, `${label}/${key}/${i}`));
    for (const [name, p] of Object.entries((s.properties ?? {}) as Record<string, Json>)) walk(p, `${label}.${name}`);
    if (s.items) walk(s.items as Json, `${label}[]`);
    if (s.additionalProperties && typeof s.additionalProperties === 'object') walk(s.additionalProperties as Json, `${label}{}`);
  }

  // Anywhere in the document (answers included), a closed schema used as an allOf branch refuses its siblings' keys.
  const branches = (node: unknown, at: string): void => {
    if (!node || typeof node !== 'object') return;
    const allOf = (node as Json).allOf;
    if (Array.isArray(allOf)) {
      for (const b of allOf as Json[]) if (deref(b).additionalProperties === false) problems.add(`${at}: an allOf branch ${String(b.$ref ?? '')} is closed`);
    }
    for (const [k, v] of Object.entries(node)) branches(v, `${at}/${k}`);
  };
  branches(doc.paths, '#/paths');
  branches(doc.components, '#/components');

  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const at = `${method.toUpperCase()} ${path}`;
      for (const raw of [...((item.parameters ?? []) as Json[]), ...((op.parameters ?? []) as Json[])]) {
        const p = deref(raw);
        walk(p.schema as Json, `${at} ${String(p.in)} parameter ${String(p.name)}`);
      }
      const body = op.requestBody ? deref(op.requestBody as Json) : undefined;
      for (const [type, media] of Object.entries((body?.content ?? {}) as Record<string, Json>)) walk(media.schema as Json, `${at} ${type}`);
    }
  }
  return [...problems];
}
