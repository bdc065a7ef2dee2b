import { createHmac } from 'node:crypto';

import type { EsimUsageState } from '../schemas/esim-usage';

/*
 * Test-only: the sandbox eSIM provider's test control (backend ESIM_SANDBOX_TEST_CONTROLS,
 * `POST /esim-sandbox/usage`), which pins an eSIM's usage so a test reaches every state at once,
 * and guest links signed the backend's way with its development secret (ESIM_LINK_SECRET unset
 * outside production), for the expiry a test cannot wait for.
 */

const DEV_ESIM_LINK_SECRET = 'dev-only-esim-link-secret-change-me-in-production';

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
export function signedEsimLinkToken(
  orderCode: string,
  expiresAt: Date,
  secret = process.env['ESIM_LINK_SECRET'] ?? DEV_ESIM_LINK_SECRET,
): string {
  const seconds = String(Math.floor(expiresAt.getTime() / 1000));
  const mac = createHmac('sha256', secret).update(`esim-usage:${orderCode}.${seconds}`).digest('base64url');
  return `${orderCode}.${seconds}.${mac}`;
}
