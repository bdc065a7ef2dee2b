import { useState } from 'react';
import { useIntl } from 'react-intl';

import { completeSandboxChallenge, getSandboxChallenge, sandboxReturnUrl, type CardPaymentConfig } from '@shop/api';
import { ChallengeSimulator, Spinner, type ChallengeOutcome } from '@shop/design-system';

import { useKeyedLoad } from '../../lib/react/use-keyed-load';
import { shopErrorMessage } from '../../lib/i18n/shop-error-message';

/**
 * The sandbox bank's challenge page. The shopper's answer goes straight to the sandbox's origin
 * (like a real bank's ACS), which answers where to return: `/{lang}/payment/{provider}.html`
 * with md, paRes and cres, verified there by the shop with the gateway.
 */
export function ChallengeSimulatorPage({ config, challengeId }: { config: CardPaymentConfig; challengeId: string }) {
  const intl = useIntl();
  const [sending, setSending] = useState<{ outcome: ChallengeOutcome; error?: unknown } | null>(null);
  const [status, retry] = useKeyedLoad(challengeId, (signal) => getSandboxChallenge(config, challengeId, { signal }));

  const answer = (outcome: ChallengeOutcome) => {
    setSending({ outcome });
    completeSandboxChallenge(config, challengeId, outcome).then(
      (result) => window.location.assign(sandboxReturnUrl(result)),
      (error: unknown) => setSending({ outcome, error }),
    );
  };

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-8">
      {status.kind === 'loading' ? (
        <div role="status" className="flex items-center gap-3">
          <Spinner />
          <span>{intl.formatMessage({ id: 'payment.processing' })}</span>
        </div>
      ) : status.kind === 'failed' ? (
        <ChallengeSimulator
          merchant=""
          amount={{ amount: 0, currency: 'EUR' }}
          last4="0000"
          status="error"
          errorDetail={shopErrorMessage(intl, status.error)}
          onOutcome={() => undefined}
          onRetry={retry}
          headingLevel={1}
        />
      ) : (
        <ChallengeSimulator
          merchant={status.value.merchantName}
          amount={{ amount: status.value.amount, currency: status.value.currency }}
          last4={status.value.last4}
          {...(status.value.brand === 'unknown' ? {} : { brand: status.value.brand })}
          status={sending ? (sending.error ? 'error' : 'sending') : 'idle'}
          {...(sending ? { pendingOutcome: sending.outcome } : {})}
          {...(sending?.error ? { errorDetail: shopErrorMessage(intl, sending.error) } : {})}
          onOutcome={answer}
          onRetry={() => sending && answer(sending.outcome)}
          headingLevel={1}
        />
      )}
    </div>
  );
}
