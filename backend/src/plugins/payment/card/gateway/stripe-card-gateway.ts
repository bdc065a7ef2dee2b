import Stripe from 'stripe';
import { z } from 'zod';

import {
  CardGatewayRequestError,
  CardGatewayTimeoutError,
  CardGatewayUnavailableError,
  type CardGateway,
  type ChallengeReturn,
  type CreatePaymentInput,
  type GatewayCard,
  type GatewayPayment,
  type GatewayRefund,
} from './card-gateway';

/*
 * Stripe behind the card port, through Stripe's official package: a PaymentIntent per debit,
 * confirmed at once with the PaymentMethod Stripe.js made in the browser (the port's token), the
 * order code and the debit's idempotency key as metadata, the idempotency key as Stripe's own.
 * 3-D Secure is Stripe's redirect (`next_action.redirect_to_url`) back to the shop's return page;
 * Stripe's answer, read server to server, is the only thing believed. Every answer is checked
 * here (Stripe's package types it, it does not validate it).
 */

const cardSchema = z.object({
  brand: z.string().max(40),
  last4: z.string().regex(/^\d{4}$/),
  fingerprint: z.string().max(200).nullish(),
  /** The issuer's country (ISO 3166-1 alpha-2); anything else is not one. */
  country: z.string().max(8).nullish(),
});
const paymentMethodSchema = z.object({ id: z.string().startsWith('pm_').max(255), card: cardSchema.nullish() });
const chargeSchema = z.object({ id: z.string().max(255), amount_refunded: z.number().int().min(0) });
const paymentIntentSchema = z.object({
  id: z.string().startsWith('pi_').max(255),
  object: z.literal('payment_intent'),
  status: z.enum([
    'requires_payment_method',
    'requires_confirmation',
    'requires_action',
    'processing',
    'requires_capture',
    'canceled',
    'succeeded',
  ]),
  amount: z.number().int().min(0),
  currency: z.string().regex(/^[a-z]{3}$/i),
  metadata: z.record(z.string(), z.string()).nullish(),
  payment_method: z.union([z.string(), paymentMethodSchema]).nullish(),
  latest_charge: z.union([z.string(), chargeSchema]).nullish(),
  last_payment_error: z.object({ code: z.string().nullish(), decline_code: z.string().nullish() }).nullish(),
  next_action: z
    .object({
      type: z.string(),
      redirect_to_url: z.object({ url: z.string().max(4096).nullish() }).nullish(),
    })
    .nullish(),
});
type StripePaymentIntent = z.infer<typeof paymentIntentSchema>;
const searchResultSchema = z.object({ data: z.array(paymentIntentSchema).max(100) });
const refundSchema = z.object({ id: z.string().startsWith('re_'), amount: z.number().int().min(0), payment_intent: z.string().nullish() });

/** The adapter's reading of Stripe's objects, for the tests that hold it to Stripe's published examples. */
export const STRIPE_ANSWER_SCHEMAS = {
  paymentIntent: paymentIntentSchema,
  paymentMethod: paymentMethodSchema,
  charge: chargeSchema,
  refund: refundSchema,
};

/** What the adapter asks Stripe to expand: the card's brand and last 4, the charge's refunded amount. */
const EXPAND = ['payment_method', 'latest_charge'];

/** Stripe's own reasons the shop words itself (card-payment-messages.ts); any other is a plain decline. */
const DECLINE_REASONS: Record<string, string> = {
  insufficient_funds: 'insufficient_funds',
  payment_intent_authentication_failure: 'authentication_failed',
};

export interface StripeGatewayOptions {
  secretKey: string;
  /** https://api.stripe.com, or the simulator's address. */
  apiUrl: string;
  timeoutMs: number;
  /** Only https reaches a shopper's browser in production: a challenge page elsewhere is refused. */
  requireHttpsChallenge: boolean;
}

export class StripeCardGateway implements CardGateway {
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeGatewayOptions) {
    const api = new URL(options.apiUrl);
    this.stripe = new Stripe(options.secretKey, {
      host: api.hostname,
      port: api.port || (api.protocol === 'https:' ? 443 : 80),
      protocol: api.protocol === 'https:' ? 'https' : 'http',
      timeout: options.timeoutMs,
      // The shop retries itself, with the same idempotency key, and reconciles answers it lost.
      maxNetworkRetries: 0,
      telemetry: false,
      appInfo: { name: 'esim-shop' },
    });
  }

  async cardOfToken(token: string): Promise<GatewayCard | undefined> {
    if (!/^pm_\w{1,250}$/.test(token)) return undefined;
    try {
      const method = paymentMethodSchema.parse(await this.stripe.paymentMethods.retrieve(token));
      if (!method.card) return undefined;
      // A card Stripe gives no fingerprint for is counted by its own id: never grouped with another.
      return { brand: method.card.brand, last4: method.card.last4, fingerprint: method.card.fingerprint ?? method.id };
    } catch (error) {
      const failure = this.failureOf(error, 'GET /v1/payment_methods');
      if (failure instanceof CardGatewayRequestError) return undefined;
      throw failure;
    }
  }

  async createPayment(input: CreatePaymentInput, idempotencyKey: string): Promise<GatewayPayment> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          payment_method: input.token,
          allowed_payment_method_types: ['card'],
          confirm: true,
          return_url: input.returnUrl,
          description: `Order ${input.orderCode}`,
          metadata: { orderCode: input.orderCode, idempotencyKey },
          expand: EXPAND,
        },
        { idempotencyKey },
      );
      return this.paymentOf(intent);
    } catch (error) {
      // A declined card: Stripe answers 402 with the PaymentIntent it declined.
      const declined = declinedIntentOf(error);
      if (declined) return this.paymentOf(declined);
      throw this.failureOf(error, 'POST /v1/payment_intents');
    }
  }

  /**
   * Stripe decides the challenge: its PaymentIntent, read now, is the verdict. The return's
   * parameters (payment_intent, redirect_status) are the browser's and say nothing Stripe does not:
   * another order's intent in them changes nothing, since the payment is the one the shop recorded.
   */
  verifyChallenge(paymentId: string, _returned: ChallengeReturn): Promise<GatewayPayment> {
    return this.getPayment(paymentId);
  }

  async refund(paymentId: string, options: { amount?: number; idempotencyKey: string }): Promise<GatewayRefund> {
    try {
      const refund = refundSchema.parse(
        await this.stripe.refunds.create(
          { payment_intent: paymentId, ...(options.amount === undefined ? {} : { amount: options.amount }) },
          { idempotencyKey: options.idempotencyKey },
        ),
      );
      return { id: refund.id, paymentId: refund.payment_intent ?? paymentId, amount: refund.amount };
    } catch (error) {
      throw this.failureOf(error, 'POST /v1/refunds');
    }
  }

  async getPayment(paymentId: string): Promise<GatewayPayment> {
    if (!/^pi_\w{1,250}$/.test(paymentId)) throw new CardGatewayRequestError(404, 'resource_missing', 'Not a PaymentIntent id');
    try {
      return this.paymentOf(await this.stripe.paymentIntents.retrieve(paymentId, { expand: EXPAND }));
    } catch (error) {
      throw this.failureOf(error, 'GET /v1/payment_intents/:id');
    }
  }

  /**
   * The PaymentIntent a debit made, by the idempotency key it carries in its metadata (Stripe has
   * no look-up by idempotency key). Stripe's search may lag behind a create by up to a minute, so
   * the intents of the last few minutes are listed too (the list is read-after-write consistent).
   */
  async findPaymentByIdempotencyKey(idempotencyKey: string): Promise<GatewayPayment | undefined> {
    if (!/^[\w-]{1,200}$/.test(idempotencyKey)) return undefined;
    try {
      const found = searchResultSchema.parse(
        await this.stripe.paymentIntents.search({
          query: `metadata['idempotencyKey']:'${idempotencyKey}'`,
          limit: 1,
          expand: prefixed(EXPAND),
        }),
      ).data[0];
      if (found) return this.paymentOf(found);
      const since = Math.floor(Date.now() / 1000) - RECENT_LIST_SECONDS;
      let startingAfter: string | undefined;
      for (let page = 0; page < RECENT_LIST_PAGES; page += 1) {
        const listed = z.object({ data: z.array(paymentIntentSchema).max(100), has_more: z.boolean() }).parse(
          await this.stripe.paymentIntents.list({
            created: { gte: since },
            limit: 100,
            expand: prefixed(EXPAND),
            ...(startingAfter ? { starting_after: startingAfter } : {}),
          }),
        );
        const match = listed.data.find((intent) => intent.metadata?.['idempotencyKey'] === idempotencyKey);
        if (match) return this.paymentOf(match);
        if (!listed.has_more) return undefined;
        startingAfter = listed.data.at(-1)?.id;
      }
      return undefined;
    } catch (error) {
      throw this.failureOf(error, 'GET /v1/payment_intents/search');
    }
  }

  private paymentOf(answer: unknown): GatewayPayment {
    const parsed = paymentIntentSchema.safeParse(answer);
    if (!parsed.success) {
      throw new CardGatewayUnavailableError(`Unexpected PaymentIntent from Stripe: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    }
    return this.gatewayPaymentOf(parsed.data);
  }

  private gatewayPaymentOf(intent: StripePaymentIntent): GatewayPayment {
    const method = typeof intent.payment_method === 'object' ? intent.payment_method : undefined;
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : undefined;
    const base = {
      id: intent.id,
      orderCode: intent.metadata?.['orderCode'] ?? '',
      amount: intent.amount,
      currency: intent.currency.toUpperCase(),
      brand: method?.card?.brand ?? 'unknown',
      last4: method?.card?.last4 ?? '',
      ...(method?.card?.fingerprint ? { cardFingerprint: method.card.fingerprint } : {}),
      ...(method?.card?.country && /^[A-Z]{2}$/.test(method.card.country) ? { cardCountry: method.card.country } : {}),
      refundedAmount: charge?.amount_refunded ?? 0,
    };
    switch (intent.status) {
      case 'succeeded':
        return { ...base, status: 'succeeded' };
      case 'requires_action': {
        const url = intent.next_action?.type === 'redirect_to_url' ? intent.next_action.redirect_to_url?.url : undefined;
        // Only a page the browser may be sent to: Stripe's own, over https in production.
        const usable = url && this.isChallengePage(url);
        return { ...base, status: 'requires_challenge', ...(usable ? { challenge: { id: intent.id, url } } : {}) };
      }
      case 'requires_payment_method': {
        // Before any attempt (no error yet) nothing was charged: the intent is still the debit's, processing.
        const error = intent.last_payment_error;
        if (!error) return { ...base, status: 'processing' };
        const reason = DECLINE_REASONS[error.decline_code ?? ''] ?? DECLINE_REASONS[error.code ?? ''] ?? 'card_declined';
        return { ...base, status: 'declined', declineReason: reason };
      }
      case 'canceled':
        return { ...base, status: 'declined', declineReason: 'challenge_abandoned' };
      default:
        return { ...base, status: 'processing' };
    }
  }

  private isChallengePage(url: string): boolean {
    try {
      const page = new URL(url);
      return page.protocol === 'https:' || (!this.options.requireHttpsChallenge && page.protocol === 'http:');
    } catch {
      return false;
    }
  }

  /** Stripe's refusal as the port's: the request's own fault (4xx) or Stripe unreachable, slow or failing. */
  private failureOf(error: unknown, what: string): Error {
    if (error instanceof z.ZodError) return new CardGatewayUnavailableError(`Unexpected answer from Stripe to ${what}`);
    if (!(error instanceof Stripe.errors.StripeError)) return new CardGatewayUnavailableError(`Stripe ${what} failed`);
    if (error instanceof Stripe.errors.StripeConnectionError) {
      const detail = error.detail as { code?: unknown } | undefined;
      if (detail && typeof detail === 'object' && detail.code === 'ETIMEDOUT') {
        return new CardGatewayTimeoutError(`Stripe did not answer ${what} within ${this.options.timeoutMs} ms`);
      }
      return new CardGatewayUnavailableError(`Stripe could not be reached for ${what}`);
    }
    // A key used before with other parameters: the first request's fate is unknown, never "nothing taken".
    if (error instanceof Stripe.errors.StripeIdempotencyError) return new CardGatewayRequestError(409, 'idempotency_error', error.message);
    const status = error.statusCode ?? 0;
    // The shop's own keys or Stripe's limits: not the shopper's card, so never answered as a decline.
    if (status === 401 || status === 403 || status === 429 || status < 400 || status >= 500) {
      return new CardGatewayUnavailableError(`Stripe refused ${what} (HTTP ${status}, ${error.type})`);
    }
    return new CardGatewayRequestError(status, error.code ?? error.type, error.message);
  }
}

/** How far back the list look-up goes, and how many pages of 100 it reads at most. */
const RECENT_LIST_SECONDS = 15 * 60;
const RECENT_LIST_PAGES = 3;

/** A list's or search's expansions name the objects inside `data`. */
function prefixed(expand: string[]): string[] {
  return expand.map((path) => `data.${path}`);
}

/** The PaymentIntent a card error carries (a decline on confirmation), if any. */
function declinedIntentOf(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeCardError)) return undefined;
  const raw = error.raw as { payment_intent?: unknown } | undefined;
  return raw?.payment_intent ?? undefined;
}
