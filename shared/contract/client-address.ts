// The caller's address, the one every per-address limit counts by, the same on the server and in the mocks (ADR
// 0003). TRUST_PROXY says who stands in front: nobody (the peer is the client), a number of proxies, or the proxies'
// own addresses. The client is the address the nearest trusted proxy saw: X-Forwarded-For is read from the right,
// where each proxy appends the address it received the request from, never from the left, which the client writes.

/** An address or a range of them (CIDR), as 16 bytes (an IPv4 address is held IPv4-mapped). */
interface AddressRange {
  bytes: number[];
  prefix: number;
}

export type TrustProxy =
  /** Nobody in front: forwarded headers are ignored. */
  | { kind: 'none' }
  /** This many proxies in front, each appending to X-Forwarded-For. */
  | { kind: 'hops'; hops: number }
  /** The proxies in front have these addresses; any other peer is a client. */
  | { kind: 'addresses'; ranges: AddressRange[] };

export const NO_PROXY: TrustProxy = { kind: 'none' };

/** The address used when the peer is unknown (the mocks, which see no socket). */
export const LOCAL_ADDRESS = 'local';

const MAX_HOPS = 20;

/** An IPv4 or IPv6 address as 16 bytes (IPv4 as ::ffff:a.b.c.d); undefined when it is not one. */
function addressBytes(text: string): number[] | undefined {
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const parts = v4.slice(1).map(Number);
    return parts.every((n) => n <= 255) ? [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, ...parts] : undefined;
  }
  if (!/^[0-9a-fA-F:.]+$/.test(text) || !text.includes(':')) return undefined;
  let hex = text;
  // An IPv4 tail (::ffff:10.0.0.1) is two groups written in decimal.
  const dotted = /:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (dotted) {
    const four = addressBytes(dotted[1])?.slice(12);
    if (!four) return undefined;
    hex = `${text.slice(0, -dotted[1].length)}${((four[0] << 8) | four[1]).toString(16)}:${((four[2] << 8) | four[3]).toString(16)}`;
  }
  const halves = hex.split('::');
  if (halves.length > 2) return undefined;
  const groups = (s: string) => (s === '' ? [] : s.split(':'));
  const left = groups(halves[0]);
  const right = halves.length === 2 ? groups(halves[1]) : [];
  const missing = 8 - left.length - right.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const all = [...left, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...right];
  if (!all.every((g) => /^[0-9a-fA-F]{1,4}$/.test(g))) return undefined;
  return all.flatMap((g) => [parseInt(g, 16) >> 8, parseInt(g, 16) & 0xff]);
}

/** An address as sent in a header or by a socket, without brackets, port or zone; IPv4-mapped IPv6 as IPv4. */
export function normalizeAddress(raw: string): string {
  let text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(text)) text = text.replace(/:\d+$/, '');
  text = text.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(text);
  return (mapped ? mapped[1] : text).toLowerCase();
}

function inRange(bytes: number[], range: AddressRange) {
  for (let bit = 0; bit < range.prefix; bit += 8) {
    const take = Math.min(8, range.prefix - bit);
    const mask = (0xff << (8 - take)) & 0xff;
    if ((bytes[bit / 8] & mask) !== (range.bytes[bit / 8] & mask)) return false;
  }
  return true;
}

function parseRange(entry: string): AddressRange | undefined {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined) return undefined;
  const normalized = normalizeAddress(address);
  const bytes = addressBytes(normalized);
  if (!bytes) return undefined;
  const isV4 = !address.includes(':');
  const max = isV4 ? 32 : 128;
  if (bits !== undefined && !/^\d{1,3}$/.test(bits)) return undefined;
  const prefix = bits === undefined ? max : Number(bits);
  if (prefix > max) return undefined;
  return { bytes, prefix: isV4 ? prefix + 96 : prefix };
}

/**
 * TRUST_PROXY: empty, `false` or `0` for no proxy; a whole number of proxies in front (`true` is one); or the
 * proxies' addresses and CIDR ranges, separated by commas. A problem is a sentence naming the variable.
 */
export function parseTrustProxy(raw: string | undefined): { trust: TrustProxy; problem?: undefined } | { trust?: undefined; problem: string } {
  const text = (raw ?? '').trim().toLowerCase();
  if (text === '' || text === 'false' || text === 'no' || text === '0') return { trust: NO_PROXY };
  if (text === 'true' || text === 'yes') return { trust: { kind: 'hops', hops: 1 } };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) return { problem: `TRUST_PROXY must be at most ${MAX_HOPS} proxies (got "${raw}")` };
    return { trust: { kind: 'hops', hops } };
  }
  const ranges: AddressRange[] = [];
  const bad: string[] = [];
  for (const entry of text.split(',').map((e) => e.trim())) {
    const range = entry ? parseRange(entry) : undefined;
    if (range) ranges.push(range);
    else bad.push(entry || '(empty)');
  }
  if (bad.length) {
    return {
      problem:
        `TRUST_PROXY must be the number of proxies in front of the server (e.g. 1), or their addresses or CIDR ranges ` +
        `separated by commas (e.g. 10.0.0.0/8,192.168.1.5); "${bad.join('", "')}" is neither (got "${raw}")`,
    };
  }
  return { trust: { kind: 'addresses', ranges } };
}

/** Whether `address` is one of the trusted proxies' (only with a list of addresses). */
function isTrusted(trust: Extract<TrustProxy, { kind: 'addresses' }>, address: string) {
  const bytes = addressBytes(address);
  return !!bytes && trust.ranges.some((r) => inRange(bytes, r));
}

/**
 * The client's address: the peer when no proxy is trusted; else, reading the peer and then X-Forwarded-For from the
 * right, the first address a trusted proxy reported that is not itself a trusted proxy (with a number of proxies:
 * the entry that many places from the right). Never an entry to the left of it, which the client may have written.
 */
export function clientAddress(trust: TrustProxy, peer: string | undefined, forwardedFor: string | null | undefined): string {
  const self = peer ? normalizeAddress(peer) : LOCAL_ADDRESS;
  if (trust.kind === 'none') return self;
  const chain = [
    ...(forwardedFor ?? '')
      .split(',')
      .map((e) => normalizeAddress(e))
      .filter(Boolean),
    self,
  ];
  let at: number;
  if (trust.kind === 'hops') {
    at = Math.max(0, chain.length - 1 - trust.hops);
  } else {
    at = chain.length - 1;
    while (at > 0 && isTrusted(trust, chain[at])) at--;
  }
  // A proxy reports an address; anything longer is not one and must not grow the rate-limit table's keys.
  return chain[at].slice(0, 64);
}

/**
 * Whether the client reached the site over https: the socket's own TLS, or the X-Forwarded-Proto of a proxy the
 * setting trusts — with a number of proxies, the nearest one's (the right-most entry); with their addresses, only
 * when the peer is one of them. With no proxy trusted the header is ignored, as every other forwarded header is.
 */
export function forwardedHttps(trust: TrustProxy, peer: string | undefined, encrypted: boolean, forwardedProto: string | null | undefined): boolean {
  if (encrypted) return true;
  if (trust.kind === 'none') return false;
  if (trust.kind === 'addresses' && !(peer && isTrusted(trust, normalizeAddress(peer)))) return false;
  const nearest = (forwardedProto ?? '').split(',').pop()?.trim().toLowerCase();
  return nearest === 'https';
}
