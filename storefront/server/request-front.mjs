// Issue 15: with the shop on HTTPS only, browsers are told to never try it over plain HTTP again
// (the backend sends the same; not for subdomains, which are not ours to speak for).
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * A Host header names a host (a DNS name, an IPv4 address or a bracketed IPv6 one) and maybe a
 * port, nothing else: `bad host`, `a/b`, `x@y` name nothing this server answers for.
 */
const HOST = /^(?:\[[0-9a-f:.]{2,45}\]|[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?)(?::\d{1,5})?$/i;

/** A path whose percent-encoding does not decode (`/media/%`) names nothing here or behind. */
function hasMalformedPath(url) {
  try {
    decodeURIComponent(new URL(url ?? '/', 'http://local').pathname);
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
 * request that names no page: a path that does not decode, a Host header that is no host. Answers
 * true when it answered the request itself. No absolute URL of the shop is made from the Host
 * header (index.mjs builds them from the configured public origin): it is only checked, so a bad
 * one is a client's error, not the server's 500.
 */
export function createRequestFront({ securityHeaders, httpsOnly }) {
  return function front(req, res) {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    if (httpsOnly) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    if (!hasMalformedPath(req.url) && !hasMalformedHost(req.headers.host)) return false;
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Bad request');
    return true;
  };
}
