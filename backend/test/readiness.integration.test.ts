import { describe, expect, inject, it } from 'vitest';

/*
 * The server's readiness (issue 34, plugins/readiness): what the load balancers and the containers'
 * health checks ask. On the running shop (SQLite, jobs in process) it is ready: its start-up data
 * written, its database answering SELECT 1, its job queues started. The cluster's tests take a
 * server's database away.
 */

const backendUrl = inject('shopApiUrl').replace(/\/shop-api$/, '');

describe('GET /ready on a running server', () => {
  it('answers 200, never cached, once start-up is done and the database and job queues answer', async () => {
    const response = await fetch(`${backendUrl}/ready`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ready' });
  });

  it('answers HEAD without a body, and refuses other methods without a 5xx', async () => {
    const head = await fetch(`${backendUrl}/ready`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await fetch(`${backendUrl}/ready`, { method: 'POST' });
    expect(post.status).toBe(404);
  });

  it('leaves Vendure’s own /health as the cheap liveness check', async () => {
    const response = await fetch(`${backendUrl}/health`);
    expect(response.status).toBe(200);
  });
});
