import http from 'node:http';

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

/**
 * Forwards `/shop-api` to Vendure on the same origin, so the session cookies stay first-party
 * and HttpOnly (ARCHITECTURE.md "Session and identity"). Nothing else of the backend is exposed.
 */
export function createShopApiProxy(backendUrl) {
  const target = new URL(backendUrl);
  return function proxyShopApi(req, res) {
    const pathname = new URL(req.url, 'http://local').pathname;
    if (pathname !== '/shop-api' && !pathname.startsWith('/shop-api/')) return false;
    const headers = { ...req.headers, host: target.host };
    for (const name of HOP_BY_HOP) delete headers[name];
    headers['x-forwarded-host'] = req.headers.host ?? '';
    headers['x-forwarded-proto'] = 'http';
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    const upstream = http.request(
      { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers },
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
