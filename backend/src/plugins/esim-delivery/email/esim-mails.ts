import { intlLocale, type ShopLanguage } from '../../../seed/languages';
import { appleInstallUrl, lpaString, qrCodePng } from '../activation';
import type { RefundSummary } from '../delivery-workflow';
import type { EsimProfileData } from '../esim-supplier';
import { DELAYED_MESSAGES } from './delayed-messages';
import { DELIVERED_MESSAGES } from './delivered-messages';
import { FAILED_MESSAGES } from './failed-messages';

/** Template folders under backend/email-templates/. */
export const ESIM_DELIVERED_TEMPLATE = 'esim-delivered';
export const ESIM_FAILED_TEMPLATE = 'esim-delivery-failed';
export const ESIM_DELAYED_TEMPLATE = 'esim-delivery-delayed';

/** A PNG as the EmailPlugin queues it: base64 text keeps the job's JSON small. */
interface MailAttachment {
  filename: string;
  content: string;
  encoding: 'base64';
  contentType: 'image/png';
  contentDisposition: 'inline' | 'attachment';
  cid?: string;
}

/** Everything the EmailPlugin handler needs, built before the event so the job controls failures. */
export interface PreparedMail {
  recipient: string;
  subject: string;
  templateVars: Record<string, unknown>;
  attachments: MailAttachment[];
}

export interface MailOrder {
  language: ShopLanguage;
  orderCode: string;
  recipient: string;
  firstName: string | undefined;
  /** The guest's signed eSIM usage page (esim-usage-link.ts); the delivery email shows it. */
  usageLink?: string | undefined;
}

export interface DeliveredEsim extends EsimProfileData {
  productName: string;
}

export async function prepareDeliveredMail(order: MailOrder, esims: DeliveredEsim[]): Promise<PreparedMail> {
  const t = DELIVERED_MESSAGES[order.language];
  // The QR codes are drawn at once; the attachments follow the eSIMs' order, whichever finishes first.
  const drawn = await Promise.all(
    esims.map(async (esim, index) => {
      const number = index + 1;
      const lpa = lpaString(esim);
      const png = (await qrCodePng(lpa)).toString('base64');
      const cid = `esim-qr-${number}@esim-shop`;
      // The same image twice: inline (cid) for the body, and as a file the shopper can save or print.
      const files: MailAttachment[] = [
        {
          filename: `esim-${number}-qr.png`,
          content: png,
          encoding: 'base64',
          contentType: 'image/png',
          contentDisposition: 'inline',
          cid,
        },
        {
          filename: `esim-${number}-${order.orderCode}.png`,
          content: png,
          encoding: 'base64',
          contentType: 'image/png',
          contentDisposition: 'attachment',
        },
      ];
      const card = {
        title: t.esimTitle(number, esim.productName),
        qrCid: cid,
        iccid: esim.iccid,
        smdpAddress: esim.smdpAddress,
        matchingId: esim.matchingId,
        confirmationCode: esim.confirmationCode,
        appleInstallUrl: appleInstallUrl(lpa),
      };
      return { card, files };
    }),
  );
  const cards = drawn.map(({ card }) => card);
  const attachments = drawn.flatMap(({ files }) => files);
  const subject = t.subject(order.orderCode);
  const intro = t.intro(order.orderCode, esims.length);
  return {
    recipient: order.recipient,
    subject,
    attachments,
    templateVars: {
      lang: intlLocale(order.language),
      title: subject,
      preview: intro,
      greeting: t.greeting(order.firstName),
      intro,
      esims: cards,
      usageLink: order.usageLink,
      t: {
        heading: t.heading,
        planStarts: t.planStarts,
        qrAlt: t.qrAlt,
        iosButton: t.iosButton,
        iosHint: t.iosHint,
        attachmentNote: t.attachmentNote,
        manualTitle: t.manualTitle,
        smdpLabel: t.smdpLabel,
        activationCodeLabel: t.activationCodeLabel,
        confirmationCodeLabel: t.confirmationCodeLabel,
        iccidLabel: t.iccidLabel,
        iphoneTitle: t.iphoneTitle,
        iphoneSteps: t.iphoneSteps,
        androidTitle: t.androidTitle,
        androidSteps: t.androidSteps,
        deliveryFacts: t.deliveryFacts,
        usageTitle: t.usageTitle,
        usageText: t.usageText,
        usageButton: t.usageButton,
        support: t.support,
        signOff: t.signOff,
        team: t.team,
      },
    },
  };
}

export interface OrderedLine {
  productName: string;
  quantity: number;
}

/** "Your eSIM is on its way": the order is paid and safe; the eSIM follows, or a full refund. */
export function prepareDelayedMail(order: MailOrder, lines: OrderedLine[]): PreparedMail {
  const t = DELAYED_MESSAGES[order.language];
  const subject = t.subject(order.orderCode);
  const explanation = t.explanation(order.orderCode);
  return {
    recipient: order.recipient,
    subject,
    attachments: [],
    templateVars: {
      lang: intlLocale(order.language),
      title: subject,
      preview: explanation,
      greeting: t.greeting(order.firstName),
      explanation,
      lines: lines.map((line) => ({ label: `${line.quantity} × ${line.productName}` })),
      statusLink: order.usageLink,
      t: {
        heading: t.heading,
        items: t.items,
        reassurance: t.reassurance,
        statusLink: t.statusLink,
        support: t.support,
        signOff: t.signOff,
        team: t.team,
      },
    },
  };
}

export function prepareFailedMail(order: MailOrder, lines: OrderedLine[], refund: RefundSummary, currencyCode: string): PreparedMail {
  const t = FAILED_MESSAGES[order.language];
  const amount = new Intl.NumberFormat(intlLocale(order.language), { style: 'currency', currency: currencyCode }).format(
    refund.amount / 100,
  );
  const subject = t.subject(order.orderCode);
  const explanation = t.explanation(order.orderCode);
  return {
    recipient: order.recipient,
    subject,
    attachments: [],
    templateVars: {
      lang: intlLocale(order.language),
      title: subject,
      preview: explanation,
      greeting: t.greeting(order.firstName),
      explanation,
      lines: lines.map((line) => ({ label: `${line.quantity} × ${line.productName}` })),
      refund: refund.settled ? t.refundSettled(amount) : t.refundPending(amount),
      t: {
        heading: t.heading,
        cancelledItems: t.cancelledItems,
        bankDelay: t.bankDelay,
        apology: t.apology,
        support: t.support,
        signOff: t.signOff,
        team: t.team,
      },
    },
  };
}
