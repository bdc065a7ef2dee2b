import { setTimeout as sleep } from 'node:timers/promises';

import { Injectable } from '@nestjs/common';

import { ClaimStore } from '../../claim-store/claim-store.service';
import { walletClaimKey } from './wallet-store';

/*
 * One finish per wallet order at a time, across every server instance: the claim store decides
 * (plugins/claim-store), so of twenty concurrent replays of one return exactly one claims the
 * PayPal order; the others wait until its owner releases it, then look again at the order, which
 * is paid by then. A finish that outlives its claim (its process died) is taken over. The
 * capture's PayPal-Request-Id is the second line: even two finishes that both reached PayPal would
 * capture once. The reconciliation of a PayPal order (webhooks, the schedule) takes the same lock,
 * so it never acts on an order a finish is still recording.
 */

export type HeldLock = { release(): Promise<void> };

const lockKey = (walletOrderId: string) => walletClaimKey('finish', `wallet:${walletOrderId}`);

@Injectable()
export class FinishLocks {
  constructor(private readonly claims: ClaimStore) {}

  /** The lock of this wallet order for `staleAfterMs`, or undefined while another finish holds it. */
  async acquire(walletOrderId: string, staleAfterMs: number): Promise<HeldLock | undefined> {
    const claim = await this.claims.claim(lockKey(walletOrderId), staleAfterMs);
    // Released by its holder only: after a takeover the late holder frees nothing.
    return claim && { release: async () => void (await this.claims.release(claim.key, claim.holder)) };
  }

  /** Polls until the wallet order's lock is free (released or expired) or `timeoutMs` passed; whether it is free. */
  async waitUntilReleased(walletOrderId: string, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (await this.claims.read(lockKey(walletOrderId))) {
      if (Date.now() >= deadline) return false;
      await sleep(100);
    }
    return true;
  }
}
