import http from 'node:http';

import { describe, expect, inject, it } from 'vitest';

import { hasEnded, pidOf } from './cluster-processes';

/*
 * Issue 18: the cluster of scripts/lib/cluster.mjs (started by ./global-setup.ts) answers through
 * its load balancers with both instances of each tier, keeps a shopper's session whichever server
 * answers, routes around an instance killed with SIGKILL while its supervisor starts it again,
 * takes a server whose database went away out of rotation (its GET /ready) and back,
 * answers the translated error page at once while the whole backend tier is down and finds the
 * shopper's cart again when it is back, and carries a catalogue edit made on one server to the
 * other's suggestions and pages.
 */

const cluster = () => inject('cluster');

/**
 * Which instance answered a request through a load balancer (HAProxy's X-Served-By), on a
 * connection of its own: HAProxy closes a kept-alive connection whose instance died, and a
 * browser sends a request that meets such a close again, which fetch in Node does not do.
 */
function servedBy(url: string, init: { method?: string; body?: string } = {}): Promise<{ status: number; instance: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: init.method ?? 'GET', agent: false, headers: init.body ? { 'content-type': 'application/json' } : {} },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, instance: String(response.headers['x-served-by'] ?? '') }));
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

const shopApiCall = (query: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query }),
});

/**
 * A shopper's Shop API calls with a cookie jar, through the backend's load balancer (or, with the
 * shop's address, through a storefront's proxy as a browser makes them); `cookie()` is the jar's header.
 */
function shopperSession(origin = cluster().backendUrl) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const call = async <Data>(query: string, variables: Record<string, unknown> = {}): Promise<{ data: Data; instance: string }> => {
    const response = await fetch(`${origin}/shop-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookie() },
      body: JSON.stringify({ query, variables }),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const separator = pair.indexOf('=');
      if (separator > 0) jar.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    const body = (await response.json()) as { data: Data; errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return { data: body.data, instance: response.headers.get('x-served-by') ?? '' };
  };
  return Object.assign(call, { cookie });
}

/** The French plan's first variant id, for a cart. */
async function aFrenchVariant(call: ReturnType<typeof shopperSession>): Promise<string> {
  const { data } = await call<{ product: { variants: Array<{ id: string }> } }>('{ product(slug: "france") { variants { id } } }');
  const variantId = data.product.variants[0]?.id;
  if (!variantId) throw new Error('no variant of "france" in the seed');
  return variantId;
}

/** Staff's Admin API on one server directly (not through the balancer), as superadmin. */
async function adminApiOn<Data>(serverUrl: string, query: string, variables: Record<string, unknown> = {}): Promise<Data> {
  const login = await fetch(
    `${serverUrl}/admin-api`,
    shopApiCall('mutation { login(username: "superadmin", password: "superadmin") { __typename } }'),
  );
  const token = login.headers.get('vendure-auth-token');
  if (!token) throw new Error('no admin token');
  const response = await fetch(`${serverUrl}/admin-api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: Data; errors?: unknown };
  if (body.errors) throw new Error(`Admin API: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * Kills one instance with SIGKILL and, once the kernel has closed its sockets, sends requests through its load balancer every 50 ms
 * until the supervisor has started it again and the balancer sends to it: every answer meanwhile
 * must be a 200 from the other instance. Resolves with the seconds until it was back in rotation.
 */
async function killAndWatch(name: string, request: () => Promise<{ status: number; instance: string }>) {
  const killedAt = performance.now();
  const pid = pidOf(name);
  process.kill(pid, 'SIGKILL');
  // A request the instance took before it ended is lost with it (README, "Many processes").
  await expect.poll(() => hasEnded(pid), { interval: 5 }).toBe(true);
  const answers: Array<{ status: number; instance: string; afterMs: number }> = [];
  for (;;) {
    const answer = { ...(await request()), afterMs: Math.round(performance.now() - killedAt) };
    answers.push(answer);
    if (answer.instance === name && answer.status === 200) break;
    if (performance.now() - killedAt > 120_000) throw new Error(`${name} did not come back within 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const backAfterSeconds = (performance.now() - killedAt) / 1000;
  console.log(`${name}: killed, ${answers.length} requests meanwhile, back in rotation after ${backAfterSeconds.toFixed(1)} s`);
  return { answers, backAfterSeconds };
}

describe('the cluster through its load balancers', () => {
  it('spreads pages over both storefronts and Shop API calls over both servers', async () => {
    // Just started beside the story tests, an instance may not have passed its two readiness checks
    // yet: each round of 8 must all be answered, and once both are in rotation both share them.
    const instancesOf = async (request: () => Promise<{ status: number; instance: string }>) => {
      const answers = await Promise.all(Array.from({ length: 8 }, request));
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
      return [...new Set(answers.map((answer) => answer.instance))].sort();
    };
    await expect
      .poll(() => instancesOf(() => servedBy(`${cluster().shopUrl}/en`)), { timeout: 30_000, interval: 500 })
      .toEqual(['storefront-1', 'storefront-2']);
    await expect
      .poll(() => instancesOf(() => servedBy(`${cluster().backendUrl}/shop-api`, shopApiCall('{ activeChannel { code } }'))), {
        timeout: 30_000,
        interval: 500,
      })
      .toEqual(['server-1', 'server-2']);
  });

  it('answers the seeded catalogue and its search from PostgreSQL', async () => {
    const call = shopperSession();
    const { data: product } = await call<{ product: { name: string; variants: Array<{ sku: string }> } | null }>(
      '{ product(slug: "france") { name variants { sku } } }',
    );
    expect(product.product?.name).toBe('France eSIM');
    expect(product.product?.variants.some((variant) => variant.sku.startsWith('FR-'))).toBe(true);
    const { data: listing } = await call<{ search: { totalItems: number } }>(
      '{ search(input: { collectionSlug: "local-esims", groupByProduct: true }) { totalItems } }',
    );
    expect(listing.search.totalItems).toBeGreaterThan(100);
  });

  it('keeps a shopper’s session and cart whichever server answers', async () => {
    const call = shopperSession();
    const variantId = await aFrenchVariant(call);
    await call('mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { __typename } }', { id: variantId });
    const reads = [];
    for (let read = 0; read < 6; read += 1)
      reads.push(await call<{ activeOrder: { code: string; totalQuantity: number } | null }>('{ activeOrder { code totalQuantity } }'));
    expect(new Set(reads.map((read) => read.instance))).toEqual(new Set(['server-1', 'server-2']));
    expect(new Set(reads.map((read) => read.data.activeOrder?.code)).size).toBe(1);
    expect(reads.map((read) => read.data.activeOrder?.totalQuantity)).toEqual(Array(6).fill(1));
  });

  it('routes around a server killed with SIGKILL, which its supervisor starts again', async () => {
    const { answers } = await killAndWatch('server-1', () =>
      servedBy(`${cluster().backendUrl}/shop-api`, shopApiCall('{ activeChannel { code } }')),
    );
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
  });

  it('routes around a storefront killed with SIGKILL, which its supervisor starts again', async () => {
    const { answers } = await killAndWatch('storefront-1', () => servedBy(`${cluster().shopUrl}/en/Faq`));
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
  });

  it('takes a server whose database is gone out of rotation within 3 s while the other serves, and back once it returns', async () => {
    const gate = (action: 'open' | 'close') => fetch(`${cluster().databaseGateUrl}/${action}`, { method: 'POST' });
    const readyThroughBalancer = () => servedBy(`${cluster().backendUrl}/ready`);
    const closedAt = performance.now();
    expect((await gate('close')).status).toBe(200);
    try {
      // Every answer from the moment server-1's PostgreSQL went away, until ten in a row come from server-2.
      const answers: Array<{ status: number; instance: string; afterMs: number }> = [];
      while (answers.length < 10 || answers.slice(-10).some((answer) => answer.instance !== 'server-2')) {
        answers.push({ ...(await readyThroughBalancer()), afterMs: Math.round(performance.now() - closedAt) });
        if (performance.now() - closedAt > 30_000) throw new Error(`server-1 still in rotation: ${JSON.stringify(answers.slice(-5))}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const lastFromServer1 = answers.filter((answer) => answer.instance === 'server-1').at(-1)?.afterMs ?? 0;
      // Until the balancer's two failed checks, server-1 answers its own 503; server-2 always 200.
      expect(answers.filter((answer) => answer.instance === 'server-1').every((answer) => answer.status === 503)).toBe(true);
      expect(answers.filter((answer) => answer.instance === 'server-2').every((answer) => answer.status === 200)).toBe(true);
      expect(lastFromServer1).toBeLessThan(3_000);
      const direct = await fetch(`${cluster().serverUrls[0]}/ready`);
      expect(direct.status).toBe(503);
      expect(((await direct.json()) as { reason: string }).reason).toMatch(/database/);
      const shopper = shopperSession();
      const { instance } = await shopper('{ product(slug: "france") { name } }');
      expect(instance).toBe('server-2');
      console.log(`server-1's database gone: out of rotation after ${lastFromServer1} ms (${answers.length} checks meanwhile)`);
    } finally {
      await gate('open');
    }
    const openedAt = performance.now();
    await expect.poll(async () => (await readyThroughBalancer()).instance, { timeout: 60_000, interval: 100 }).toBe('server-1');
    console.log(`server-1's database back: in rotation again after ${((performance.now() - openedAt) / 1000).toFixed(1)} s`);
  });

  it('answers the translated error page within 3 s while every server is down, and the cart is back with them', async () => {
    const shopper = shopperSession(cluster().shopUrl);
    const variantId = await aFrenchVariant(shopper);
    await shopper('mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { __typename } }', { id: variantId });
    const checkoutPage = async () => {
      const response = await fetch(`${cluster().shopUrl}/de/Checkout`, { headers: { cookie: shopper.cookie() }, redirect: 'manual' });
      return { status: response.status, html: await response.text() };
    };
    const before = await checkoutPage();
    expect(before.status).toBe(200);
    expect(before.html).toContain('Frankreich');

    const pids = ['server-1', 'server-2'].map((name) => pidOf(name));
    for (const pid of pids) process.kill(pid, 'SIGKILL');
    await expect.poll(() => pids.every((pid) => hasEnded(pid)), { interval: 5 }).toBe(true);
    const askedAt = performance.now();
    const down = await checkoutPage();
    const answeredAfterMs = performance.now() - askedAt;
    expect(down.status).toBe(503);
    expect(down.html).toContain('Ein Fehler ist aufgetreten');
    expect(answeredAfterMs).toBeLessThan(3_000);

    // Back when the supervisor has started both again: the same session finds its cart.
    await expect
      .poll(() => pids.every((pid, index) => pidOf(`server-${index + 1}`) !== pid), { timeout: 90_000, interval: 250 })
      .toBe(true);
    await expect.poll(async () => (await checkoutPage()).status, { timeout: 60_000, interval: 250 }).toBe(200);
    expect((await checkoutPage()).html).toContain('Frankreich');
    console.log(`every server down: the error page after ${answeredAfterMs.toFixed(0)} ms, the cart back with the servers`);
  });

  it('shows a catalogue edit made on one server in the other server’s suggestions and the pages', async () => {
    const [firstServer, secondServer] = cluster().serverUrls as [string, string];
    const { products } = await adminApiOn<{ products: { items: Array<{ id: string; name: string }> } }>(
      firstServer,
      '{ products(options: { filter: { slug: { eq: "malta" } } }) { items { id name } } }',
    );
    const malta = products.items[0];
    if (!malta) throw new Error('no product "malta" in the seed');
    const rename = (name: string) =>
      adminApiOn(
        firstServer,
        'mutation ($id: ID!, $name: String!) { updateProduct(input: { id: $id, translations: [{ languageCode: en, name: $name }] }) { id } }',
        {
          id: malta.id,
          name,
        },
      );
    const suggestionsOnSecond = async () => {
      const response = await fetch(`${secondServer}/shop-api`, shopApiCall('{ destinationSuggestions(term: "Clusterland") { name } }'));
      return ((await response.json()) as { data: { destinationSuggestions: Array<{ name: string }> } }).data.destinationSuggestions.map(
        (suggestion) => suggestion.name,
      );
    };
    const editedAt = performance.now();
    await rename('Malta Clusterland eSIM');
    try {
      await expect.poll(suggestionsOnSecond, { timeout: 10_000, interval: 100 }).toContain('Malta Clusterland eSIM');
      const suggestedAfter = (performance.now() - editedAt) / 1000;
      await expect
        .poll(async () => (await fetch(`${cluster().storefrontUrls[1]}/en/esim-malta.html`)).text(), { timeout: 15_000, interval: 250 })
        .toContain('Malta Clusterland');
      console.log(
        `catalogue edit: in the other server's suggestions after ${suggestedAfter.toFixed(1)} s, on the other storefront's page after ${((performance.now() - editedAt) / 1000).toFixed(1)} s`,
      );
    } finally {
      await rename(malta.name);
    }
  });
});
