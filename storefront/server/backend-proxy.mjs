import http from 'node:http';

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

/**
 * Forwards one path prefix to Vendure on the same origin: `/shop-api` so the session cookies stay
 * first-party and HttpOnly (ARCHITECTURE.md "Session and identity"), and `/media` to its asset
 * server (the storefront's own build owns `/assets`). Nothing else of the backend is exposed.
 */
export function createBackendProxy(backendUrl, { prefix, targetPrefix = prefix }) {
  const target = new URL(backendUrl);
  return function proxyToBackend(req, res) {
    const url = new URL(req.url, 'http://local');
    if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return false;
    const path = `${targetPrefix}${url.pathname.slice(prefix.length)}${url.search}`;
    const headers = { ...req.headers, host: target.host };
    for (const name of HOP_BY_HOP) delete headers[name];
    headers['x-forwarded-host'] = req.headers.host ?? '';
    headers['x-forwarded-proto'] = 'http';
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    const upstream = http.request(
      { hostname: target.hostname, port: target.port, path, method: req.method, headers },
      (answer) => {
        const answerHeaders = { ...answer.headers };
        for (const name of HOP_BY_HOP) delete answerHeaders[name];
        res.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) return res.destroy();
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ errors: [{ message: 'The shop could not be reached', extensions: { code: 'BACKEND_UNAVAILABLE' } }] }));
    });
    req.pipe(upstream);
    return true;
  };
}
