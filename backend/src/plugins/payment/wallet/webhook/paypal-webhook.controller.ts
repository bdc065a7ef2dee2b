import { Controller, Inject, Post, Req, Res } from '@nestjs/common';
import { Allow, Ctx, Logger, Permission, RequestContext } from '@vendure/core';
import type { Request, Response } from 'express';

import { isStartupDone } from '../../../../startup/readiness';
import { WALLET_GATEWAY, WALLET_PAYMENT_SETTINGS } from '../constants';
import type { WalletGateway } from '../gateway/wallet-gateway';
import { WalletReconciliationService } from '../reconciliation/wallet-reconciliation.service';
import type { WalletPaymentSettings } from '../wallet-payment-settings';
import { WalletStore } from '../wallet-store';
import { readEvent, transmissionOf, webhookEventOf } from './webhook-rules';
import { shopMetrics } from '../../../metrics/shop-metrics';

/** Mounted at POST /payments/paypal/webhook: the URL to give PayPal (Developer Portal › the app › Webhooks). */
const WEBHOOK_ROUTE = 'payments/paypal';
export const WEBHOOK_PATH = `/${WEBHOOK_ROUTE}/webhook`;

const LOG_CONTEXT = 'PayPalWebhook';

/** How long PayPal should wait before sending again when the shop cannot take an event now. */
const RETRY_AFTER_SECONDS = '60';

type Answer = { status: number; body: Record<string, unknown>; retry?: boolean };

/**
 * PayPal's webhook listener. Each event is verified with PayPal's verify-webhook-signature (the
 * transmission's PAYPAL-* headers, the shop's webhook id and the body byte for byte), taken once
 * by its id, and handed to the reconciliation's job queue, which reads the capture from PayPal
 * before anything changes. What was sent decides only 4xx answers: unsigned, malformed or
 * forged events change nothing; 503 means the shop cannot take the event now (PayPal unreachable,
 * the job queue down) and PayPal sends it again later. Verified events of other types are
 * acknowledged and ignored.
 */
@Controller(WEBHOOK_ROUTE)
export class PayPalWebhookController {
  constructor(
    private readonly reconciliation: WalletReconciliationService,
    private readonly store: WalletStore,
    @Inject(WALLET_GATEWAY) private readonly gateway: WalletGateway,
    @Inject(WALLET_PAYMENT_SETTINGS) private readonly settings: WalletPaymentSettings,
  ) {}

  @Post('webhook')
  @Allow(Permission.Public)
  async receive(@Ctx() ctx: RequestContext, @Req() req: Request, @Res() res: Response): Promise<void> {
    const answer = await this.answer(ctx, req).catch((error: unknown): Answer => {
      // The shop's own failure (its database), never the sender's: PayPal is asked to come back.
      Logger.error(`PayPal webhook not taken: ${error instanceof Error ? error.message : String(error)}`, LOG_CONTEXT);
      return { status: 503, body: { error: 'NOT_TAKEN' }, retry: true };
    });
    res.status(answer.status);
    res.setHeader('Cache-Control', 'no-store');
    if (answer.retry) res.setHeader('Retry-After', RETRY_AFTER_SECONDS);
    res.json(answer.body);
  }

  private async answer(ctx: RequestContext, req: Request): Promise<Answer> {
    // A write now could break the start-up's own (startup/readiness.ts); PayPal sends it again.
    if (!isStartupDone()) return { status: 503, body: { error: 'STARTING' }, retry: true };
    const webhookId = this.settings.webhookId;
    if (!webhookId) {
      Logger.error('A PayPal webhook arrived but PAYPAL_WEBHOOK_ID is not set: it cannot be verified', LOG_CONTEXT);
      return { status: 503, body: { error: 'WEBHOOK_NOT_CONFIGURED' }, retry: true };
    }
    const contentType = req.headers['content-type'] ?? '';
    if (!/^application\/json\b/i.test(contentType)) return { status: 415, body: { error: 'JSON_EXPECTED' } };
    const raw = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : undefined;
    if (raw === undefined) return { status: 400, body: { error: 'BODY_UNREADABLE' } };

    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return { status: 400, body: { error: 'BODY_NOT_JSON' } };
    }
    const event = webhookEventOf(parsed);
    if (!event) return { status: 400, body: { error: 'NOT_A_WEBHOOK_EVENT' } };
    const transmission = transmissionOf(req.headers);
    if (!transmission.ok) return { status: 400, body: { error: 'UNSIGNED', missing: transmission.missing, invalid: transmission.invalid } };

    let verification;
    try {
      verification = await this.gateway.verifyWebhookSignature({ ...transmission.transmission, webhookId, rawEvent: raw });
    } catch (error) {
      Logger.warn(
        `PayPal webhook ${event.id} (${event.event_type}) not verified now: ${error instanceof Error ? error.message : String(error)}`,
        LOG_CONTEXT,
      );
      return { status: 503, body: { error: 'VERIFICATION_UNAVAILABLE' }, retry: true };
    }
    if (verification !== 'SUCCESS') {
      shopMetrics.webhooksRefused.inc({ provider: 'paypal' });
      Logger.warn(
        `Refused a PayPal webhook that PayPal did not sign: event ${event.id} (${event.event_type}), transmission ${transmission.transmission.transmissionId}`,
        LOG_CONTEXT,
      );
      return { status: 401, body: { error: 'SIGNATURE_INVALID' } };
    }

    const read = readEvent(event);
    if (read.kind === 'ignored') {
      Logger.verbose(`PayPal webhook ${read.eventId} (${read.eventType}) acknowledged, ignored: ${read.why}`, LOG_CONTEXT);
      return { status: 200, body: { status: 'ignored' } };
    }
    if (!(await this.store.claimWebhookEvent(read.eventId, read.eventType))) {
      Logger.verbose(`PayPal webhook ${read.eventId} (${read.eventType}) already taken: ignored`, LOG_CONTEXT);
      return { status: 200, body: { status: 'duplicate' } };
    }
    try {
      await this.reconciliation.enqueueEvent(ctx, read.eventType, read.hint);
    } catch (error) {
      await this.store.releaseWebhookEvent(read.eventId);
      Logger.error(
        `PayPal webhook ${read.eventId} could not be queued: ${error instanceof Error ? error.message : String(error)}`,
        LOG_CONTEXT,
      );
      return { status: 503, body: { error: 'NOT_QUEUED' }, retry: true };
    }
    Logger.verbose(`PayPal webhook ${read.eventId} (${read.eventType}) queued for reconciliation`, LOG_CONTEXT);
    return { status: 200, body: { status: 'queued' } };
  }
}
