// A short fingerprint of a public read's answer as JSON: the page names the one its HTML was rendered from, and the
// browser compares the answer it fetches for an island with it (frontend/src/lib/islands/island-data.ts). Not for
// security: two answers that differ are told apart, which is all an island needs before it takes over the HTML.

/** FNV-1a (32 bits) over the answer's JSON text, in hexadecimal; `undefined` digests as `null`, as JSON sends it. */
export function contentDigest(data: unknown): string {
  const text = JSON.stringify(data ?? null);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
