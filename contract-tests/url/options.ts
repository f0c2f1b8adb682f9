// What `npm run contract` (run-contract.ts) hands the URL run of the suites (url.contract.ts) in its environment.
import { isIP } from 'node:net';

export interface UrlRunOptions {
  /** The implementation's base URL with the document's base path, e.g. `http://127.0.0.1:3000/api`. */
  apiUrl: string;
  /** Prism's validating proxy in front of it, when the runner started one. */
  prismUrl?: string;
  /** The key of the implementation's Test State calls; without one only the read-only part runs. */
  testStateKey?: string;
  /** The admin the read-only part signs in as (a deployment's own); a full run signs in as the demo's. */
  admin?: { admin: { email: string }; password: string };
  /** Parts left out: 'behaviour', 'property', 'sessions', 'dredd'. */
  skip: Set<string>;
  /** Whether the implementation is on this machine's loopback (the session suite calls it from two addresses). */
  loopback: boolean;
  /** How the run names the implementation in test names. */
  label: string;
}

export const SKIPPABLE_PARTS = ['behaviour', 'property', 'sessions', 'dredd'] as const;

export function isLoopback(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

export function urlRunOptions(env: NodeJS.ProcessEnv): UrlRunOptions {
  const apiUrl = env.CONTRACT_API_URL;
  if (!apiUrl) throw new Error('CONTRACT_API_URL is not set: run the suites with `npm run contract -- --url http://host:port`');
  const email = env.CONTRACT_ADMIN_EMAIL?.trim();
  const password = env.CONTRACT_ADMIN_PASSWORD;
  return {
    apiUrl,
    prismUrl: env.CONTRACT_PRISM_URL || undefined,
    testStateKey: env.TEST_STATE_KEY || undefined,
    admin: email && password ? { admin: { email }, password } : undefined,
    skip: new Set((env.CONTRACT_SKIP ?? '').split(',').filter(Boolean)),
    loopback: isLoopback(apiUrl),
    label: `the implementation at ${apiUrl}`,
  };
}
