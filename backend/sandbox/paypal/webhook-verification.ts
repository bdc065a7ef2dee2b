import { invalidRequest, paypalError } from './paypal-errors';
import type { Answer, SandboxState } from './state';
import { AUTH_ALGO, certUrlOf, publicKeyOf, signedMessage, verifySignature } from './webhook-signing';

/*
 * POST /v1/notifications/verify-webhook-signature: the merchant hands back what it received (the
 * five PAYPAL-* headers, its webhook id and the event) and PayPal answers SUCCESS when it signed
 * exactly that event for that webhook, FAILURE otherwise. A malformed request is 400
 * INVALID_REQUEST, as PayPal answers it. GET /v1/notifications/certs/{id} serves the public key.
 */

type Json = Record<string, unknown>;

/** PayPal's limits and patterns of the request's fields (its API reference). */
const FIELDS = {
  auth_algo: { max: 100, pattern: /^[a-zA-Z0-9]+$/ },
  cert_url: { max: 500, pattern: /^https?:\/\/\S+$/ },
  transmission_id: { max: 50, pattern: /^(?!\d+$)\w+\S+$/ },
  transmission_sig: { max: 500, pattern: /^(?!\d+$)\w+\S+$/ },
  transmission_time: { max: 100, pattern: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/ },
  webhook_id: { max: 50, pattern: /^[a-zA-Z0-9]+$/ },
} as const;

type Field = keyof typeof FIELDS;

function refusal(field: string, issue: 'MISSING_REQUIRED_PARAMETER' | 'INVALID_PARAMETER_VALUE', value?: unknown): Answer {
  return invalidRequest({
    field: `/${field}`,
    ...(value === undefined
      ? {}
      : { value: typeof value === 'string' ? value.slice(0, 100) : (JSON.stringify(value)?.slice(0, 100) ?? '') }),
    issue,
    description: issue === 'MISSING_REQUIRED_PARAMETER' ? 'A required field / parameter is missing.' : 'The value of a field is invalid.',
  });
}

export function verifyWebhookSignature(state: SandboxState, body: Json | undefined): Answer {
  if (!body) return invalidRequest({ issue: 'MALFORMED_REQUEST_JSON', description: 'The request JSON is not well formed.' });
  const values = {} as Record<Field, string>;
  for (const [field, rule] of Object.entries(FIELDS) as Array<[Field, (typeof FIELDS)[Field]]>) {
    const value = body[field];
    if (value === undefined || value === null || value === '') return refusal(field, 'MISSING_REQUIRED_PARAMETER');
    if (typeof value !== 'string' || value.length > rule.max || !rule.pattern.test(value))
      return refusal(field, 'INVALID_PARAMETER_VALUE', value);
    values[field] = value;
  }
  const event = body['webhook_event'];
  if (event === undefined || event === null) return refusal('webhook_event', 'MISSING_REQUIRED_PARAMETER');
  if (typeof event !== 'object' || Array.isArray(event)) return refusal('webhook_event', 'INVALID_PARAMETER_VALUE', event);

  // The simulator's events are sent as JSON.stringify writes them, so the event read back and
  // written again is byte for byte what was signed, as long as nothing in it was changed.
  const message = signedMessage(values.transmission_id, values.transmission_time, values.webhook_id, JSON.stringify(event));
  const verified =
    values.auth_algo === AUTH_ALGO &&
    values.cert_url === certUrlOf(state) &&
    values.webhook_id === state.settings.webhookId &&
    verifySignature(state, message, values.transmission_sig);
  const status = verified ? 'SUCCESS' : 'FAILURE';
  state.stats.verifications[status] += 1;
  return { status: 200, body: { verification_status: status } };
}

/** GET /v1/notifications/certs/{id}: the public key of the simulator's signatures, PEM. */
export function certificate(state: SandboxState, certId: string): Answer {
  const pem = publicKeyOf(state, certId);
  if (!pem) return paypalError('RESOURCE_NOT_FOUND');
  return { status: 200, text: pem };
}
