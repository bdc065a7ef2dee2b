import { describe, expect, it } from 'vitest';

// @ts-expect-error -- the server's plain ESM module has no type declarations.
import { nameRequest } from './request-id.mjs';

function exchange(given?: string) {
  const req = { headers: given === undefined ? {} : { 'x-request-id': given } } as { headers: Record<string, string> };
  const set: Record<string, string> = {};
  const res = { setHeader: (name: string, value: string) => (set[name] = value) };
  const id = nameRequest(req, res) as string;
  return { id, forwarded: req.headers['x-request-id'], answered: set['X-Request-Id'] };
}

describe('a storefront request’s id', () => {
  it('keeps an id the balancer gave, and passes it on to the backend and back to the client', () => {
    expect(exchange('lb-7f3a9c2e1d')).toEqual({ id: 'lb-7f3a9c2e1d', forwarded: 'lb-7f3a9c2e1d', answered: 'lb-7f3a9c2e1d' });
  });

  it('makes a new one when none came or what came is not an id', () => {
    for (const given of [undefined, '', 'short', 'has spaces in it', 'x'.repeat(129), '{"level":"error"}']) {
      const { id, forwarded, answered } = exchange(given);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect([forwarded, answered]).toEqual([id, id]);
    }
  });
});
