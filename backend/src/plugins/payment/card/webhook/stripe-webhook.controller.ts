import { Controller, Inject, Post, Req, Res } from '@nestjs/common';
import { Allow, Ctx, Logger, Permission, RequestContext } from '@vendure/core';
import type { Request, Response } from 'express';

import { isStartupDone } from '../../../../startup/readiness';
import { shopMetrics } from '../../../metrics/shop-metrics';
import { CardProviderEvents } from '../card-provider-events.service';
import type { CardPaymentSettings } from '../card-payment-settings';
import { CARD_PAYMENT_SETTINGS } from '../constants';
import { readStripeEvent, STRIPE_EVENTS_TAKEN } from './stripe-events';

/** Mounted at POST /payments/stripe/webhook: the URL to give Stripe (Dashboard › Developers › Webhooks › Add endpoint). */
const WEBHOOK_ROUTE = 'payments/stripe';
export const STRIPE_WEBHOOK_PATH = `/${WEBHOOK_ROUTE}/webhook`;

const LOG_CONTEXT = 'StripeWebhook';
type Answer = { status: number; body: Record<string, unknown> };

/**
 * Stripe's webhook listener (CARD_PROVIDER=stripe). Each event's signature is checked with
 * Stripe's own `constructEvent` (the body byte for byte, the shop's signing secret, five minutes'
 * tolerance, so an old event replayed is refused); what it names is then read again from Stripe
 * before anything changes (card-provider-events.service.ts), so a replayed or reordered event
 * changes nothing twice. A 5xx asks Stripe to send it again: only the shop's own failure answers one.
 */
@Controller(WEBHOOK_ROUTE)
export class StripeWebhookController {
  constructor(
    private readonly events: CardProviderEvents,
    @Inject(CARD_PAYMENT_SETTINGS) private readonly settings: CardPaymentSettings,
  ) {}

  @Post('webhook')
  @Allow(Permission.Public)
  async receive(@Ctx() ctx: RequestContext, @Req() req: Request, @Res() res: Response): Promise<void> {
    const answer = await this.answer(ctx, req).catch((error: unknown): Answer => {
      Logger.error(`Stripe webhook not taken: ${error instanceof Error ? error.message : String(error)}`, LOG_CONTEXT);
      return { status: 503, body: { error: 'NOT_TAKEN' } };
    });
    res.status(answer.status);
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer.body);
  }

  private async answer(ctx: RequestContext, req: Request): Promise<Answer> {
    const stripe = this.settings.stripe;
    if (!stripe) return { status: 404, body: { error: 'NOT_THE_CARD_PROVIDER' } };
    if (!isStartupDone()) return { status: 503, body: { error: 'STARTING' } };
    const raw = Buffer.isBuffer(req.body) ? req.body : undefined;
    if (raw === undefined) return { status: 400, body: { error: 'BODY_UNREADABLE' } };
    const signature = req.headers['stripe-signature'];
    if (typeof signature !== 'string' || signature.length > 2_048) return { status: 400, body: { error: 'UNSIGNED' } };

    const read = readStripeEvent(raw, signature, stripe.webhookSecret);
    if (read.kind === 'refused') {
      shopMetrics.webhooksRefused.inc({ provider: 'stripe' });
      Logger.warn(`Refused a Stripe webhook: ${read.why}`, LOG_CONTEXT);
      return { status: read.status, body: { error: read.error } };
    }
    const { event } = read;
    switch (event.kind) {
      case 'payment': {
        const became = await this.events.paymentChanged(ctx, event.paymentIntent);
        Logger.verbose(`Stripe ${event.type} ${event.id} for ${event.paymentIntent}: ${became}`, LOG_CONTEXT);
        return { status: 200, body: { status: became } };
      }
      case 'refund':
        await this.events.refunded(ctx, event.paymentIntent, event.amountRefunded, event.currency);
        return { status: 200, body: { status: 'noted' } };
      case 'dispute':
        await this.events.disputeOpened(ctx, event.paymentIntent, event.dispute);
        return { status: 200, body: { status: 'noted' } };
      case 'ignored':
        Logger.verbose(
          `Stripe ${event.type} ${event.id} acknowledged, ignored (the shop takes ${STRIPE_EVENTS_TAKEN.join(', ')})`,
          LOG_CONTEXT,
        );
        return { status: 200, body: { status: 'ignored' } };
    }
  }
}
