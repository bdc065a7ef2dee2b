/** The address a load balancer asks whether this storefront process is alive. */
const HEALTH_PATH = '/health';
/** The address it asks whether this storefront can serve a shopper: the backend answers. */
const READY_PATH = '/ready';
/** An orchestrator's probe waits a few seconds at most; a backend slower than this is as good as down. */
const READY_TIMEOUT_MS = 1000;

function isProbe(req, path) {
  return (req.method === 'GET' || req.method === 'HEAD') && new URL(req.url ?? '/', 'http://local').pathname === path;
}

function answer(req, res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
}

/**
 * `GET|HEAD /health` answers 200 as long as this process serves HTTP, whatever the backend's
 * state (liveness). `GET|HEAD /ready` answers 200 when the backend's own `/ready` does within a
 * second, 503 with the reason otherwise (readiness). The balancer routes to ready storefronts, and
 * when none is ready falls back to the live ones: with the backend tier down the storefront still
 * answers its translated error page and keeps the shopper's cart cookie, where the balancer's own
 * 503 would say nothing (issue 18). Answers false for every other request.
 */
export function createHealthHandler({ backendUrl, fetchBackend = fetch } = {}) {
  return async function answerHealth(req, res) {
    if (isProbe(req, HEALTH_PATH)) {
      answer(req, res, 200, { status: 'ok', pid: process.pid });
      return true;
    }
    if (backendUrl === undefined || !isProbe(req, READY_PATH)) return false;
    let reason;
    try {
      const backend = await fetchBackend(`${backendUrl}${READY_PATH}`, { signal: AbortSignal.timeout(READY_TIMEOUT_MS) });
      await backend.body?.cancel();
      if (!backend.ok) reason = `the backend is not ready (${backend.status})`;
    } catch (error) {
      reason = `the backend did not answer within ${READY_TIMEOUT_MS} ms (${error instanceof Error ? error.name : 'error'})`;
    }
    if (reason === undefined) answer(req, res, 200, { status: 'ready', pid: process.pid });
    else answer(req, res, 503, { status: 'unready', reason, pid: process.pid });
    return true;
  };
}
