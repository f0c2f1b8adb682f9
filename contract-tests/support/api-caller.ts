// A plain caller for behaviour suites: method, path and a JSON or multipart body in, status and parsed body out.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Target } from './operation-calls';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface ApiAnswer {
  status: number;
  body: Json;
}

/** Calls the target with `token()` unless a call passes its own (null: none). */
export function apiCaller(target: () => Target, token: () => string | undefined) {
  return async (
    method: string,
    path: string,
    opts: { json?: unknown; form?: FormData; token?: string | null; headers?: Record<string, string> } = {},
  ): Promise<ApiAnswer> => {
    const headers: Record<string, string> = { ...opts.headers };
    const bearer = opts.token === undefined ? token() : opts.token;
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    if (opts.json !== undefined) headers['Content-Type'] = 'application/json';
    const { baseUrl, fetch } = target();
    const body = opts.form ?? (opts.json === undefined ? undefined : JSON.stringify(opts.json));
    const res = await fetch(`${baseUrl}${path}`, { method, headers, body });
    // A 204 has no body: it reads as an empty object.
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
  };
}

export interface SuiteSetup {
  start(): Promise<Target>;
  stop(): Promise<void>;
}

/**
 * A behaviour suite's target: started once, reset to the demo data before each case and signed in as the demo
 * super admin (`signIn`); `api` calls it with that token.
 */
export function suiteTarget(setup: SuiteSetup, signIn: (target: Target) => Promise<string>) {
  let target: Target;
  let token: string | undefined;
  beforeAll(async () => {
    target = await setup.start();
  }, 120_000);
  afterAll(() => setup.stop());
  beforeEach(async () => {
    await target.reset();
    token = await signIn(target);
  });
  return {
    api: apiCaller(
      () => target,
      () => token,
    ),
    target: () => target,
  };
}
