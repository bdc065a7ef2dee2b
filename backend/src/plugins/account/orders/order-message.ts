import { ORDER_MESSAGE_MAX_LENGTH } from './constants';

/*
 * A customer's message about an order (spec §3 Order message), as plain text: line breaks kept
 * (CRLF made LF), other control characters dropped, blank edges trimmed. Nothing is escaped or
 * interpreted: the dashboard shows notes as text. Pure.
 */

export type MessageCheck = { ok: true; message: string } | { ok: false; reason: string };

export function checkOrderMessage(raw: string): MessageCheck {
  const message = raw
    .replace(/\r\n?/g, '\n')
    .replace(/(?![\t\n])\p{Cc}|[\u200B\u2028\u2029]/gu, '')
    .trim();
  if (message === '') return { ok: false, reason: 'The message is required' };
  if ([...message].length > ORDER_MESSAGE_MAX_LENGTH)
    return { ok: false, reason: `The message exceeds ${ORDER_MESSAGE_MAX_LENGTH} characters` };
  return { ok: true, message };
}

/** The note staff read: who wrote, about which item (when one was named), then the message. */
export function orderNote(message: string, item?: { name: string; sku: string }): string {
  const about = item ? ` about "${item.name}" (${item.sku})` : '';
  return `Message from the customer${about}:\n${message}`;
}
