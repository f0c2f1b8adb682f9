// TRUST_PROXY and the one function that makes a caller's address (ADR 0003): read from the right of X-Forwarded-For,
// never a client-written entry; a bad setting stops the start with a message naming it.
import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustProxy, type TrustProxy } from '@shared/contract/client-address';
import { ConfigError, loadConfig } from '../src/config';

const trust = (value: string): TrustProxy => {
  const parsed = parseTrustProxy(value);
  if (!parsed.trust) throw new Error(parsed.problem);
  return parsed.trust;
};

const configProblems = (value: string) => {
  try {
    loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), TRUST_PROXY: value }, '/tmp');
    return [];
  } catch (e) {
    return e instanceof ConfigError ? e.problems : [String(e)];
  }
};

describe('security: the client address behind proxies', () => {
  it('ignores forwarded headers when no proxy is trusted, and unmaps IPv4-mapped peers', () => {
    for (const none of ['', 'false', '0', 'no']) expect(clientAddress(trust(none), '::ffff:127.0.0.1', '198.51.100.1, 203.0.113.7')).toBe('127.0.0.1');
  });

  it('takes the entry the nearest trusted proxy appended, with a number of proxies (true is one)', () => {
    expect(clientAddress(trust('1'), '10.0.0.2', '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress(trust('true'), '10.0.0.2', '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress(trust('2'), '10.0.0.2', '198.51.100.1, 203.0.113.7, 10.0.0.9')).toBe('203.0.113.7');
    // A request that reached the server without passing the proxy has nothing to the left of the peer.
    expect(clientAddress(trust('1'), '203.0.113.7', undefined)).toBe('203.0.113.7');
  });

  it('walks left past the trusted proxies only, with their addresses and ranges (IPv4 and IPv6)', () => {
    const proxies = trust('10.0.0.0/8, 192.168.1.5, fd00::/8');
    expect(clientAddress(proxies, '10.1.2.3', '198.51.100.1, 203.0.113.7, 192.168.1.5')).toBe('203.0.113.7');
    expect(clientAddress(proxies, 'fd00::1', '2001:db8::7')).toBe('2001:db8::7');
    // A peer that is not a trusted proxy is the client, whatever it forwards.
    expect(clientAddress(proxies, '203.0.113.50', '198.51.100.1')).toBe('203.0.113.50');
    // Every hop trusted: the left-most address is all there is.
    expect(clientAddress(proxies, '10.0.0.1', '10.0.0.2')).toBe('10.0.0.2');
  });

  it('refuses a TRUST_PROXY that is neither a number of proxies nor addresses, naming the variable and the entry', () => {
    expect(configProblems('1')).toEqual([]);
    expect(configProblems('10.0.0.0/8,::1')).toEqual([]);
    expect(configProblems('proxy.example')).toEqual([expect.stringMatching(/^TRUST_PROXY must be .*"proxy\.example" is neither/)]);
    expect(configProblems('10.0.0.0/33')).toEqual([expect.stringMatching(/^TRUST_PROXY .*"10\.0\.0\.0\/33"/)]);
    expect(configProblems('10.0.0.1,')).toEqual([expect.stringMatching(/^TRUST_PROXY .*\(empty\)/)]);
    expect(configProblems('99')).toEqual([expect.stringMatching(/^TRUST_PROXY must be at most 20 proxies/)]);
  });
});
