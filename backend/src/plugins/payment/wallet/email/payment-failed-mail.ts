import { intlLocale, type ShopLanguage } from '../../../../seed/languages';
import { PAYMENT_FAILED_MESSAGES } from './payment-failed-messages';

/** Template folder under backend/email-templates/. */
export const WALLET_PAYMENT_FAILED_TEMPLATE = 'wallet-payment-failed';

export interface PaymentFailedMail {
  recipient: string;
  subject: string;
  templateVars: Record<string, unknown>;
}

export interface PaymentFailedOrder {
  language: ShopLanguage;
  orderCode: string;
  recipient: string;
  firstName: string | undefined;
  lines: ReadonlyArray<{ productName: string; quantity: number }>;
}

/** Everything the email handler needs, in the shopper's language (the one they checked out in). */
export function preparePaymentFailedMail(order: PaymentFailedOrder): PaymentFailedMail {
  const t = PAYMENT_FAILED_MESSAGES[order.language];
  const subject = t.subject(order.orderCode);
  const explanation = t.explanation(order.orderCode);
  return {
    recipient: order.recipient,
    subject,
    templateVars: {
      lang: intlLocale(order.language),
      title: subject,
      preview: explanation,
      greeting: t.greeting(order.firstName),
      explanation,
      lines: order.lines.map((line) => ({ label: `${line.quantity} × ${line.productName}` })),
      t: {
        heading: t.heading,
        cancelledItems: t.cancelledItems,
        nothingCharged: t.nothingCharged,
        tryAgain: t.tryAgain,
        support: t.support,
        signOff: t.signOff,
        team: t.team,
      },
    },
  };
}
