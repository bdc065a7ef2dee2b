import { setTimeout as sleep } from 'node:timers/promises';

import { Injectable } from '@nestjs/common';
import type { ID } from '@vendure/core';

import { ClaimStore, type HeldClaim } from '../../claim-store/claim-store.service';
import type { DeclineReason } from './card-payment-messages';
import type { ChallengeReturn } from './gateway/card-gateway';

/*
 * One card operation (a debit or a 3-D Secure finish) at a time per order, across every server
 * instance: the claim store decides (plugins/claim-store). Each operation claims the order's next
 * attempt (`cardPayment.attempt:order:<id>#<n>`), so of twenty concurrent debits exactly one gets
 * attempt n; the others find it and wait for its outcome, which its owner writes into the claim.
 * An in-process lock would hold for one process only; the gateway's idempotency key (derived from
 * the order) is the second line: even two attempts that both reached it would charge once.
 *
 * Attempts and tokens are remembered for ATTEMPT_MEMORY_MS, then the store's clean-up forgets
 * them: an order's card payment is decided in minutes, and a shopper who comes back to a cart
 * after a month starts again at attempt 1 (with a new idempotency key for a new token).
 */

const ATTEMPT_KEY = 'cardPayment.attempt';
const TOKEN_KEY = 'cardPayment.token';
export const ATTEMPT_MEMORY_MS = 30 * 24 * 60 * 60 * 1000;

/** What an operation answered, kept so that waiting and repeated calls answer the same. */
export type StoredOutcome =
  | { status: 'succeeded'; orderCode: string; transactionRef: string }
  | { status: 'challenge'; transactionRef: string; challengeId: string; challengeUrl?: string }
  | { status: 'declined'; transactionRef: string | null; reason: DeclineReason };

export interface AttemptValue {
  orderId: string;
  attempt: number;
  operation: 'debit' | 'finish';
  /** A debit's idempotency key, a finish's gateway payment id. */
  requestKey: string;
  sessionId: string;
  startedAt: number;
  /** `unknown`: the gateway's answer never arrived; its fate is asked for by `unresolvedKey`. */
  state: 'running' | 'done' | 'unknown';
  outcome?: StoredOutcome;
  unresolvedKey?: string;
  /** Why an attempt ended without an outcome, so that callers who waited for it hear the same. */
  failure?: AttemptFailure;
  /** A finish's (or the reconciliation's in its stead): what it verifies, until it is done. */
  verifying?: ChallengeVerification;
}

/**
 * The debit whose challenge a finish verifies (its idempotency key) and the shopper's result. A
 * finish that does not end `done` (its process died, or the gateway's answer was lost) may have
 * had the money taken, or may never have reached the gateway: the reconciliation asks the gateway
 * about that debit and verifies the same result in the shopper's stead (issue 30), as their own
 * repeated finish would. Dropped once the attempt is done.
 */
interface ChallengeVerification {
  debitKey: string;
  /** Not kept when longer than a gateway's result can be (MAX_KEPT_RESULT_CHARS). */
  result?: ChallengeReturn;
}

/** A 3-D Secure result is a few hundred characters (a 3-D Secure 1 PaRes a few thousand). */
const MAX_KEPT_RESULT_CHARS = 16_384;

/** What a finish of `payment` with the shopper's `result` keeps while it runs (its debit's key is in the payment's metadata). */
export function finishVerifying(payment: { metadata?: unknown }, returned: ChallengeReturn): Pick<AttemptValue, 'verifying'> {
  const debitKey = (payment.metadata as Record<string, unknown> | null | undefined)?.['idempotencyKey'];
  if (typeof debitKey !== 'string' || debitKey === '') return {};
  const size = Object.entries(returned).reduce((sum, [name, value]) => sum + name.length + value.length, 0);
  return { verifying: size <= MAX_KEPT_RESULT_CHARS ? { debitKey, result: { ...returned } } : { debitKey } };
}

export type AttemptFailure = 'timeout' | 'unavailable' | 'inProgress' | 'error';

/** An attempt's claim: its key, holder and value. */
export type Attempt = HeldClaim<AttemptValue>;

interface TokenValue {
  orderId: string;
  attempt: number;
  sessionId: string;
}

const attemptsOf = (orderId: string) => `${ATTEMPT_KEY}:order:${orderId}#`;
const attemptKey = (orderId: string, attempt: number) => `${attemptsOf(orderId)}${attempt}`;
const tokenKey = (tokenFingerprint: string) => `${TOKEN_KEY}:token:${tokenFingerprint}`;

@Injectable()
export class OperationClaims {
  constructor(private readonly store: ClaimStore) {}

  /** The order's last attempt (attempt numbers only grow, so the last claimed is the highest). */
  latest(orderId: ID): Promise<Attempt | undefined> {
    return this.store.newestUnder<AttemptValue>(attemptsOf(String(orderId)));
  }

  /** The next attempt of the order, or undefined when another caller took that number first. */
  claim(value: Omit<AttemptValue, 'state' | 'startedAt'>): Promise<Attempt | undefined> {
    const full: AttemptValue = { ...value, state: 'running', startedAt: Date.now() };
    return this.store.claim(attemptKey(value.orderId, value.attempt), ATTEMPT_MEMORY_MS, full);
  }

  async complete(attempt: Attempt, patch: Pick<AttemptValue, 'state' | 'outcome' | 'unresolvedKey' | 'failure'>): Promise<AttemptValue> {
    const { verifying, ...rest } = attempt.value;
    const value: AttemptValue = { ...rest, ...patch };
    if (patch.state !== 'done' && verifying) value.verifying = verifying;
    // Done: the debit it verified is settled, so it is no longer an unresolved one either.
    if (patch.state === 'done' && verifying && value.unresolvedKey === verifying.debitKey) delete value.unresolvedKey;
    await this.store.update(attempt, value);
    return value;
  }

  async read(attempt: Attempt): Promise<AttemptValue | undefined> {
    return (await this.store.read<AttemptValue>(attempt.key))?.value;
  }

  /** Polls until the attempt is no longer running or `timeoutMs` passed; the last value read. */
  async waitUntilSettled(attempt: Attempt, timeoutMs: number): Promise<AttemptValue | undefined> {
    const deadline = Date.now() + timeoutMs;
    let value = await this.read(attempt);
    while (value?.state === 'running' && Date.now() < deadline) {
      await sleep(100);
      value = await this.read(attempt);
    }
    return value;
  }

  /** A running attempt older than this was abandoned (its process died) and counts as unknown. */
  isStale(value: AttemptValue, staleAfterMs: number): boolean {
    return value.state === 'running' && Date.now() - value.startedAt > staleAfterMs;
  }

  /**
   * Which attempt a token paid with (by fingerprint, never the token): a repeated debit that
   * arrives after its order was placed (and so is no longer the session's cart) still answers.
   * The first attempt of a token is the one remembered.
   */
  async rememberToken(tokenFingerprint: string, value: TokenValue): Promise<void> {
    // Never fails the attempt already claimed (it would stay running until stale): a token not
    // remembered only costs the answer to a repeat that arrives after the order was placed.
    await this.store.claim(tokenKey(tokenFingerprint), ATTEMPT_MEMORY_MS, value).catch(() => undefined);
  }

  async attemptOfToken(tokenFingerprint: string): Promise<{ token: TokenValue; attempt: Attempt } | undefined> {
    const token = (await this.store.read<TokenValue>(tokenKey(tokenFingerprint)))?.value;
    if (!token) return undefined;
    const attempt = await this.store.read<AttemptValue>(attemptKey(token.orderId, token.attempt));
    return attempt ? { token, attempt } : undefined;
  }
}
