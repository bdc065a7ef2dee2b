import { Inject, Injectable } from '@nestjs/common';
import { Logger, type RequestContext } from '@vendure/core';

import { RateLimiter } from '../../rate-limit/rate-limiter.service';
import { SecurityLog } from '../../security-log/security-log.service';
import type { CardPaymentSettings } from './card-payment-settings';
import { CARD_GATEWAY, CARD_PAYMENT_SETTINGS } from './constants';
import { DECLINE_ALERT_WINDOW_MS, declineCounters, isCountedDecline, shopDeclineCounter } from './decline-limits';
import type { CardGateway } from './gateway/card-gateway';
import type { StoredOutcome } from './operation-claims';

/** A debit counted in its decline counters before the gateway is asked. */
export interface DeclineAdmission {
  /** Past a limit: the debit must not be sent. */
  refused: boolean;
  /**
   * Once the debit's outcome is known (`undefined`: none, or not this call's own): a counted
   * decline stays counted, anything else is taken back out. Only the first call counts.
   */
  settle(outcome: StoredOutcome | undefined): Promise<void>;
}

const LOG_CONTEXT = 'CardPayment';

/**
 * Applies decline-limits.ts to every card debit (card and Apple Pay): counts it before the gateway
 * is asked, keeps it counted if the issuer declined, and raises the shop's alert on a burst of
 * declines. The card's fingerprint is the gateway's, asked for the token (the shop never holds a
 * card number).
 */
@Injectable()
export class DeclineGuard {
  constructor(
    private readonly rateLimiter: RateLimiter,
    private readonly securityLog: SecurityLog,
    @Inject(CARD_GATEWAY) private readonly gateway: CardGateway,
    @Inject(CARD_PAYMENT_SETTINGS) private readonly settings: CardPaymentSettings,
  ) {}

  async admit(ctx: RequestContext, debit: { orderId: string; sessionId: string; token: string }): Promise<DeclineAdmission> {
    // An unknown token has no card to count; the debit then answers invalid_token, charging nothing.
    const card = await this.gateway.cardOfToken(debit.token);
    const clientAddress = ctx.req ? this.rateLimiter.clientAddress(ctx.req) : 'unknown';
    const attempt = await this.rateLimiter.attempt(
      declineCounters(this.settings.declineLimits, { ...debit, clientAddress, cardFingerprint: card?.fingerprint }),
    );
    if (!attempt.decision.allow) {
      Logger.verbose(`Card debit of order ${debit.orderId} refused: too many declines`, LOG_CONTEXT);
      return { refused: true, settle: () => Promise.resolve() };
    }
    let settled = false;
    return {
      refused: false,
      settle: async (outcome) => {
        if (settled) return;
        settled = true;
        if (!isCountedDecline(outcome)) return attempt.refund();
        await this.countAcrossTheShop(ctx);
      },
    };
  }

  /** One more decline in the shop's window; past its limit, staff are alerted once in the window. */
  private async countAcrossTheShop(ctx: RequestContext): Promise<void> {
    const { alertAfter } = this.settings.declineLimits;
    const counted = await this.rateLimiter.attempt([shopDeclineCounter(this.settings.declineLimits)]);
    if (counted.reported.length === 0) return;
    const windowMinutes = DECLINE_ALERT_WINDOW_MS / 60_000;
    await this.securityLog.alertOnce(
      ctx,
      { kind: 'card-declines', count: alertAfter, windowMinutes },
      DECLINE_ALERT_WINDOW_MS,
      `More than ${alertAfter} card payments declined across the shop within ${windowMinutes} minutes (card testing?)`,
    );
  }
}
