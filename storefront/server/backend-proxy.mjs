import http from 'node:http';

import { DEFAULT_API_MAX_BODY_BYTES } from './api-body-limit.mjs';

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

/** The Shop API's requests are small GraphQL documents; anything larger is not ours to forward (index.mjs passes API_MAX_BODY_BYTES). */
const DEFAULT_MAX_BODY_BYTES = DEFAULT_API_MAX_BODY_BYTES;

const UNAVAILABLE = JSON.stringify({ errors: [{ message: 'The shop could not be reached', extensions: { code: 'BACKEND_UNAVAILABLE' } }] });
const tooLarge = (maxBodyBytes) =>
  JSON.stringify({
    errors: [{ message: `The request is too large (at most ${maxBodyBytes} bytes)`, extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
  });

/**
 * The request body, whole, so that it can be sent a second time; null when over `maxBodyBytes`:
 * at once when its Content-Length says so (nothing is read), else as soon as the chunks pass it
 * (nothing more is kept; the connection is closed after the 413).
 */
function readBody(req, maxBodyBytes) {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBodyBytes) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    const onData = (chunk) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        req.off('data', onData);
        chunks.length = 0;
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolve(size > maxBodyBytes ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Forwards one path prefix to Vendure on the same origin: `/shop-api` so the session cookies stay
 * first-party and HttpOnly (docs/architecture.md "How a browser call reaches the backend"), `/media` to its asset
 * server (the storefront's own build owns `/assets`), and the few REST paths index.mjs names
 * (invoices, the contact and review forms, approved review pictures). Nothing else of the
 * backend is exposed.
 *
 * Connections to the backend are kept alive. When the backend closes an idle one just as a
 * request is written to it, the request never reached it (ECONNRESET on a reused socket): it is
 * sent once more on a fresh connection, as Node's documentation advises, instead of answering the
 * shopper 502. That is why the body is read whole first, up to `maxBodyBytes` (API_MAX_BODY_BYTES' default;
 * the contact and review forms carry a file of up to 10 MB). `methods`, when given, are the only
 * methods forwarded; other requests on the prefix are left to the storefront. `forwardedProto` is the
 * protocol the shop is served over ('https' behind TLS, COOKIE_SECURE=true). `addSetCookies`, when
 * given, answers more Set-Cookie headers from the request's Cookie header and the backend's own.
 */
export function createBackendProxy(
  backendUrl,
  { prefix, targetPrefix = prefix, maxBodyBytes = DEFAULT_MAX_BODY_BYTES, methods, forwardedProto = 'http', addSetCookies },
) {
  const target = new URL(backendUrl);
  return function proxyToBackend(req, res) {
    const url = new URL(req.url, 'http://local');
    if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return false;
    if (methods && !methods.includes(req.method ?? 'GET')) return false;
    const path = `${targetPrefix}${url.pathname.slice(prefix.length)}${url.search}`;
    const headers = { ...req.headers, host: target.host };
    for (const name of [...HOP_BY_HOP, 'content-length']) delete headers[name];
    headers['x-forwarded-host'] = req.headers.host ?? '';
    // What the shopper's browser used: the backend's Secure session cookies need 'https' (COOKIE_SECURE).
    headers['x-forwarded-proto'] = forwardedProto;
    // Appended, as proxies do: the backend believes the chain only from the proxies it trusts
    // (TRUSTED_PROXIES) and takes the nearest address that is not one, so a client's own header
    // changes nothing, and a trusted proxy in front of this server still names the real client.
    headers['x-forwarded-for'] = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');

    const fail = (status, body, extraHeaders = {}) => {
      if (res.headersSent) return res.destroy();
      res.writeHead(status, { 'Content-Type': 'application/json', ...extraHeaders });
      res.end(body);
    };

    const send = (body, attempt) => {
      const bodyHeaders =
        body.length > 0 || !['GET', 'HEAD'].includes(req.method ?? 'GET') ? { 'content-length': String(body.length) } : {};
      const upstream = http.request(
        { hostname: target.hostname, port: target.port, path, method: req.method, headers: { ...headers, ...bodyHeaders } },
        (answer) => {
          const answerHeaders = { ...answer.headers };
          for (const name of HOP_BY_HOP) delete answerHeaders[name];
          const added = addSetCookies?.(req.headers.cookie ?? null, answer.headers['set-cookie'] ?? []) ?? [];
          if (added.length > 0) answerHeaders['set-cookie'] = [...(answer.headers['set-cookie'] ?? []), ...added];
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
      // The unread rest of a refused body is not drained: the connection closes after the answer.
      (body) => (body === null ? fail(413, tooLarge(maxBodyBytes), { Connection: 'close' }) : send(body, 1)),
      () => res.destroy(),
    );
    return true;
  };
}
