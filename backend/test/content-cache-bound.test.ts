// The content cache's bound, in bytes (CONTENT_CACHE_MB): a thousand distinct public reads it keeps, with the
// home page asked for between them, never take it past its bound, and the home page is never rendered again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { configProblems, startTestBackend, type TestBackend } from './harness';
import { sourceSite } from './source-site';

const DISTINCT_READS = 1000;
/**
 * The i-th of DISTINCT_READS addresses of one public read whose every spelling the cache keeps: its declared query,
 * the same limit written with more and more leading zeros (limit=01, limit=001, ...). About a third of them fill a
 * megabyte.
 */
const distinctRead = (i: number) => `/api/hero/active-list?limit=${'0'.repeat(i + 1)}1`;
/** Some 1,100 requests, most of them misses: seconds on a quiet host, more on a loaded one. */
const MISSES_TIMEOUT_MS = 120_000;

describe('CONTENT_CACHE_MB', () => {
  const env = { NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789' };

  it('defaults to 64 MB and takes a whole number of megabytes', () => {
    expect(loadConfig(env).contentCacheBytes).toBe(64 * 1024 * 1024);
    expect(loadConfig({ ...env, CONTENT_CACHE_MB: '8' }).contentCacheBytes).toBe(8 * 1024 * 1024);
  });

  it.each(['0', '-1', '1.5', 'lots'])('refuses %s with a clear message', (value) => {
    expect(configProblems({ ...env, CONTENT_CACHE_MB: value })).toEqual([`CONTENT_CACHE_MB must be a whole number of megabytes, at least 1 (got "${value}")`]);
  });
});

describe('the content cache under a run of distinct addresses', () => {
  const rendered: string[] = [];
  let b: TestBackend;
  let site: string;
  beforeAll(async () => {
    b = await startTestBackend({ ...sourceSite(rendered), env: { CONTENT_CACHE_MB: '1' } });
    site = b.baseUrl.replace(/\/api$/, '');
  });
  afterAll(() => b?.close());

  it(
    'keeps the home page that is asked for between them, and stays within its bytes',
    async () => {
      expect((await fetch(`${site}/`)).status).toBe(200);
      expect(rendered).toEqual(['/']);
      const { maxBytes } = b.contentCache.stats();
      expect(maxBytes).toBe(1024 * 1024);

      let largest = 0;
      for (let i = 0; i < DISTINCT_READS; i++) {
        const path = distinctRead(i);
        expect((await fetch(`${site}${path}`)).status, path).toBe(200);
        expect(b.contentCache.has(path), path).toBe(true);
        largest = Math.max(largest, b.contentCache.stats().bytes);
        if (i % 10 === 0) expect((await fetch(`${site}/`)).status).toBe(200);
      }

      // Rendered once, at the start: every later request was answered from the cache.
      expect(rendered).toEqual(['/']);
      expect(b.contentCache.has('/')).toBe(true);
      expect(largest).toBeLessThanOrEqual(maxBytes);
      // The bound was reached: the first reads have made room for the later ones.
      expect(b.contentCache.has(distinctRead(0))).toBe(false);
      expect(b.contentCache.stats().entries).toBeLessThan(DISTINCT_READS);
    },
    MISSES_TIMEOUT_MS,
  );
});
