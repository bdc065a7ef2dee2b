import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildAll } from '../../scripts/lib/build.mjs';
import { freePort } from '../../scripts/lib/processes.mjs';
import { startBackend, temporaryDataDir } from '../../scripts/lib/shop.mjs';
// @ts-expect-error -- the storefront server's plain ESM module has no type declarations.
import { createBackendProxy } from '../../storefront/server/backend-proxy.mjs';
import { adminClient } from './support/admin-orders.mjs';

/*
 * Issue 15, item 5: the rate limits against a backend of its own, with the shop's default limits
 * (10 a minute per address, 20 password checks a minute per account; coupons 10 refused codes per
 * session, 30 per address) and TRUSTED_PROXIES=127.0.0.1:
 * the real storefront proxy (storefront/server/backend-proxy.mjs) runs in this process on
 * 127.0.0.1 and is the one trusted proxy. Every other caller binds its own loopback address
 * (127.0.0.0/8 is all loopback on Linux), so "a caller straight on the backend port" and "shoppers
 * at different addresses behind the proxy" are real sockets, not headers. Each test uses its own
 * addresses, so the counters of one never touch another's.
 *
 * RATE_LIMITS_TEST_DATABASE_URL runs the same against PostgreSQL (a scratch database).
 */

const TRUSTED_PROXY = '127.0.0.1';
const LIMIT = 10;
/** Password checks of one account from all addresses together: twice an address's. */
const ACCOUNT_LIMIT = 2 * LIMIT;

let backend: Awaited<ReturnType<typeof startBackend>> | undefined;
let data: Awaited<ReturnType<typeof temporaryDataDir>> | undefined;
let proxyServer: http.Server | undefined;
let backendUrl = '';
let storefrontUrl = '';

beforeAll(async () => {
  if (!(await buildAll({ only: ['backend'] }))) throw new Error('The backend did not build');
  data = await temporaryDataDir();
  backend = await startBackend({
    dir: data.dir,
    port: await freePort(),
    storefrontOrigin: 'http://127.0.0.1:1',
    log: false,
    env: {
      TRUSTED_PROXIES: TRUSTED_PROXY,
      // The journeys' shop raises these (scripts/lib/shop.mjs); this backend keeps the defaults.
      ACCOUNT_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      FORM_SUBMISSION_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      DATABASE_URL: process.env['RATE_LIMITS_TEST_DATABASE_URL'] ?? '',
    },
  });
  backendUrl = backend.url;
  const proxies = [
    createBackendProxy(backendUrl, { prefix: '/shop-api' }),
    createBackendProxy(backendUrl, { prefix: '/contact/submit', maxBodyBytes: 12 * 1024 * 1024, methods: ['POST'] }),
  ] as Array<(req: http.IncomingMessage, res: http.ServerResponse) => boolean>;
  const server = http.createServer((req, res) => {
    if (!proxies.some((proxy) => proxy(req, res))) res.writeHead(404).end();
  });
  proxyServer = server;
  await new Promise<void>((resolve) => server.listen(0, TRUSTED_PROXY, resolve));
  storefrontUrl = `http://${TRUSTED_PROXY}:${(server.address() as AddressInfo).port}`;
}, 300_000);

afterAll(async () => {
  const server = proxyServer;
  if (server) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await backend?.stop();
  await data?.remove();
});

interface Answer {
  status: number;
  body: string;
  setCookies: string[];
  /** A 503's Retry-After, in seconds, when the request never started (the shop's client sends it again). */
  retryNotStartedAfter?: number;
}

/** As the shop's client (api/client.ts): a request refused before it started is sent again, 3 times at most. */
const MAX_NOT_STARTED_RETRIES = 3;

/** One request on a new connection from `from` (a loopback address of this machine). */
function send(
  url: string,
  from: string,
  { headers = {}, body = '' }: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', localAddress: from, agent: false, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += String(chunk)));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            setCookies: response.headers['set-cookie'] ?? [],
            ...(response.statusCode === 503 && response.headers['request-not-started'] === 'true'
              ? { retryNotStartedAfter: Math.min(10, Number(response.headers['retry-after'] ?? 1) || 1) }
              : {}),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

let spoofs = 0;
/** A new made-up address per call, as the attacker of the issue sent. */
const spoofedAddress = () => `198.51.100.${(spoofs += 1) % 250}`;

/** A contact message as the storefront's form sends it (multipart), valid in every field. */
function contactForm(): { headers: Record<string, string>; body: string } {
  const boundary = 'rate-limit-test-boundary';
  const fields: Record<string, string> = {
    contactId: '1',
    email: 'traveller@example.com',
    message: 'Does the Japan plan work on a Pixel 8?',
  };
  const body =
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}--\r\n`;
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body };
}

async function submitContact(base: string, from: string, headers: Record<string, string> = {}): Promise<number> {
  const form = contactForm();
  return (await send(`${base}/contact/submit?languageCode=en`, from, { headers: { ...form.headers, ...headers }, body: form.body })).status;
}

interface GraphQLAnswer {
  data?: Record<string, { __typename?: string; errorCode?: string; message?: string } | null> | null;
  errors?: Array<{ message?: string; extensions?: { code?: string } }>;
}

/** A browser at `from`: its session cookies kept; straight on the backend or through the proxy. */
class Browser {
  private readonly jar = new Map<string, string>();

  constructor(
    private readonly from: string,
    private readonly base: () => string = () => backendUrl,
  ) {}

  async graphql(
    query: string,
    variables: Record<string, unknown>,
    { forwardedFor, languageCode = 'en' }: { forwardedFor?: string; languageCode?: string } = {},
  ): Promise<GraphQLAnswer> {
    const cookie = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (cookie) headers['cookie'] = cookie;
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
    const request = () =>
      send(`${this.base()}/shop-api?languageCode=${languageCode}`, this.from, { headers, body: JSON.stringify({ query, variables }) });
    let answer = await request();
    // A burst of password checks on a loaded machine waits in the admission queue; past its bound
    // the server answers 503 before starting, and the shop's client sends the request again.
    for (let retry = 0; answer.retryNotStartedAfter !== undefined && retry < MAX_NOT_STARTED_RETRIES; retry += 1) {
      await sleep(answer.retryNotStartedAfter * 1000);
      answer = await request();
    }
    for (const setCookie of answer.setCookies) {
      const pair = setCookie.split(';', 1)[0] ?? '';
      const separator = pair.indexOf('=');
      if (separator > 0) this.jar.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    }
    return JSON.parse(answer.body) as GraphQLAnswer;
  }
}

/** What an answer was: an ErrorResult's code, a thrown error's code, or the result's type. */
function outcomeOf(answer: GraphQLAnswer, field: string): string {
  const thrown = answer.errors?.[0];
  if (thrown) return thrown.extensions?.code ?? 'ERROR';
  const result = answer.data?.[field];
  return result?.errorCode ?? result?.__typename ?? 'NULL';
}

const count = (outcomes: string[], outcome: string) => outcomes.filter((entry) => entry === outcome).length;

/** Sends one guess after another until one is refused; answers how many were checked. */
async function guessesUntilRefused(guess: () => Promise<string>, limit = LIMIT): Promise<number> {
  for (let checked = 0; checked <= limit; checked += 1) {
    const outcome = await guess();
    if (outcome === 'RATE_LIMITED') return checked;
    expect(outcome).toBe('INVALID_CREDENTIALS_ERROR');
  }
  throw new Error(`more than ${limit} guesses were checked`);
}

/** Runs the guesses together; says how many were checked and how soon the refused and the checked ones were answered. */
async function inParallel(label: string, guesses: Array<() => Promise<string>>): Promise<string[]> {
  const started = performance.now();
  const answered = await Promise.all(guesses.map(async (guess) => ({ outcome: await guess(), ms: performance.now() - started })));
  const slowest = (outcome: string) => Math.max(0, ...answered.filter((entry) => entry.outcome === outcome).map((entry) => entry.ms));
  const outcomes = answered.map((entry) => entry.outcome);
  console.log(
    `${label}: ${count(outcomes, 'INVALID_CREDENTIALS_ERROR')} checked (last answered after ${slowest('INVALID_CREDENTIALS_ERROR').toFixed(0)} ms), ` +
      `${count(outcomes, 'RATE_LIMITED')} RATE_LIMITED (last after ${slowest('RATE_LIMITED').toFixed(0)} ms)` +
      `${outcomes.length > count(outcomes, 'INVALID_CREDENTIALS_ERROR') + count(outcomes, 'RATE_LIMITED') ? `, others: ${outcomes.filter((outcome) => outcome !== 'INVALID_CREDENTIALS_ERROR' && outcome !== 'RATE_LIMITED').join(', ')}` : ''}`,
  );
  return outcomes;
}

const LOGIN =
  'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename ... on ErrorResult { errorCode message } } }';
const APPLY_COUPON =
  'mutation ($code: String!) { applyCouponCode(couponCode: $code) { __typename ... on ErrorResult { errorCode message } } }';
const REMOVE_COUPON = 'mutation ($code: String!) { removeCouponCode(couponCode: $code) { __typename } }';
const REQUEST_RESET =
  'mutation ($email: String!) { requestPasswordReset(emailAddress: $email) { __typename ... on ErrorResult { errorCode message } } }';

async function login(browser: Browser, email: string, password: string, forwardedFor?: string): Promise<string> {
  return outcomeOf(await browser.graphql(LOGIN, { u: email, p: password }, forwardedFor ? { forwardedFor } : {}), 'login');
}

async function applyCoupon(browser: Browser, code: string, languageCode = 'en'): Promise<GraphQLAnswer> {
  return browser.graphql(APPLY_COUPON, { code }, { languageCode });
}

/** A verified customer with a password, made by staff (the Admin API verifies at once). */
async function customer(email: string, password: string): Promise<void> {
  const admin = await adminClient(backendUrl);
  const { createCustomer } = await admin.request<{ createCustomer: { __typename: string } }>(
    'mutation ($input: CreateCustomerInput!, $password: String!) { createCustomer(input: $input, password: $password) { __typename } }',
    { input: { emailAddress: email, firstName: 'Ada', lastName: 'Traveller' }, password },
  );
  expect(createCustomer.__typename).toBe('Customer');
}

describe('X-Forwarded-For is believed only from a trusted proxy', () => {
  it('straight on the backend port, a new X-Forwarded-For per contact message does not reset the limit (12 of 12 were accepted)', async () => {
    const statuses: number[] = [];
    for (let message = 1; message <= 12; message += 1)
      statuses.push(await submitContact(backendUrl, '127.0.1.1', { 'x-forwarded-for': spoofedAddress() }));
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(201), 429, 429]);
  });

  it('straight on the backend port, a new X-Forwarded-For per login does not reset the per-address limit', async () => {
    const browser = new Browser('127.0.2.1');
    const outcomes: string[] = [];
    for (let attempt = 1; attempt <= LIMIT + 1; attempt += 1)
      outcomes.push(await login(browser, 'nobody-spoof@example.com', 'wrong-password-1', spoofedAddress()));
    expect(outcomes).toEqual([...Array<string>(LIMIT).fill('INVALID_CREDENTIALS_ERROR'), 'RATE_LIMITED']);
    // Another account from the same socket, under yet another header: still this address.
    expect(await login(browser, 'someone-else@example.com', 'wrong-password-1', spoofedAddress())).toBe('RATE_LIMITED');
  }, 60_000);

  it('through the trusted proxy each shopper counts at their own address, and their own header is ignored', async () => {
    for (let message = 1; message <= LIMIT; message += 1) expect(await submitContact(storefrontUrl, '127.0.3.1')).toBe(201);
    // The proxy appends the real address after whatever the shopper wrote: the backend stops there.
    expect(await submitContact(storefrontUrl, '127.0.3.1', { 'x-forwarded-for': spoofedAddress() })).toBe(429);
    expect(await submitContact(storefrontUrl, '127.0.3.1')).toBe(429);
    // Not the proxy's address that counts: another shopper behind it is not refused.
    expect(await submitContact(storefrontUrl, '127.0.3.2')).toBe(201);
  });
});

describe('guesses at one account are limited in parallel too', () => {
  const PASSWORD = 'Correct-Horse-42';

  it(`20 parallel wrong passwords from one address (each with a new X-Forwarded-For): at most ${LIMIT} are checked, the rest RATE_LIMITED; ${LIMIT} in the minute`, async () => {
    const email = 'parallel-one-address@example.com';
    await customer(email, PASSWORD);
    const outcomes = await inParallel(
      '20 parallel wrong passwords, one address',
      Array.from({ length: 20 }, (_, guess) => () => login(new Browser('127.0.4.1'), email, `wrong-${guess}`, spoofedAddress())),
    );
    expect(count(outcomes, 'INVALID_CREDENTIALS_ERROR') + count(outcomes, 'RATE_LIMITED')).toBe(20);
    expect(count(outcomes, 'INVALID_CREDENTIALS_ERROR')).toBeGreaterThanOrEqual(1);
    expect(count(outcomes, 'INVALID_CREDENTIALS_ERROR')).toBeLessThanOrEqual(LIMIT);
    // Refused guesses are not counted (parallel ones may be refused a little early): whatever the
    // interleaving, the address gets exactly the limit of real checks in the minute, then none.
    const checked =
      count(outcomes, 'INVALID_CREDENTIALS_ERROR') +
      (await guessesUntilRefused(() => login(new Browser('127.0.4.1'), email, 'wrong-again', spoofedAddress())));
    expect(checked).toBe(LIMIT);
    expect(await login(new Browser('127.0.4.1'), email, PASSWORD)).toBe('RATE_LIMITED');
    // One address cannot lock the owner out: the account's own limit is twice an address's.
    expect(await login(new Browser('127.0.4.2'), email, PASSWORD)).toBe('CurrentUser');
  }, 90_000);

  it(`30 parallel wrong passwords from 30 addresses behind the proxy: at most ${ACCOUNT_LIMIT} are checked, ${ACCOUNT_LIMIT} in the minute; the owner can still ask for a reset link`, async () => {
    const email = 'parallel-many-addresses@example.com';
    await customer(email, PASSWORD);
    const outcomes = await inParallel(
      '30 parallel wrong passwords, 30 addresses',
      Array.from(
        { length: 30 },
        (_, guess) => () => login(new Browser(`127.0.5.${guess + 1}`, () => storefrontUrl), email, `wrong-${guess}`),
      ),
    );
    expect(count(outcomes, 'INVALID_CREDENTIALS_ERROR') + count(outcomes, 'RATE_LIMITED')).toBe(30);
    expect(count(outcomes, 'INVALID_CREDENTIALS_ERROR')).toBeGreaterThanOrEqual(1);
    expect(count(outcomes, 'INVALID_CREDENTIALS_ERROR')).toBeLessThanOrEqual(ACCOUNT_LIMIT);
    let address = 30;
    const checked =
      count(outcomes, 'INVALID_CREDENTIALS_ERROR') +
      (await guessesUntilRefused(
        () => login(new Browser(`127.0.5.${(address += 1)}`, () => storefrontUrl), email, 'wrong-again'),
        ACCOUNT_LIMIT,
      ));
    expect(checked).toBe(ACCOUNT_LIMIT);
    const reset = await new Browser('127.0.5.99', () => storefrontUrl).graphql(REQUEST_RESET, { email });
    expect(outcomeOf(reset, 'requestPasswordReset')).toBe('Success');
  }, 120_000);
});

describe('coupon codes are limited per session and per address', () => {
  it('1,000 tries from one session: 10 refused codes are checked, then every try answers RATE_LIMITED, translated', async () => {
    const browser = new Browser('127.0.6.1');
    const started = performance.now();
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 15; attempt += 1)
      outcomes.push(outcomeOf(await applyCoupon(browser, `GUESS${attempt}`), 'applyCouponCode'));
    expect(outcomes).toEqual([...Array<string>(10).fill('COUPON_CODE_INVALID_ERROR'), ...Array<string>(5).fill('RATE_LIMITED')]);
    for (let batch = 15; batch < 1_000; batch += 25) {
      const tries = Array.from({ length: Math.min(25, 1_000 - batch) }, (_, index) => applyCoupon(browser, `GUESS${batch + index}`));
      for (const answer of await Promise.all(tries)) outcomes.push(outcomeOf(answer, 'applyCouponCode'));
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `1,000 coupon tries from one session: ${count(outcomes, 'COUPON_CODE_INVALID_ERROR')} checked, ${count(outcomes, 'RATE_LIMITED')} RATE_LIMITED, in ${seconds.toFixed(1)} s`,
    );
    expect(outcomes).toHaveLength(1_000);
    expect(count(outcomes, 'COUPON_CODE_INVALID_ERROR')).toBe(10);
    expect(count(outcomes, 'RATE_LIMITED')).toBe(990);
    // A right code is not let through either while the session is over its limit: nothing is checked.
    const english = await applyCoupon(browser, 'WELCOME10');
    expect(english.errors?.[0]).toMatchObject({
      message: 'Too many attempts. Please wait a few minutes before trying another coupon code.',
      extensions: { code: 'RATE_LIMITED' },
    });
    const french = await applyCoupon(browser, 'GUESS-FR', 'fr');
    expect(french.errors?.[0]?.message).toBe(
      'Trop de tentatives. Veuillez patienter quelques minutes avant d’essayer un autre code promo.',
    );
    // 1,000 GraphQL requests: 11 s on an idle machine, 42 s when other work kept both cores busy.
  }, 180_000);

  it('codes that apply do not count; new sessions from one address stop at 30 refused codes; another address is not refused', async () => {
    const first = new Browser('127.0.7.1');
    for (let attempt = 0; attempt < 9; attempt += 1)
      expect(outcomeOf(await applyCoupon(first, `MISS${attempt}`), 'applyCouponCode')).toBe('COUPON_CODE_INVALID_ERROR');
    for (let round = 0; round < 3; round += 1) {
      expect(outcomeOf(await applyCoupon(first, 'WELCOME10'), 'applyCouponCode')).toBe('Order');
      expect(outcomeOf(await first.graphql(REMOVE_COUPON, { code: 'WELCOME10' }), 'removeCouponCode')).toBe('Order');
    }
    expect(outcomeOf(await applyCoupon(first, 'MISS9'), 'applyCouponCode')).toBe('COUPON_CODE_INVALID_ERROR');
    expect(outcomeOf(await applyCoupon(first, 'MISS10'), 'applyCouponCode')).toBe('RATE_LIMITED');
    // Two more sessions at the same address bring it to 30 refused codes.
    for (const browser of [new Browser('127.0.7.1'), new Browser('127.0.7.1')]) {
      for (let attempt = 0; attempt < 10; attempt += 1)
        expect(outcomeOf(await applyCoupon(browser, `MORE${attempt}`), 'applyCouponCode')).toBe('COUPON_CODE_INVALID_ERROR');
    }
    expect(outcomeOf(await applyCoupon(new Browser('127.0.7.1'), 'FRESH'), 'applyCouponCode')).toBe('RATE_LIMITED');
    expect(outcomeOf(await applyCoupon(new Browser('127.0.7.2'), 'FRESH'), 'applyCouponCode')).toBe('COUPON_CODE_INVALID_ERROR');
  }, 60_000);
});
