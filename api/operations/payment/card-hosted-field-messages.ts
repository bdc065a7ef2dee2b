import { z } from '../../zod';
import { cardTokenSchema } from './card-gateway-call';

/**
 * The card gateway's hosted fields, as the shop's page hears them (docs/architecture.md "A card payment":
 * fields served from the gateway's own origin in cross-origin frames, PCI SAQ A). The gateway's
 * side of the protocol is backend/sandbox/card-acquirer/hosted-field-protocol.ts; every message
 * from a frame is parsed here before the page believes it. None carries a card value.
 */

export const HOSTED_FIELD_SOURCE = 'esim-hosted-field';
export const HOSTED_FIELD_VERSION = 1;

/** The card fields of the checkout form (spec §3), by the names the whole card payment uses. */
const hostedCardFieldSchema = z.enum(['cardNumber', 'expiry', 'cvv']);
export type HostedCardField = z.infer<typeof hostedCardFieldSchema>;

/**
 * What a field reports of what was typed: empty; incomplete (a prefix of something valid);
 * invalid (typing on cannot make it valid); valid. Judged in the frame by the card rules.
 */
const hostedFieldStateSchema = z.enum(['empty', 'incomplete', 'invalid', 'valid']);
export type HostedFieldState = z.infer<typeof hostedFieldStateSchema>;

/** Security codes are 3 or 4 digits (Amex's CID is 4). */
const cvvLengthSchema = z.number().int().min(3).max(4);

const envelope = {
  source: z.literal(HOSTED_FIELD_SOURCE),
  version: z.literal(HOSTED_FIELD_VERSION),
  session: z.string(),
  field: hostedCardFieldSchema,
};

/** A message from a hosted field frame to the shop's page. */
export const hostedFieldMessageSchema = z.discriminatedUnion('type', [
  z.object({ ...envelope, type: z.literal('ready') }),
  z.object({
    ...envelope,
    type: z.literal('change'),
    state: hostedFieldStateSchema,
    brand: cardTokenSchema.shape.brand.optional(),
    cvvLength: cvvLengthSchema.optional(),
  }),
  z.object({ ...envelope, type: z.literal('focus') }),
  z.object({ ...envelope, type: z.literal('blur') }),
  z.object({ ...envelope, type: z.literal('submit') }),
  z.object({ ...envelope, type: z.literal('tokenized'), requestId: z.string(), ...cardTokenSchema.shape }),
  z.object({
    ...envelope,
    type: z.literal('tokenizeFailed'),
    requestId: z.string(),
    code: z.string().max(64),
    /** The card field a refusal names (`field` is the frame's own). */
    failedField: hostedCardFieldSchema.optional(),
  }),
]);
export type HostedFieldMessage = z.infer<typeof hostedFieldMessageSchema>;

/**
 * The shop's look inside a frame (text only: the box around the frame is the shop's). Each value
 * must be one CSS accepts for its property; the frame drops any other.
 */
export interface HostedFieldStyle {
  color?: string;
  fontFamily?: string;
  fontSize?: string;
  fontWeight?: string;
  letterSpacing?: string;
  placeholderColor?: string;
  invalidColor?: string;
}
