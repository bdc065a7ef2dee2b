import http from 'node:http';

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
