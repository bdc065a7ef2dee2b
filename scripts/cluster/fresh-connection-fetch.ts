import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * `fetch` over a new connection per request, as the cluster tests' shoppers use it: HAProxy closes
 * a kept-alive connection whose instance went away, and a browser sends a request that meets such a
 * close again while Node's fetch fails it. A test through the balancer then sees what the balancer
 * did with each request, not the client's connection pool.
 */
export const freshConnectionFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  return new Promise<Response>((resolve, reject) => {
    const outgoing = http.request(
      request.url,
      { method: request.method, headers: Object.fromEntries(request.headers), agent: false, signal: request.signal },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
          }
          const status = incoming.statusCode ?? 0;
          resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers }));
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
};

/** How often a shopper was told to come back, over the whole test file (printed with its results). */
let busyAnswers = 0;
export const busyAnswersSoFar = () => busyAnswers;
const MOST_ATTEMPTS = 5;

/**
 * `freshConnectionFetch` for a shopper who is patient with a busy shop: told it is very busy
 * (503 SERVER_BUSY with Retry-After, which the backend answers before doing anything), they try
 * again after that many seconds, as the message asks, up to 5 times. The cluster tests are about
 * what happens under load, not about the load shedding, which has tests of its own.
 */
export const patientFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  for (let attempt = 1; ; attempt += 1) {
    const answer = await freshConnectionFetch(request.clone());
    const retryAfterSeconds = Number(answer.headers.get('retry-after'));
    if (answer.status !== 503 || !(retryAfterSeconds > 0) || attempt === MOST_ATTEMPTS) return answer;
    busyAnswers += 1;
    await sleep(Math.min(retryAfterSeconds, 10) * 1000);
  }
};
