import http from 'node:http';

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

/** The Shop API's requests are small GraphQL documents; anything larger is not ours to forward. */
const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

const UNAVAILABLE = JSON.stringify({ errors: [{ message: 'The shop could not be reached', extensions: { code: 'BACKEND_UNAVAILABLE' } }] });
const TOO_LARGE = JSON.stringify({ errors: [{ message: 'The request is too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });

/** The request body, whole, so that it can be sent a second time; null when over `maxBodyBytes`. */
function readBody(req, maxBodyBytes) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        resolve(null);
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(size > maxBodyBytes ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Forwards one path prefix to Vendure on the same origin: `/shop-api` so the session cookies stay
 * first-party and HttpOnly (ARCHITECTURE.md "Session and identity"), `/media` to its asset
 * server (the storefront's own build owns `/assets`), and the few REST paths index.mjs names
 * (invoices, the contact and review forms, approved review pictures). Nothing else of the
 * backend is exposed.
 *
 * Connections to the backend are kept alive. When the backend closes an idle one just as a
 * request is written to it, the request never reached it (ECONNRESET on a reused socket): it is
 * sent once more on a fresh connection, as Node's documentation advises, instead of answering the
 * shopper 502. That is why the body is read whole first, up to `maxBodyBytes` (1 MiB by default;
 * the contact and review forms carry a file of up to 10 MB). `methods`, when given, are the only
 * methods forwarded; other requests on the prefix are left to the storefront.
 */
export function createBackendProxy(backendUrl, { prefix, targetPrefix = prefix, maxBodyBytes = DEFAULT_MAX_BODY_BYTES, methods }) {
  const target = new URL(backendUrl);
  return function proxyToBackend(req, res) {
    const url = new URL(req.url, 'http://local');
    if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return false;
    if (methods && !methods.includes(req.method ?? 'GET')) return false;
    const path = `${targetPrefix}${url.pathname.slice(prefix.length)}${url.search}`;
    const headers = { ...req.headers, host: target.host };
    for (const name of [...HOP_BY_HOP, 'content-length']) delete headers[name];
    headers['x-forwarded-host'] = req.headers.host ?? '';
    headers['x-forwarded-proto'] = 'http';
    // Appended, as proxies do: the backend believes the chain only from the proxies it trusts
    // (TRUSTED_PROXIES) and takes the nearest address that is not one, so a client's own header
    // changes nothing, and a trusted proxy in front of this server still names the real client.
    headers['x-forwarded-for'] = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');

    const fail = (status, body) => {
      if (res.headersSent) return res.destroy();
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(body);
    };

    const send = (body, attempt) => {
      const bodyHeaders = body.length > 0 || !['GET', 'HEAD'].includes(req.method ?? 'GET') ? { 'content-length': String(body.length) } : {};
      const upstream = http.request(
        { hostname: target.hostname, port: target.port, path, method: req.method, headers: { ...headers, ...bodyHeaders } },
        (answer) => {
          const answerHeaders = { ...answer.headers };
          for (const name of HOP_BY_HOP) delete answerHeaders[name];
          res.writeHead(answer.statusCode ?? 502, answerHeaders);
          answer.pipe(res);
        },
      );
      upstream.on('error', (error) => {
        const staleConnection = upstream.reusedSocket && error.code === 'ECONNRESET' && !res.headersSent;
        if (staleConnection && attempt === 1) send(body, 2);
        else fail(502, UNAVAILABLE);
      });
      upstream.end(body);
    };

    readBody(req, maxBodyBytes).then(
      (body) => (body === null ? fail(413, TOO_LARGE) : send(body, 1)),
      () => res.destroy(),
    );
    return true;
  };
}
