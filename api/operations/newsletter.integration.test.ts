import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { simpleParser, type ParsedMail } from 'mailparser';
import { describe, expect, inject, it } from 'vitest';
import { z } from '../zod';

import { ShopError } from '../errors';
import { admin } from '../test-support/account-customer';
import { realShopClient } from '../test-support/clients';
import { confirmNewsletterSubscription, subscribeToNewsletter } from './newsletter';

/*
 * The newsletter's double opt-in against the real backend: the confirmation email read from the
 * backend's outbox, its link in the subscriber's language, one use per token, the neutral answer
 * for known addresses and the 10-minute pause between two emails to one address.
 */

function mailboxDir(): string {
  const dir = inject('mailboxDir');
  if (!dir) throw new Error('The integration setup named no mailbox (MAILBOX_DIR)');
  return dir;
}

const uniqueEmail = (label: string) => `news-${label}-${randomUUID().slice(0, 8)}@example.com`;

async function mailsTo(recipient: string): Promise<ParsedMail[]> {
  const names = (await readdir(mailboxDir()).catch(() => [] as string[]))
    .filter((name) => name.includes(`_${recipient}_`) && name.endsWith('.eml'))
    .sort();
  return Promise.all(names.map(async (name) => simpleParser(await readFile(path.join(mailboxDir(), name)))));
}

async function waitForMail(recipient: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(recipient))[0];
        return found !== undefined;
      },
      { timeout: 10_000, interval: 100 },
    )
    .toBe(true);
  if (!found) throw new Error('no mail');
  return found;
}

/** Handlebars escapes `=` and `&` in the href. */
function unescapeHtml(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_match, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_match, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

function confirmLinkIn(mail: ParsedMail): URL {
  const html = typeof mail.html === 'string' ? mail.html : '';
  const href = [...html.matchAll(/href="([^"]+)"/g)]
    .map((match) => unescapeHtml(match[1] ?? ''))
    .find((value) => value.includes('/newsletter/confirm'));
  if (!href) throw new Error(`no confirmation link in "${mail.subject ?? ''}"`);
  return new URL(href);
}

async function refusal(call: Promise<unknown>): Promise<{ status: number; code: string | undefined; message: string }> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ShopError) || error.detail.kind !== 'http') throw new Error(`expected a ShopError, got ${String(error)}`);
  return { status: error.status, code: error.detail.code, message: error.message };
}

/** Gives the queued emails time to reach the outbox before counting what did not arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

describe('newsletter double opt-in', () => {
  it('emails a link in the subscriber’s language, which confirms once', async () => {
    const email = uniqueEmail('fr');
    const client = realShopClient({ locale: 'fr' });
    expect(await subscribeToNewsletter(client, email, 'blog')).toEqual({ status: 'PENDING_CONFIRMATION' });

    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Confirmez votre inscription à la newsletter');
    const link = confirmLinkIn(mail);
    expect(link.pathname).toBe('/fr/newsletter/confirm');
    const token = link.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect(await confirmNewsletterSubscription(client, token)).toEqual({ status: 'CONFIRMED' });
    expect(await confirmNewsletterSubscription(client, token)).toEqual({ status: 'INVALID_TOKEN' });

    // Staff see it confirmed, from the blog, in French; the Admin API never shows a token.
    const { newsletterSubscriptions } = await admin<{
      newsletterSubscriptions: { items: Array<Record<string, unknown>>; totalItems: number };
    }>(
      'query ($email: String!) { newsletterSubscriptions(options: { filter: { email: { eq: $email } } }) { items { email state source languageCode confirmedAt } totalItems } }',
      { email },
    );
    expect(newsletterSubscriptions.totalItems).toBe(1);
    expect(newsletterSubscriptions.items[0]).toMatchObject({ email, state: 'confirmed', source: 'blog', languageCode: 'fr' });
    expect(newsletterSubscriptions.items[0]?.['confirmedAt']).toEqual(expect.any(String));
  });

  it('links Traditional Chinese subscribers to /tw', async () => {
    const email = uniqueEmail('tw');
    await subscribeToNewsletter(realShopClient({ locale: 'tw' }), email);
    const mail = await waitForMail(email);
    expect(mail.subject).toBe('請確認您的電子報訂閱');
    expect(confirmLinkIn(mail).pathname).toBe('/tw/newsletter/confirm');
  });

  it('answers INVALID_TOKEN for a garbage or unknown token', async () => {
    const client = realShopClient();
    expect(await confirmNewsletterSubscription(client, 'not-a-token')).toEqual({ status: 'INVALID_TOKEN' });
    expect(await confirmNewsletterSubscription(client, 'A'.repeat(43))).toEqual({ status: 'INVALID_TOKEN' });
    expect(await confirmNewsletterSubscription(client, `${'x'.repeat(5000)}' OR 1=1 --`)).toEqual({ status: 'INVALID_TOKEN' });
  });

  it('refuses an invalid address with spec §5’s message in the request’s language', async () => {
    expect(await refusal(subscribeToNewsletter(realShopClient({ locale: 'de' }), 'not-an-address'))).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      message: 'Ist keine gültige E-Mail-Adresse',
    });
    expect(await refusal(subscribeToNewsletter(realShopClient({ locale: 'ja' }), 'a@b'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: '有効なメールアドレスではありません',
    });
    expect(await refusal(subscribeToNewsletter(realShopClient(), '<script>@example.com'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Is not a valid email address',
    });
    expect(await refusal(subscribeToNewsletter(realShopClient({ locale: 'nl' }), '   '))).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      message: 'Dit veld is verplicht',
    });
    expect(await refusal(subscribeToNewsletter(realShopClient(), `${'a'.repeat(300)}@example.com`))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Is not a valid email address',
    });
  });

  it('refuses an unknown source, translated', async () => {
    const refused = await refusal(
      realShopClient({ locale: 'fr' }).request(
        'subscribeToNewsletter',
        'mutation { subscribeToNewsletter(email: "someone@example.com", source: "popup") { status } }',
        {},
        z.unknown(),
      ),
    );
    expect(refused).toMatchObject({ code: 'BAD_USER_INPUT', message: "Ce formulaire d'inscription n'est pas reconnu" });
  });

  it('answers a confirmed address the same way and does not mail it again, whatever its case', async () => {
    const email = uniqueEmail('known');
    const client = realShopClient();
    await subscribeToNewsletter(client, email, 'modal');
    const token = confirmLinkIn(await waitForMail(email)).searchParams.get('token') ?? '';
    expect(await confirmNewsletterSubscription(client, token)).toEqual({ status: 'CONFIRMED' });

    expect(await subscribeToNewsletter(client, email.toUpperCase(), 'account')).toEqual({ status: 'PENDING_CONFIRMATION' });
    await settle();
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('sends no second email to a pending address within 10 minutes, and the first link still works', async () => {
    const email = uniqueEmail('pending');
    const client = realShopClient({ locale: 'it' });
    const answers = await Promise.all([
      subscribeToNewsletter(client, email),
      subscribeToNewsletter(client, email),
      subscribeToNewsletter(client, ` ${email.toUpperCase()} `),
    ]);
    expect(answers).toEqual(Array(3).fill({ status: 'PENDING_CONFIRMATION' }));
    const mail = await waitForMail(email);
    expect(await subscribeToNewsletter(client, email, 'blog')).toEqual({ status: 'PENDING_CONFIRMATION' });
    await settle();
    expect(await mailsTo(email)).toHaveLength(1);
    expect(mail.subject).toBe("Conferma l'iscrizione alla newsletter");
    expect(await confirmNewsletterSubscription(client, confirmLinkIn(mail).searchParams.get('token') ?? '')).toEqual({
      status: 'CONFIRMED',
    });
  });

  it('keeps the subscriptions from anonymous Admin API calls', async () => {
    const adminApiUrl = inject('shopApiUrl').replace(/\/shop-api\/?$/, '/admin-api');
    const response = await fetch(adminApiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ newsletterSubscriptions { totalItems items { email } } }' }),
    });
    const body = (await response.json()) as { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> };
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(body.data ?? null).toBeNull();
  });
});
