import { esimSupplierStandIns } from '../plugins/esim-delivery/suppliers/supplier-choice';
import { cardProviderStandIns } from '../plugins/payment/card/card-provider-stand-ins';
import { viesStandIns } from '../plugins/checkout/vat-check/vies-settings';
import { paypalStandIns } from '../plugins/payment/wallet/wallet-payment-settings';

/*
 * Issue 34: a production start refuses every stand-in the development shop runs on, in one
 * message, each line naming the setting and where its real value comes from. The sandboxes stay
 * the default of `npm start` and of the tests; with NODE_ENV=production nothing falls back to them.
 * Each provider's own module says what its stand-in is (one rule, one place); this file lists them.
 */

/** Host names that never reach a real mailbox (RFC 2606 / 6761), and the development default's. */
const UNDELIVERABLE_DOMAIN = /(?:^|\.)(?:localhost|test|example|invalid|local)$|(?:^|\.)example\.(?:com|net|org)$/i;

/** The address inside `"Name" <address>` or a bare one; undefined when there is none. */
function addressOf(from: string): string | undefined {
  return (/<([^<>\s]+@[^<>\s]+)>\s*$/.exec(from)?.[1] ?? /^([^\s<>"]+@[^\s<>"]+)$/.exec(from.trim())?.[1])?.toLowerCase();
}

/** Emails go to the outbox folder unless SMTP is set; a sender on a made-up domain is refused by every receiving server. */
function mailStandIns(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (!env['SMTP_URL']?.trim()) {
    problems.push('SMTP_URL: emails would only be written to the outbox folder (your mail provider: smtps://user:password@host:465)');
  }
  const from = env['MAIL_FROM']?.trim();
  const domain = from ? addressOf(from)?.split('@')[1] : undefined;
  if (!from || !domain || UNDELIVERABLE_DOMAIN.test(domain)) {
    problems.push(
      'MAIL_FROM: a sender on your own domain, e.g. "eSIM Shop" <orders@your-shop.com> (the domain whose SPF, DKIM and DMARC you publish: docs/go-live.md)',
    );
  }
  return problems;
}

/** The backend's test-only switches: each opens an endpoint that changes what shoppers see. */
function testControlsLeft(env: NodeJS.ProcessEnv): string[] {
  return ['ESIM_SANDBOX_TEST_CONTROLS']
    .filter((name) => /^(?:1|true|yes|on)$/i.test(env[name]?.trim() ?? ''))
    .map((name) => `${name}: a test control, never for a live shop (unset it)`);
}

/** The invented reviews of backend/seed/reviews.json are sample data: published in a live shop they are fake reviews. */
function sampleReviewsLeft(env: NodeJS.ProcessEnv): string[] {
  return /^(?:1|true|yes|on)$/i.test(env['SAMPLE_REVIEWS']?.trim() ?? '')
    ? ['SAMPLE_REVIEWS: the seed’s invented reviews would be published as customers’ (unset it; real reviews come from buyers)']
    : [];
}

/** Every stand-in a production start would run on, one line each; empty when the shop is configured for real. */
export function productionStandIns(env: NodeJS.ProcessEnv): string[] {
  return [
    ...esimSupplierStandIns(env),
    ...cardProviderStandIns(env),
    ...paypalStandIns(env),
    ...viesStandIns(env),
    ...mailStandIns(env),
    ...testControlsLeft(env),
    ...sampleReviewsLeft(env),
  ];
}
