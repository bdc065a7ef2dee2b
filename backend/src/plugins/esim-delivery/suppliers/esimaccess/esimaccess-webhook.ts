import { timingSafeEqual } from 'node:crypto';

import { EsimSupplierError, type SupplierNotice, type SupplierWebhook } from '../../esim-supplier';
import { notificationSchema } from './esimaccess-schemas';

/*
 * eSIM Access signs no notification (docs › Webhooks: no signature, no secret, only a list of
 * sender IPs). What proves one is theirs: the secret last segment of the URL the shop saved with
 * them, and, when configured, the sender's IP. Even then nothing in it is believed: an
 * ORDER_STATUS only wakes the job, which asks esim/query for the profiles.
 */

/** Far more than any documented notification (about 600 bytes). */
const MAX_NOTIFICATION_BYTES = 64 * 1024;
const ORDER_NO = /^[A-Za-z0-9]{1,64}$/;
/** The shop's references (SupplierOrderRequest.reference). */
const REFERENCE = /^[A-Za-z0-9-]{1,50}$/;

export interface WebhookGuard {
  secret: string | undefined;
  ips: readonly string[];
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  // Compared at the expected length whatever is given, so the time says nothing about the secret.
  return timingSafeEqual(a.length === b.length ? a : b, b) && a.length === b.length;
}

/** `::ffff:1.2.3.4` (an IPv4 sender on a dual-stack socket) is 1.2.3.4. */
function plainIp(address: string): string {
  const trimmed = address.trim().toLowerCase();
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice('::ffff:'.length) : trimmed;
}

function textField(content: Record<string, unknown>, key: string): string | undefined {
  const value = content[key];
  return typeof value === 'string' ? value.trim() : undefined;
}

/**
 * Throws `rejected` when the notification is not eSIM Access's (wrong or missing path secret, a
 * sender outside the allow-list); otherwise tells what it means, `ignored` for whatever the shop
 * does not act on (malformed, oversized, other types).
 */
export function readEsimAccessWebhook(webhook: SupplierWebhook, guard: WebhookGuard): SupplierNotice {
  if (guard.secret === undefined)
    throw new EsimSupplierError('rejected', 'eSIM Access notifications are refused: ESIMACCESS_WEBHOOK_SECRET is not set');
  if (webhook.pathSecret === undefined || !sameText(webhook.pathSecret, guard.secret)) {
    throw new EsimSupplierError('rejected', 'An eSIM Access notification arrived on a URL without the right secret');
  }
  if (guard.ips.length > 0) {
    const sender = webhook.remoteAddress === undefined ? undefined : plainIp(webhook.remoteAddress);
    if (sender === undefined || !guard.ips.some((ip) => plainIp(ip) === sender)) {
      throw new EsimSupplierError('rejected', 'An eSIM Access notification came from an address outside ESIMACCESS_WEBHOOK_IPS');
    }
  }
  if (webhook.rawBody.length > MAX_NOTIFICATION_BYTES) return { kind: 'ignored', reason: `larger than ${MAX_NOTIFICATION_BYTES} bytes` };
  let payload: unknown;
  try {
    payload = JSON.parse(webhook.rawBody.toString('utf8'));
  } catch {
    return { kind: 'ignored', reason: 'not JSON' };
  }
  const parsed = notificationSchema.safeParse(payload);
  if (!parsed.success) return { kind: 'ignored', reason: 'not an eSIM Access notification' };
  const { notifyType, notifyId, content } = parsed.data;
  switch (notifyType) {
    case 'ORDER_STATUS': {
      const orderNo = content ? textField(content, 'orderNo') : undefined;
      if (orderNo === undefined || !ORDER_NO.test(orderNo)) return { kind: 'ignored', reason: 'ORDER_STATUS without a valid orderNo' };
      const transactionId = content ? textField(content, 'transactionId') : undefined;
      // The older notifications have no notifyId: the order and the type stand in for it.
      const noticeId = notifyId && /^[\x21-\x7e]{1,128}$/.test(notifyId) ? notifyId : `${orderNo}:${notifyType}`;
      return {
        kind: 'order-changed',
        supplierOrderRef: orderNo,
        ...(transactionId !== undefined && REFERENCE.test(transactionId) ? { reference: transactionId } : {}),
        noticeId,
      };
    }
    case 'CHECK_HEALTH':
      return { kind: 'ignored', reason: 'CHECK_HEALTH: the test eSIM Access sends when the webhook URL is saved' };
    case 'ESIM_STATUS':
    case 'DATA_USAGE':
    case 'VALIDITY_USAGE':
    case 'SMDP_EVENT':
      return { kind: 'ignored', reason: `${notifyType}: usage and status are asked of the supplier when shown` };
    default:
      return { kind: 'ignored', reason: 'an unknown notification type' };
  }
}
