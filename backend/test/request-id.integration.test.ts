import { describe, expect, inject, it } from 'vitest';

/*
 * Issue 34 point 4 on the running server: every API answer names its request (X-Request-Id), the
 * storefront's id when it sent one, so its log lines (LOG_FORMAT=json) and the storefront's meet.
 */

const shopApiUrl = inject('shopApiUrl');

async function ask(headers: Record<string, string> = {}) {
  const response = await fetch(shopApiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: '{ activeChannel { code } }' }),
  });
  expect(response.status).toBe(200);
  return response.headers.get('x-request-id');
}

describe('X-Request-Id on the Shop API', () => {
  it('answers with the id the storefront sent', async () => {
    expect(await ask({ 'x-request-id': 'storefront-7b1e2c3d' })).toBe('storefront-7b1e2c3d');
  });

  it('names a request that came without an id, or with one that is not, with a fresh UUID each', async () => {
    const [first, second, hostile] = [await ask(), await ask(), await ask({ 'x-request-id': '<script>' })];
    for (const id of [first, second, hostile]) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
  });
});
