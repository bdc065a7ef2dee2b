import { z } from 'zod';

import {
  CardGatewayRequestError,
  CardGatewayTimeoutError,
  CardGatewayUnavailableError,
  type CardGateway,
  type ChallengeReturn,
  type CreatePaymentInput,
  type GatewayPayment,
  type ApplePaySessionInput,
  type GatewayCard,
  type GatewayCardToken,
  type GatewayRefund,
} from './card-gateway';

const paymentSchema = z.object({
  id: z.string(),
  status: z.enum(['processing', 'requires_challenge', 'succeeded', 'declined']),
  orderCode: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  brand: z.string(),
  last4: z.string(),
  cardFingerprint: z.string().optional(),
  cardCountry: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  refundedAmount: z.number().int(),
  declineReason: z.string().optional(),
  // The sandbox's challenge page is the storefront's test simulator: the id is all the shop needs.
  challenge: z.object({ id: z.string() }).optional(),
});
const cardTokenSchema = z.object({ token: z.string().min(1), last4: z.string(), brand: z.string() });
const tokenCardSchema = z.object({ brand: z.string(), last4: z.string(), cardFingerprint: z.string().min(1).max(200) });
// Apple's merchant session is opaque to the shop; only that it is an object Apple JS can take is checked.
const merchantSessionSchema = z.record(z.string(), z.unknown());
const refundSchema = z.object({ id: z.string(), paymentId: z.string(), amount: z.number().int() });
const errorSchema = z.object({ error: z.string(), code: z.string().optional() }).loose();

export interface SandboxGatewayOptions {
  baseUrl: string;
  secretKey: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** The sandbox acquirer's REST API (backend/sandbox/card-acquirer) behind the CardGateway port. */
export class SandboxCardGateway implements CardGateway {
  constructor(private readonly options: SandboxGatewayOptions) {}

  async cardOfToken(token: string): Promise<GatewayCard | undefined> {
    try {
      const card = await this.call('GET', `/v1/tokens/${encodeURIComponent(token)}`, tokenCardSchema);
      return { brand: card.brand, last4: card.last4, fingerprint: card.cardFingerprint };
    } catch (error) {
      // An unknown or expired token (404), or one no token could be (too long, other characters):
      // the debit itself then answers invalid_token, as it always has.
      if (error instanceof CardGatewayRequestError) return undefined;
      throw error;
    }
  }

  createPayment(input: CreatePaymentInput, idempotencyKey: string): Promise<GatewayPayment> {
    return this.call('POST', '/v1/payments', paymentSchema, input, { 'idempotency-key': idempotencyKey });
  }

  async verifyChallenge(paymentId: string, returned: ChallengeReturn): Promise<GatewayPayment> {
    const { md, paRes, cres } = returned;
    // Not the sandbox's return (another provider's parameters, or none): nothing to verify.
    if (md === undefined || paRes === undefined || cres === undefined) return this.getPayment(paymentId);
    try {
      return await this.call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/verify`, paymentSchema, { md, paRes, cres });
    } catch (error) {
      // Already verified (a replayed result), or a result the sandbox did not issue: the payment as it is.
      if (error instanceof CardGatewayRequestError && (error.status === 409 || error.code === 'challenge_result_invalid')) {
        return this.getPayment(paymentId);
      }
      throw error;
    }
  }

  refund(paymentId: string, options: { amount?: number; idempotencyKey: string }): Promise<GatewayRefund> {
    const body = options.amount === undefined ? {} : { amount: options.amount };
    return this.call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, refundSchema, body, {
      'idempotency-key': options.idempotencyKey,
    });
  }

  getPayment(paymentId: string): Promise<GatewayPayment> {
    return this.call('GET', `/v1/payments/${encodeURIComponent(paymentId)}`, paymentSchema);
  }

  async findPaymentByIdempotencyKey(idempotencyKey: string): Promise<GatewayPayment | undefined> {
    try {
      return await this.call('GET', `/v1/payments?idempotencyKey=${encodeURIComponent(idempotencyKey)}`, paymentSchema);
    } catch (error) {
      if (error instanceof CardGatewayRequestError && error.status === 404) return undefined;
      throw error;
    }
  }

  createApplePaySession(input: ApplePaySessionInput): Promise<Record<string, unknown>> {
    return this.call('POST', '/v1/apple-pay/sessions', merchantSessionSchema, input);
  }

  exchangeApplePayToken(paymentToken: unknown): Promise<GatewayCardToken> {
    return this.call('POST', '/v1/apple-pay/tokens', cardTokenSchema, { paymentToken });
  }

  private async call<Schema extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: Schema,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<z.infer<Schema>> {
    const fetchImpl = this.options.fetch ?? fetch;
    let response: Response;
    try {
      response = await fetchImpl(`${this.options.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.options.secretKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw new CardGatewayTimeoutError(
          `The card gateway did not answer ${method} ${path.split('?')[0]} within ${this.options.timeoutMs} ms`,
        );
      }
      throw new CardGatewayUnavailableError(
        `The card gateway could not be reached (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    const payload: unknown = await response.json().catch(() => undefined);
    if (response.status >= 400 && response.status < 500) {
      const refusal = errorSchema.safeParse(payload);
      throw new CardGatewayRequestError(
        response.status,
        refusal.success ? (refusal.data.code ?? 'refused') : 'refused',
        refusal.success ? refusal.data.error : `HTTP ${response.status}`,
      );
    }
    if (!response.ok) throw new CardGatewayUnavailableError(`The card gateway failed with HTTP ${response.status}`);
    const parsed = schema.safeParse(payload);
    if (!parsed.success)
      throw new CardGatewayUnavailableError(`Unexpected answer from the card gateway: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    return parsed.data;
  }
}
