import { z } from 'zod';

/*
 * What the adapter reads of PayPal's answers. Objects stay loose: PayPal adds fields over time and
 * an unknown field must not fail a payment; what we rely on is checked strictly.
 */

const money = z.object({ currency_code: z.string(), value: z.string() });

export const tokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().regex(/^bearer$/i),
  expires_in: z.number().int().positive(),
  scope: z.string().optional(),
  app_id: z.string().optional(),
  nonce: z.string().optional(),
});

const captureSchema = z
  .object({
    id: z.string().min(1),
    status: z.enum(['COMPLETED', 'DECLINED', 'PARTIALLY_REFUNDED', 'PENDING', 'REFUNDED', 'FAILED']),
    status_details: z.object({ reason: z.string().optional() }).loose().optional(),
    amount: money,
  })
  .loose();

const refundStatus = z.enum(['CANCELLED', 'FAILED', 'PENDING', 'COMPLETED']);

/** A refund (or reversal) as the order lists it under payments.refunds. */
const orderRefundSchema = z.object({ id: z.string().min(1), status: refundStatus, amount: money }).loose();

const purchaseUnitSchema = z
  .object({
    reference_id: z.string().optional(),
    custom_id: z.string().optional(),
    invoice_id: z.string().optional(),
    amount: money
      .extend({ breakdown: z.object({ item_total: money.optional(), tax_total: money.optional() }).loose().optional() })
      .loose()
      .optional(),
    payments: z
      .object({ captures: z.array(captureSchema).optional(), refunds: z.array(orderRefundSchema).optional() })
      .loose()
      .optional(),
  })
  .loose();

const nameSchema = z.object({ given_name: z.string().optional(), surname: z.string().optional() }).loose();

export const orderSchema = z
  .object({
    id: z.string().min(1),
    status: z.enum(['CREATED', 'SAVED', 'APPROVED', 'VOIDED', 'COMPLETED', 'PAYER_ACTION_REQUIRED']),
    purchase_units: z.array(purchaseUnitSchema).optional(),
    payer: z
      .object({ payer_id: z.string().optional(), email_address: z.string().optional(), name: nameSchema.optional() })
      .loose()
      .optional(),
    payment_source: z
      .object({
        paypal: z
          .object({ account_id: z.string().optional(), email_address: z.string().optional(), name: nameSchema.optional() })
          .loose()
          .optional(),
      })
      .loose()
      .optional(),
    links: z.array(z.object({ href: z.string(), rel: z.string(), method: z.string().optional() }).loose()).optional(),
  })
  .loose();

export type PayPalOrder = z.infer<typeof orderSchema>;

/** POST /v2/payments/captures/{id}/refund with `Prefer: return=representation`. */
export const refundSchema = z
  .object({
    id: z.string().min(1),
    status: refundStatus,
    amount: money,
  })
  .loose();

/** POST /v1/notifications/verify-webhook-signature. */
export const webhookVerificationSchema = z.object({ verification_status: z.enum(['SUCCESS', 'FAILURE']) }).loose();

/** Both error shapes: the REST APIs' (`name`, `details[].issue`) and OAuth's (`error`). */
export const errorSchema = z
  .object({
    name: z.string().optional(),
    message: z.string().optional(),
    debug_id: z.string().optional(),
    details: z.array(z.object({ issue: z.string(), description: z.string().optional(), field: z.string().optional() }).loose()).optional(),
    error: z.string().optional(),
    error_description: z.string().optional(),
  })
  .loose();
