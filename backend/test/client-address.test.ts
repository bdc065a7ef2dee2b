import type { IncomingMessage } from 'node:http';

import { describe, expect, it } from 'vitest';

import { readEnv } from '../src/env';
import { DEFAULT_TRUSTED_PROXIES, clientAddress, parseTrustedProxies, trustedProxies } from '../src/plugins/rate-limit/client-address';

/** A request as the backend's socket sees it: its peer and the header it carried. */
function request(peer: string | undefined, forwardedFor?: string): Pick<IncomingMessage, 'headers' | 'socket'> {
  return {
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    socket: { remoteAddress: peer } as IncomingMessage['socket'],
  };
}

const loopback = trustedProxies(DEFAULT_TRUSTED_PROXIES);

describe('the client address of a request (TRUSTED_PROXIES)', () => {
  it('trusts loopback by default: the storefront on the same machine', () => {
    expect(DEFAULT_TRUSTED_PROXIES).toEqual(['loopback']);
    expect(clientAddress(request('127.0.0.1', '203.0.113.7'), loopback)).toBe('203.0.113.7');
    expect(clientAddress(request('::1', '203.0.113.7'), loopback)).toBe('203.0.113.7');
  });

  it('ignores X-Forwarded-For from a caller that is not a trusted proxy: a spoofed header changes nothing', () => {
    for (const spoofed of ['10.9.8.7', '203.0.113.1, 203.0.113.2', '127.0.0.1', 'not an address']) {
      expect(clientAddress(request('198.51.100.20', spoofed), loopback)).toBe('198.51.100.20');
    }
    expect(clientAddress(request('198.51.100.20'), loopback)).toBe('198.51.100.20');
  });

  it('takes the nearest hop that is not a trusted proxy, so addresses a client wrote before it are ignored', () => {
    // The browser sent "X-Forwarded-For: 1.2.3.4"; the storefront appended the browser's real address.
    expect(clientAddress(request('127.0.0.1', '1.2.3.4, 203.0.113.7'), loopback)).toBe('203.0.113.7');
    // A load balancer (trusted) in front of the storefront (trusted, on loopback).
    const withBalancer = trustedProxies(['loopback', '10.0.0.0/8']);
    expect(clientAddress(request('127.0.0.1', '1.2.3.4, 203.0.113.7, 10.0.3.4'), withBalancer)).toBe('203.0.113.7');
    // Without the balancer trusted, the balancer is the client.
    expect(clientAddress(request('127.0.0.1', '1.2.3.4, 203.0.113.7, 10.0.3.4'), loopback)).toBe('10.0.3.4');
  });

  it('answers the furthest address when every hop is trusted (a journey on 127.0.0.1 through the storefront)', () => {
    expect(clientAddress(request('127.0.0.1', '127.0.0.1'), loopback)).toBe('127.0.0.1');
    expect(clientAddress(request('127.0.0.1', '127.0.0.2, 127.0.0.1'), loopback)).toBe('127.0.0.2');
  });

  it('matches CIDR ranges and single addresses, nothing next to them', () => {
    const rule = trustedProxies(['192.168.0.0/16', '203.0.113.10']);
    expect(clientAddress(request('192.168.44.5', '198.51.100.1'), rule)).toBe('198.51.100.1');
    expect(clientAddress(request('203.0.113.10', '198.51.100.1'), rule)).toBe('198.51.100.1');
    expect(clientAddress(request('192.169.0.1', '198.51.100.1'), rule)).toBe('192.169.0.1');
    expect(clientAddress(request('203.0.113.11', '198.51.100.1'), rule)).toBe('203.0.113.11');
    // Loopback is not trusted once the list names other proxies only.
    expect(clientAddress(request('127.0.0.1', '198.51.100.1'), rule)).toBe('127.0.0.1');
  });

  it('handles IPv6 peers, ranges and forwarded addresses', () => {
    const rule = trustedProxies(['fd00::/8']);
    expect(clientAddress(request('fd12:3456::1', '2001:db8::1'), rule)).toBe('2001:db8::1');
    expect(clientAddress(request('2001:db8::99', '2001:db8::1'), rule)).toBe('2001:db8::99');
    expect(clientAddress(request('::1', '2001:DB8::1'), loopback)).toBe('2001:db8::1');
  });

  it('treats an IPv4-mapped IPv6 address as the IPv4 address, as a peer, a proxy and a forwarded hop', () => {
    // A dual-stack socket reports IPv4 peers as ::ffff:a.b.c.d; loopback and IPv4 ranges still match.
    expect(clientAddress(request('::ffff:127.0.0.1', '203.0.113.7'), loopback)).toBe('203.0.113.7');
    expect(clientAddress(request('::ffff:10.1.1.1', '203.0.113.7'), trustedProxies(['10.0.0.0/8']))).toBe('203.0.113.7');
    expect(clientAddress(request('::ffff:203.0.113.9', '1.2.3.4'), loopback)).toBe('203.0.113.9');
    expect(clientAddress(request('127.0.0.1', '::ffff:198.51.100.2'), loopback)).toBe('198.51.100.2');
  });

  it('answers "unknown" when the socket is already gone', () => {
    expect(clientAddress(request(undefined, '203.0.113.7'), loopback)).toBe('unknown');
  });

  it('reads TRUSTED_PROXIES as a comma-separated list, loopback when unset, and refuses what is not an address', () => {
    expect(parseTrustedProxies(' 10.0.0.0/8, loopback ,,fd00::/8 ')).toEqual(['10.0.0.0/8', 'loopback', 'fd00::/8']);
    expect(readEnv({}).trustedProxies).toEqual(['loopback']);
    expect(readEnv({ TRUSTED_PROXIES: '' }).trustedProxies).toEqual(['loopback']);
    expect(readEnv({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' }).trustedProxies).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(() => readEnv({ TRUSTED_PROXIES: 'storefront.internal' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => readEnv({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
  });
});
