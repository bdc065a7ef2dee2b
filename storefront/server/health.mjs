/** The address a load balancer asks whether this storefront process can take requests. */
const HEALTH_PATH = '/health';

/**
 * Answers `GET|HEAD /health` with 200 as long as this process serves HTTP, whatever the backend's
 * state: with the backend tier down the storefront still answers its translated error page and
 * keeps the shopper's cart cookie, so taking it out of the rotation would only turn that page into
 * the load balancer's own 503 (issue 18). Answers false for every other request.
 */
export function createHealthHandler() {
  return async function answerHealth(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (new URL(req.url ?? '/', 'http://local').pathname !== HEALTH_PATH) return false;
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ status: 'ok', pid: process.pid }));
    return true;
  };
}
