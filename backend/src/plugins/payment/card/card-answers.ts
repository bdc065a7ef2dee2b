import type { RequestContext } from '@vendure/core';

import { declineMessageKey } from './card-payment-messages';
import type { CardProvider } from './constants';
import type { StoredOutcome } from './operation-claims';
import { storefrontLocale } from '../../../text/storefront-locale';

/** The GraphQL CardDebitResult: one object, the fields of its status filled (api-extensions.ts). */
export interface CardDebitAnswer {
  status: 'succeeded' | 'challenge' | 'declined';
  orderCode: string | null;
  transactionRef: string | null;
  challengeUrl: string | null;
  message: string | null;
  declineCode: string | null;
}

export interface CardFinishAnswer {
  status: 'succeeded' | 'declined';
  orderCode: string | null;
  message: string | null;
  declineCode: string | null;
}

/** The sandbox's challenge page is the storefront's test simulator (spec §2), in the shopper's language; a provider's own is its own URL. */
export function challengePageUrl(storefrontOrigin: string, languageCode: string, challengeId: string): string {
  return `${storefrontOrigin}/${storefrontLocale(languageCode)}/test-simulator?ref=${encodeURIComponent(challengeId)}`;
}

/** Spec §2 card payment return: `/{lang}/payment/{card-provider}.html`. */
export function paymentReturnUrl(storefrontOrigin: string, languageCode: string, provider: CardProvider): string {
  return `${storefrontOrigin}/${storefrontLocale(languageCode)}/payment/${provider}.html`;
}

export function debitAnswer(ctx: RequestContext, outcome: StoredOutcome, storefrontOrigin: string): CardDebitAnswer {
  const none = { orderCode: null, transactionRef: null, challengeUrl: null, message: null, declineCode: null };
  switch (outcome.status) {
    case 'succeeded':
      return { ...none, status: 'succeeded', orderCode: outcome.orderCode, transactionRef: outcome.transactionRef };
    case 'challenge':
      return {
        ...none,
        status: 'challenge',
        transactionRef: outcome.transactionRef,
        challengeUrl: outcome.challengeUrl ?? challengePageUrl(storefrontOrigin, ctx.languageCode, outcome.challengeId),
      };
    case 'declined':
      return {
        ...none,
        status: 'declined',
        transactionRef: outcome.transactionRef,
        message: ctx.translate(declineMessageKey(outcome.reason)),
        declineCode: outcome.reason,
      };
  }
}

export function finishAnswer(ctx: RequestContext, outcome: StoredOutcome): CardFinishAnswer {
  if (outcome.status === 'succeeded') return { status: 'succeeded', orderCode: outcome.orderCode, message: null, declineCode: null };
  // A finish never leaves a challenge open; one still open is reported as not verified.
  const reason = outcome.status === 'declined' ? outcome.reason : 'verification_failed';
  return { status: 'declined', orderCode: null, message: ctx.translate(declineMessageKey(reason)), declineCode: reason };
}
