import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { FileBasedTemplateLoader, HandlebarsMjmlGenerator } from '@vendure/email-plugin';
import { beforeAll, describe, expect, it } from 'vitest';

import { EMAIL_TEMPLATES_DIR } from '../src/email/templates-dir';
import { SHOP_LANGUAGES, type ShopLanguage } from '../src/seed/languages';
import { DELIVERED_MESSAGES } from '../src/plugins/esim-delivery/email/delivered-messages';
import {
  ESIM_DELIVERED_TEMPLATE,
  ESIM_FAILED_TEMPLATE,
  prepareDeliveredMail,
  prepareFailedMail,
  type PreparedMail,
} from '../src/plugins/esim-delivery/email/esim-mails';
import { FAILED_MESSAGES } from '../src/plugins/esim-delivery/email/failed-messages';

const generator = new HandlebarsMjmlGenerator();
const FROM = '"eSIM Shop" <noreply@esim-shop.localhost>';

beforeAll(async () => {
  await generator.onInit({ templateLoader: new FileBasedTemplateLoader(EMAIL_TEMPLATES_DIR), handlers: [], transport: { type: 'none' } });
});

/** Renders like the EmailPlugin's send job: the template file, then Handlebars, then MJML. */
async function render(type: string, mail: PreparedMail) {
  const template = await readFile(path.join(EMAIL_TEMPLATES_DIR, type, 'body.hbs'), 'utf8');
  return generator.generate(FROM, mail.subject, template, { fromAddress: FROM, ...mail.templateVars });
}

/** The HTML's visible text, entities decoded, so assertions read like what the shopper sees. */
function text(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;|&#x22;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&#x3D;/g, '=')
    .replace(/[ \t\r\n]+/g, ' ');
}

const ESIMS = [
  {
    iccid: '89882991234567890128',
    smdpAddress: 'smdp.sandbox.esim-shop.test',
    matchingId: 'AB12C-DE34F-GH56I-JK78L',
    productName: 'France eSIM',
  },
  {
    iccid: '89882990000000000004',
    smdpAddress: 'smdp.sandbox.esim-shop.test',
    matchingId: 'ZZ99Z-YY88Y-XX77X-WW66W',
    productName: 'Europe eSIM',
  },
];

const order = (language: ShopLanguage) => ({ language, orderCode: 'K7QX2ZP4', recipient: 'traveller@example.com', firstName: 'Léa' });

/** What each language must say: the words a reader of that language needs to find. */
const KEY_WORDS: Record<ShopLanguage, { delivered: string[]; failed: string[] }> = {
  en: { delivered: ['Settings', 'Data Roaming', 'spam'], failed: ['cancelled', 'refunded'] },
  fr: { delivered: ['Réglages', 'itinérance', 'courriers indésirables'], failed: ['annulé', 'remboursé'] },
  es: { delivered: ['Ajustes', 'itinerancia', 'spam'], failed: ['cancelado', 'reembolsado'] },
  it: { delivered: ['Impostazioni', 'roaming', 'spam'], failed: ['annullato', 'rimborsato'] },
  de: { delivered: ['Einstellungen', 'Daten-Roaming', 'Spam-Ordner'], failed: ['storniert', 'erstattet'] },
  nl: { delivered: ['Instellingen', 'dataroaming', 'spammap'], failed: ['geannuleerd', 'terugbetaald'] },
  ja: { delivered: ['設定', 'データローミング', '迷惑メール'], failed: ['キャンセル', '返金'] },
  zh_Hant: { delivered: ['設定', '數據漫遊', '垃圾郵件'], failed: ['取消', '退款'] },
};

describe.each(SHOP_LANGUAGES)('eSIM delivery email in %s', (language) => {
  it('has the subject, QR codes by cid, both codes for manual entry, the iOS link, steps and delivery facts', async () => {
    const mail = await prepareDeliveredMail(order(language), ESIMS);
    const { subject, body } = await render(ESIM_DELIVERED_TEMPLATE, mail);
    const t = DELIVERED_MESSAGES[language];
    expect(subject).toBe(t.subject('K7QX2ZP4'));
    expect(subject).toContain('K7QX2ZP4');
    const visible = text(body);
    expect(body).toContain(`lang="${language === 'zh_Hant' ? 'zh-Hant' : language}"`);
    for (const esim of ESIMS) {
      expect(visible).toContain(esim.smdpAddress);
      expect(visible).toContain(esim.matchingId);
      expect(visible).toContain(esim.iccid);
      expect(body).toContain(
        `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(`LPA:1$${esim.smdpAddress}$${esim.matchingId}`)}`,
      );
    }
    expect(body).toContain('src="cid:esim-qr-1@esim-shop"');
    expect(body).toContain('src="cid:esim-qr-2@esim-shop"');
    for (const sentence of [t.heading, t.greeting('Léa'), t.intro('K7QX2ZP4', 2), t.planStarts, t.iosButton, t.iosHint]) {
      expect(visible).toContain(sentence);
    }
    for (const sentence of [...t.iphoneSteps, ...t.androidSteps, t.deliveryFacts, t.support, t.smdpLabel, t.activationCodeLabel]) {
      expect(visible).toContain(sentence);
    }
    for (const word of KEY_WORDS[language].delivered) expect(visible).toContain(word);
    // spec §9 figures: 1 minute, 5 minutes, 15 minutes
    expect(t.deliveryFacts).toMatch(/\b1\b/);
    expect(t.deliveryFacts).toMatch(/\b5\b/);
    expect(t.support).toMatch(/\b15\b/);
    expect(t.support).toMatch(/24/);
    expect(t.iosHint).toContain('17.4');
  });

  it('links the eSIM usage page in the language when it has the link, and leaves the section out without it', async () => {
    const usageLink = `https://shop.example/${language === 'zh_Hant' ? 'tw' : language}/esim-status?token=K7QX2ZP4.1800000000.abc`;
    const { body } = await render(ESIM_DELIVERED_TEMPLATE, await prepareDeliveredMail({ ...order(language), usageLink }, ESIMS));
    const t = DELIVERED_MESSAGES[language];
    for (const sentence of [t.usageTitle, t.usageText, t.usageButton]) expect(text(body)).toContain(sentence);
    expect(t.usageText).toMatch(/180/);
    expect(body.replace(/&#x3D;/g, '=')).toContain(`href="${usageLink}"`);
    const without = (await render(ESIM_DELIVERED_TEMPLATE, await prepareDeliveredMail(order(language), ESIMS))).body;
    expect(text(without)).not.toContain(t.usageButton);
  });

  it('attaches each QR code twice: inline under its cid and as a file', async () => {
    const mail = await prepareDeliveredMail(order(language), ESIMS);
    expect(mail.attachments.map((a) => [a.contentDisposition, a.cid ?? null])).toEqual([
      ['inline', 'esim-qr-1@esim-shop'],
      ['attachment', null],
      ['inline', 'esim-qr-2@esim-shop'],
      ['attachment', null],
    ]);
    for (const attachment of mail.attachments) {
      expect(attachment.contentType).toBe('image/png');
      expect(Buffer.from(attachment.content, 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');
    }
  });

  it('writes the failure email: cancelled, refunded amount in the local format, what was cancelled', async () => {
    const lines = [{ productName: 'Japan eSIM', quantity: 2 }];
    const settled = prepareFailedMail(order(language), lines, { amount: 2398, settled: true }, 'EUR');
    const { subject, body } = await render(ESIM_FAILED_TEMPLATE, settled);
    const t = FAILED_MESSAGES[language];
    expect(subject).toBe(t.subject('K7QX2ZP4'));
    const visible = text(body);
    const amount = new Intl.NumberFormat(language === 'zh_Hant' ? 'zh-Hant' : language, { style: 'currency', currency: 'EUR' }).format(
      23.98,
    );
    expect(visible).toContain(t.refundSettled(amount));
    expect(visible).toContain('2 × Japan eSIM');
    for (const sentence of [t.heading, t.explanation('K7QX2ZP4'), t.bankDelay, t.apology, t.support]) expect(visible).toContain(sentence);
    for (const word of KEY_WORDS[language].failed) expect(`${subject} ${visible}`).toContain(word);

    const pending = prepareFailedMail(order(language), lines, { amount: 2398, settled: false }, 'EUR');
    expect(text((await render(ESIM_FAILED_TEMPLATE, pending)).body)).toContain(t.refundPending(amount));
  });
});

describe('eSIM email translations', () => {
  it('are real translations: no two languages share a subject or install steps', () => {
    const subjects = SHOP_LANGUAGES.map((language) => DELIVERED_MESSAGES[language].subject('X'));
    const failures = SHOP_LANGUAGES.map((language) => FAILED_MESSAGES[language].subject('X'));
    const steps = SHOP_LANGUAGES.map((language) => DELIVERED_MESSAGES[language].iphoneSteps[0]);
    for (const list of [subjects, failures, steps]) expect(new Set(list).size).toBe(SHOP_LANGUAGES.length);
  });

  it('escape what the shopper typed', async () => {
    const mail = await prepareDeliveredMail({ ...order('en'), firstName: '<script>alert(1)</script>' }, ESIMS.slice(0, 1));
    const { body } = await render(ESIM_DELIVERED_TEMPLATE, mail);
    expect(body).not.toContain('<script>alert(1)</script>');
  });
});
