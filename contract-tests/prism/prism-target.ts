// The backend behind Prism's validating proxy (`prism proxy openapi.yaml <backend> --errors`): a second validator,
// independent of the in-house one, checks every request and answer the contract suite sends through it. Any
// `sl-violations` header fails the call, warnings included (a status the document lacks comes through as a
// warning), and so does an answer Prism makes itself (it refuses an invalid request without forwarding it).
import type { Target } from '../support/operation-calls';
import type { PrismServer } from './prism-process';

/**
 * A fetch that fails on any `sl-violations` header or error answer of Prism's own, naming the call and Prism's text
 * (and adds it to `found`).
 * Prism reads a multipart body as UTF-8 text and forwards that, which breaks binary uploads; with `direct`, those
 * calls (the two image uploads) and the tus calls go straight to the backend instead.
 */
export function failOnViolations(found: string[], direct?: { prism: string; backend: string }): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    // tus calls go direct too: their raw bodies, HEAD and headers-only answers are beyond what Prism proxies. So do
    // the event streams: Prism buffers an answer whole before it checks it, and a stream never ends (the suite checks
    // each replayed event against the document's x-itemSchema itself).
    const beyondPrism = request.headers.get('accept') === 'text/event-stream';
    if (direct && (request.headers.get('content-type')?.startsWith('multipart/form-data') || request.headers.has('tus-resumable') || beyondPrism)) {
      const url = request.url.replace(direct.prism, direct.backend);
      const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer();
      return globalThis.fetch(url, { method: request.method, headers: request.headers, body });
    }
    const res = await globalThis.fetch(request);
    // A request Prism refuses itself (no token, invalid body) gets its problem+json and no header.
    const refused = res.headers.get('content-type')?.startsWith('application/problem+json') ? await res.clone().text() : undefined;
    const reported = res.headers.get('sl-violations') ?? refused;
    if (reported) {
      const line = `${request.method} ${new URL(request.url).pathname} -> ${res.status}: ${reported}`;
      found.push(line);
      throw new Error(`Prism reports a contract violation: ${line}`);
    }
    return res;
  };
}

/**
 * An implementation as the contract suite sees it through Prism: every call through the proxy, and `direct` (the
 * implementation's own address) for the calls that are invalid on purpose (Prism would answer those itself) and for
 * set-ups.
 */
export function throughPrism(direct: Target, prism: PrismServer, violations: string[]): Target {
  return { ...direct, baseUrl: prism.url, fetch: failOnViolations(violations, { prism: prism.url, backend: direct.baseUrl }), direct };
}
