import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { startProcess } from './processes.mjs';

/**
 * HAProxy's configuration for the cluster (issue 18): one frontend per tier on loopback, each
 * balancing round-robin over its instances, asking their `GET /ready` every second (two failures
 * take an instance out, two answers bring it back: a server whose database is gone leaves), retrying
 * a refused connection (and a GET that got no answer at all) on another instance, and naming the
 * instance that answered in `X-Served-By`. A tier with `fallbackToLive` (both of the cluster's) sends
 * its requests to the instances that are merely alive (`GET /health`) when none is ready: readiness
 * tells one sick instance from its healthy twin, but when a dependency they share is down (Redis
 * restarting, the backend for the storefronts) every instance fails it at once, and the live ones
 * still answer what they can (pages, carts, the shop's translated error page) where HAProxy's own
 * 503 would answer nothing.
 * `tiers`: [{ name, port, instances: [{ name, port }], fallbackToLive? }]; a port may be an
 * environment variable's reference (`${SERVER_1_PORT}`), which HAProxy reads when it starts.
 * `publicFront` (compose.yaml's balancer, issue 34): the shop's public face, HTTP redirected to
 * HTTPS, TLS ended here with HSTS, the providers' webhooks and the dashboard sent to the backend
 * tier and everything else to the storefronts.
 */
export function haproxyConfig(tiers, publicFront) {
  const lines = [
    'global',
    '  maxconn 4096',
    // Started as root to bind the public ports, then HAProxy's own user.
    ...(publicFront ? ['  user haproxy', '  group haproxy', '  ssl-default-bind-options ssl-min-ver TLSv1.2'] : []),
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  option redispatch',
    '  retries 2',
    // A page or asset whose instance died before answering is asked of the other instance; a POST
    // is not sent twice (the dead instance may have acted on it), its client sees the 502.
    '  retry-on conn-failure empty-response',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    // A health check may take 5 s: an instance that is slow under load is still alive, and taking
    // both out of rotation at once would answer 503 to everyone (the 100-purchase burst beside the
    // visual tests did). A dead instance refuses the connection at once and still leaves in 2 s.
    '  timeout check 5s',
    '  default-server inter 1s fall 2 rise 2',
  ];
  const instancesChecking = (backendName, instances, path) => [
    `backend ${backendName}`,
    '  balance roundrobin',
    '  http-request disable-l7-retry if !METH_GET !METH_HEAD',
    `  option httpchk GET ${path}`,
    '  http-check expect status 200',
    '  http-response set-header X-Served-By %[srv_name]',
    ...instances.map((instance) => `  server ${instance.name} ${loopback(instance.port)} check`),
  ];
  for (const tier of tiers) {
    const ready = `${tier.name}-instances`;
    const live = `${tier.name}-live`;
    lines.push(
      `frontend ${tier.name}`,
      `  bind ${loopback(tier.port)}`,
      ...(tier.fallbackToLive
        ? [`  use_backend ${ready} if { nbsrv(${ready}) gt 0 }`, `  default_backend ${live}`]
        : [`  default_backend ${ready}`]),
      ...instancesChecking(ready, tier.instances, '/ready'),
      ...(tier.fallbackToLive ? instancesChecking(live, tier.instances, '/health') : []),
    );
  }
  if (publicFront) lines.push(...publicFrontLines(publicFront));
  return `${lines.join('\n')}\n`;
}

/** A loopback address; a port given as an environment variable's reference is quoted for HAProxy to expand it. */
function loopback(port) {
  return String(port).includes('${') ? `"127.0.0.1:${port}"` : `127.0.0.1:${port}`;
}

/** HTTP → HTTPS, then TLS with HSTS; `backendPaths` to the backend tier, the rest to the shop tier (each ready, else live). */
function publicFrontLines({ httpPort, httpsPort, certificates, backendPaths, shopTier, backendTier }) {
  const quoted = (port) => (String(port).includes('${') ? `"${port}"` : port);
  const toTier = (tier, condition) => [
    `  use_backend ${tier}-instances if ${condition} { nbsrv(${tier}-instances) gt 0 }`,
    `  use_backend ${tier}-live if ${condition}`,
  ];
  return [
    'frontend public-http',
    `  bind :${quoted(httpPort)}`,
    '  http-request redirect scheme https code 301',
    'frontend public-https',
    `  bind :${quoted(httpsPort)} ssl crt ${certificates} alpn h2,http/1.1`,
    '  http-request set-header X-Forwarded-Proto https',
    // The shop's traces start inside it: a trace context from the internet (a webhook, a browser) is dropped.
    '  http-request del-header traceparent',
    '  http-request del-header tracestate',
    '  http-response set-header Strict-Transport-Security "max-age=63072000; includeSubDomains"',
    `  acl to_backend path_beg ${backendPaths.join(' ')}`,
    ...toTier(backendTier, 'to_backend'),
    `  use_backend ${shopTier}-instances if { nbsrv(${shopTier}-instances) gt 0 }`,
    `  default_backend ${shopTier}-live`,
  ];
}

/** Writes the configuration under `dir` and runs HAProxy in the foreground (master-worker). */
export function startHaproxy({ dir, tiers, log = true }) {
  mkdirSync(dir, { recursive: true });
  const configFile = path.join(dir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(tiers));
  return startProcess({
    name: 'haproxy',
    command: 'haproxy',
    args: ['-W', '-db', '-f', configFile],
    log,
    readyPattern: /Loading success/,
    timeoutMs: 15_000,
  });
}
