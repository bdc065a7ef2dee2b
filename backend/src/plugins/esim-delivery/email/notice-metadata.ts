import type { ID } from '@vendure/core';

/*
 * The eSIM emails carry their order's id through the mailer's job to its EmailSendEvent: once the
 * mailer has sent one, the order's notice is marked sent (esim-delivery.service.ts). Marking it
 * earlier, when the job handed the email over, lost the email of a worker killed in between.
 * (The EmailPlugin types metadata as a record of `any`; here it is read as unknown and checked.)
 */

const ORDER_ID = 'esimNoticeOrderId';

export function noticeMetadata(orderId: ID): { [ORDER_ID]: string } {
  return { [ORDER_ID]: String(orderId) };
}

/** The order whose eSIM email this was, or undefined for every other email. */
export function orderOfNotice(metadata: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const orderId = metadata?.[ORDER_ID];
  return typeof orderId === 'string' && orderId !== '' ? orderId : undefined;
}
