/** A refusal in Stripe's shape (docs.stripe.com/api/errors): `{ error: { type, code, message, … } }`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error',
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  body(): { error: Record<string, unknown> } {
    return { error: { type: this.type, message: this.message, ...this.extra } };
  }
}

export const invalidRequest = (message: string, extra: Record<string, unknown> = {}) =>
  new StripeApiError(400, 'invalid_request_error', message, extra);

export const missing = (kind: string, id: string) =>
  new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id.slice(0, 60)}'`, { code: 'resource_missing', param: 'id' });
