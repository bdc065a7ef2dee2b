import { createHmac } from 'node:crypto';

import type { EsimUsageState } from '../operations/esim-status/esim-status';

/*
 * Test-only: the sandbox eSIM provider's test control (backend ESIM_SANDBOX_TEST_CONTROLS,
 * `POST /esim-sandbox/usage`), which pins an eSIM's usage so a test reaches every state at once,
 * and guest links signed the backend's way with its secret (the test shop's, which `npm test` and
 * the integration tests' setup hand over as ESIM_LINK_SECRET), for the expiry a test cannot wait for.
 */

/** The secret of the shop under test: each shop makes its own (backend/src/startup/development-secrets.ts). */
function shopEsimLinkSecret(): string {
  const secret = process.env['ESIM_LINK_SECRET'];
  if (!secret) throw new Error('ESIM_LINK_SECRET is not set: the shop under test names its secret (scripts/lib/shop.mjs shopSecrets)');
  return secret;
}

export interface PinnedUsage {
  state: EsimUsageState;
  dataUsedMb?: number;
  daysLeft?: number;
}

export async function pinEsimUsage(backendOrigin: string, iccid: string, usage: PinnedUsage): Promise<void> {
  const response = await fetch(`${backendOrigin}/esim-sandbox/usage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ iccid, ...usage }),
  });
  if (response.status !== 204) throw new Error(`The eSIM sandbox refused to pin ${iccid}: ${response.status} ${await response.text()}`);
}

/** A link token as backend/src/plugins/esim-delivery/esim-usage-link.ts signs it. */
export function signedEsimLinkToken(orderCode: string, expiresAt: Date, secret = shopEsimLinkSecret()): string {
  const seconds = String(Math.floor(expiresAt.getTime() / 1000));
  const mac = createHmac('sha256', secret).update(`esim-usage:${orderCode}.${seconds}`).digest('base64url');
  return `${orderCode}.${seconds}.${mac}`;
}
