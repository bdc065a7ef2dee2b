import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { COMPOSE_BALANCER_FILE, composeBalancerFile } from './compose-balancer.mjs';
import { haproxyConfig } from './haproxy.mjs';
import { repoRoot } from './shop.mjs';

const TIERS = [
  {
    name: 'shop',
    port: 3100,
    instances: [
      { name: 'storefront-1', port: 3110 },
      { name: 'storefront-2', port: 3111 },
    ],
    fallbackToLive: true,
  },
  { name: 'backend', port: 3101, instances: [{ name: 'server-1', port: 3120 }] },
];

describe('the load balancers’ configuration', () => {
  const config = haproxyConfig(TIERS) as string;

  it('binds each tier on loopback and routes to the instances whose /ready answers', () => {
    expect(config).toContain('frontend backend\n  bind 127.0.0.1:3101\n  default_backend backend-instances');
    expect(config).toContain('backend backend-instances\n');
    expect(config.match(/option httpchk GET \/ready/g)).toHaveLength(2);
    expect(config).toContain('  server storefront-1 127.0.0.1:3110 check\n  server storefront-2 127.0.0.1:3111 check');
    expect(config).toContain('  server server-1 127.0.0.1:3120 check');
    expect(config).not.toMatch(/bind (?!127\.0\.0\.1)/);
  });

  it('sends the storefronts’ requests to the live ones when none is ready, and only that tier', () => {
    expect(config).toContain(
      'frontend shop\n  bind 127.0.0.1:3100\n  use_backend shop-instances if { nbsrv(shop-instances) gt 0 }\n  default_backend shop-live',
    );
    expect(config.match(/option httpchk GET \/health/g)).toHaveLength(1);
    expect(config).toMatch(
      /backend shop-live\n(?: {2}.*\n)* {2}option httpchk GET \/health\n(?: {2}.*\n)* {2}server storefront-2 127\.0\.0\.1:3111 check/,
    );
    expect(config).not.toContain('backend-live');
  });

  it('names the answering instance and retries a refused connection elsewhere', () => {
    expect(config).toContain('http-response set-header X-Served-By %[srv_name]');
    expect(config).toContain('option redispatch');
    expect(config).toContain('retry-on conn-failure empty-response');
    // a POST (a payment, an order line) is never sent to a second instance
    expect(config.match(/http-request disable-l7-retry if !METH_GET !METH_HEAD/g)).toHaveLength(3);
  });

  it('is a configuration HAProxy itself accepts', () => {
    const installed = spawnSync('haproxy', ['-v']).status === 0;
    if (!installed) throw new Error('haproxy is not installed (.ci/run installs it)');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'haproxy-config-'));
    try {
      const file = path.join(dir, 'haproxy.cfg');
      writeFileSync(file, config);
      const check = spawnSync('haproxy', ['-c', '-f', file], { encoding: 'utf8' });
      expect(check.status, check.stderr || check.stdout).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('compose.yaml’s balancer (deploy/haproxy.cfg)', () => {
  const file = readFileSync(path.join(repoRoot, COMPOSE_BALANCER_FILE), 'utf8');

  it('is what scripts/lib/compose-balancer.mjs writes (npm run write:balancer)', () => {
    expect(file).toBe(composeBalancerFile());
  });

  it('redirects HTTP to HTTPS, ends TLS with HSTS, and sends webhooks and the dashboard to the servers', () => {
    expect(file).toContain('frontend public-http\n  bind :"${HTTP_PORT}"\n  http-request redirect scheme https code 301');
    expect(file).toContain('  bind :"${HTTPS_PORT}" ssl crt /usr/local/etc/haproxy/certs/');
    expect(file).toContain('Strict-Transport-Security "max-age=63072000; includeSubDomains"');
    expect(file).toContain('acl to_backend path_beg /payments/ /esim-supplier/ /dashboard /admin-api');
    expect(file).toContain('  server server-2 "127.0.0.1:${SERVER_2_PORT}" check');
  });

  it('is a configuration HAProxy accepts, with compose.yaml’s ports and a certificate', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'compose-balancer-'));
    try {
      const certificates = path.join(dir, 'certs');
      mkdirSync(certificates);
      const made = spawnSync('sh', [
        '-c',
        `openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1 -keyout '${dir}/key.pem' -out '${dir}/cert.pem' && cat '${dir}/cert.pem' '${dir}/key.pem' > '${certificates}/shop.pem'`,
      ]);
      expect(made.status).toBe(0);
      const config = path.join(dir, 'haproxy.cfg');
      writeFileSync(config, file.replaceAll('/usr/local/etc/haproxy/certs/', `${certificates}/`));
      const ports = { HTTP_PORT: '80', HTTPS_PORT: '443', SHOP_TIER_PORT: '3100', BACKEND_TIER_PORT: '3101' };
      const instances = { SERVER_1_PORT: '3001', SERVER_2_PORT: '3002', STOREFRONT_1_PORT: '3011', STOREFRONT_2_PORT: '3012' };
      const checked = spawnSync('haproxy', ['-c', '-f', config], { env: { ...process.env, ...ports, ...instances }, encoding: 'utf8' });
      expect(checked.status, `${checked.stdout}${checked.stderr}`).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
