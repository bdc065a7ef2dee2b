import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { haproxyConfig } from './haproxy.mjs';

const TIERS = [
  {
    name: 'shop',
    port: 3100,
    instances: [
      { name: 'storefront-1', port: 3110 },
      { name: 'storefront-2', port: 3111 },
    ],
  },
  { name: 'backend', port: 3101, instances: [{ name: 'server-1', port: 3120 }] },
];

describe('the load balancers’ configuration', () => {
  const config = haproxyConfig(TIERS) as string;

  it('binds each tier on loopback and checks every instance’s /health', () => {
    expect(config).toContain('frontend shop\n  bind 127.0.0.1:3100\n  default_backend shop-instances');
    expect(config).toContain('frontend backend\n  bind 127.0.0.1:3101');
    expect(config.match(/option httpchk GET \/health/g)).toHaveLength(2);
    expect(config).toContain('  server storefront-1 127.0.0.1:3110 check\n  server storefront-2 127.0.0.1:3111 check');
    expect(config).toContain('  server server-1 127.0.0.1:3120 check');
    expect(config).not.toMatch(/bind (?!127\.0\.0\.1)/);
  });

  it('names the answering instance and retries a refused connection elsewhere', () => {
    expect(config).toContain('http-response set-header X-Served-By %[srv_name]');
    expect(config).toContain('option redispatch');
    expect(config).toContain('retry-on conn-failure empty-response');
    // a POST (a payment, an order line) is never sent to a second instance
    expect(config.match(/http-request disable-l7-retry if !METH_GET !METH_HEAD/g)).toHaveLength(2);
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
