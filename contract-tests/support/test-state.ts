// The states a suite needs that no public or admin call reaches, set up through the Test State operations of
// openapi.yaml (reset to the demo content, a booking's stored case file, a single record removed), so that the kit
// verifies any implementation at a URL with nothing but HTTP. An implementation mounts them only when it was started
// with a key (TEST_STATE_KEY), which every call sends in Test-State-Key.
import { SAMPLE_FILES, TEST_STATE_HEADER, type Target } from './operation-calls';

/** The records `remove` takes out, by the name of their path segment in `DELETE /test-state/records/{record}`. */
const RECORD_SEGMENTS = { homepageSettings: 'homepage-settings', privacyPolicy: 'privacy-policy', termsConditions: 'terms-conditions' } as const;

/** A sample case file's bytes as the Test State call takes them. */
const base64Of = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/**
 * A target whose set-ups are the Test State calls, sent with `fetch` (a validating proxy in front, or none) to
 * `baseUrl` (the document's base path included, e.g. `http://127.0.0.1:3000/api`).
 */
export function httpTarget(opts: { baseUrl: string; fetch?: typeof fetch; testStateKey?: string }): Target {
  const doFetch = opts.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const state = async (method: string, path: string, json?: unknown) => {
    if (!opts.testStateKey)
      throw new Error(`${method} /test-state${path}: no Test-State-Key (start the implementation with TEST_STATE_KEY and give the kit the same)`);
    const headers: Record<string, string> = { [TEST_STATE_HEADER]: opts.testStateKey };
    if (json !== undefined) headers['Content-Type'] = 'application/json';
    const res = await doFetch(`${opts.baseUrl}/test-state${path}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
    if (res.status !== 204) throw new Error(`${method} /test-state${path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  };
  const target: Target = {
    baseUrl: opts.baseUrl,
    fetch: doFetch,
    testStateKey: opts.testStateKey,
    reset: () => state('POST', '/reset'),
    async giveCaseFile(bookingId) {
      await state('PUT', `/bookings/${encodeURIComponent(bookingId)}/case-file`, {
        fileName: 'cbct-report.pdf',
        contentType: 'application/pdf',
        contentBase64: base64Of(SAMPLE_FILES.pdf),
      });
    },
    async remove(kind, id) {
      if (kind === 'serviceDetailsOfService') await state('DELETE', `/service-details/${encodeURIComponent(String(id))}`);
      else await state('DELETE', `/records/${RECORD_SEGMENTS[kind]}`);
    },
  };
  return target;
}
