// Issue 15: with the shop on HTTPS only, browsers are told to never try it over plain HTTP again
// (the backend sends the same; not for subdomains, which are not ours to speak for).
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * A Host header names a host (a DNS name, an IPv4 address or a bracketed IPv6 one) and maybe a
 * port, nothing else: `bad host`, `a/b`, `x@y` name nothing this server answers for.
 */
const HOST = /^(?:\[[0-9a-f:.]{2,45}\]|[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?)(?::\d{1,5})?$/i;

// What a request's path is read against: the origin is made up, only the path counts.
const PATH_BASE = 'http://local';

/**
 * The path a request target names on this server, or undefined when it names none. An absolute-form
 * target (`GET http://other.example/en`, which HTTP/1.1 servers must accept) names its path: the
 * shop answers on its configured origin whatever the client wrote there. A path a URL parser reads
 * as another host (`//other.example/en`, `/\other.example/en`: WHATWG URLs take `\` for `/`)
 * would have the page built for that host, its canonical link and cache key included: its leading
 * slashes are made one.
 */
function pathOfTarget(target) {
  let path = target;
  if (/^https?:\/\//i.test(target)) {
    if (!URL.canParse(target)) return undefined;
    const absolute = new URL(target);
    path = `${absolute.pathname}${absolute.search}`;
  }
  if (!path.startsWith('/')) return undefined;
  const single = `/${path.replace(/^[/\\\t\n\r]+/, '')}`;
  return URL.canParse(single, PATH_BASE) && new URL(single, PATH_BASE).origin === PATH_BASE ? single : undefined;
}

/** A path whose percent-encoding does not decode (`/media/%`) names nothing here or behind. */
function hasMalformedPath(path) {
  try {
    decodeURIComponent(new URL(path, PATH_BASE).pathname);
    return false;
  } catch {
    return true;
  }
}

/** HTTP/1.0 may leave the Host out (Node refuses that of HTTP/1.1 itself); one that is there must be a host. */
function hasMalformedHost(host) {
  return host !== undefined && !HOST.test(host);
}

/**
 * What every request meets first: the headers every answer carries, redirects and errors included
 * (`securityHeaders`, and Strict-Transport-Security when the shop is on HTTPS only), then 400 for a
 * request that names no page: a path that does not decode, a Host header that is no host, a target
 * that is no path. A target naming another host is read as the path on this one (`pathOfTarget`):
 * an absolute-form one is answered as its path, `//x/…` is redirected to `/x/…`. Answers
 * true when it answered the request itself. No absolute URL of the shop is made from the Host
 * header (index.mjs builds them from the configured public origin): it is only checked, so a bad
 * one is a client's error, not the server's 500.
 */
export function createRequestFront({ securityHeaders, httpsOnly }) {
  return function front(req, res) {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    if (httpsOnly) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    const target = req.url ?? '/';
    const path = pathOfTarget(target);
    if (path === undefined || hasMalformedPath(path) || hasMalformedHost(req.headers.host)) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Bad request');
      return true;
    }
    if (path === target) return false;
    if (!target.startsWith('/')) {
      req.url = path;
      return false;
    }
    // Permanent, and the method kept: the same request, on the path every link of the shop uses.
    res.writeHead(308, { Location: path, 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Permanent redirect');
    return true;
  };
}
