import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

import { completeSandboxChallenge, getSandboxChallenge, sandboxReturnUrl, type CardPaymentConfig, type SandboxChallenge } from '@shop/api';
import { ChallengeSimulator, Spinner, type ChallengeOutcome } from '@shop/design-system';

import { cartErrorMessage } from '../cart/cart-error-message';

type Status = { kind: 'loading' } | { kind: 'ready'; challenge: SandboxChallenge } | { kind: 'loadFailed'; error: unknown };

/**
 * The sandbox bank's challenge page. The shopper's answer goes straight to the sandbox's origin
 * (like a real bank's ACS), which answers where to return: `/{lang}/payment/{provider}.html`
 * with md, paRes and cres, verified there by the shop with the gateway.
 */
export function ChallengeSimulatorPage({ config, challengeId }: { config: CardPaymentConfig; challengeId: string }) {
  const intl = useIntl();
  const [sending, setSending] = useState<{ outcome: ChallengeOutcome; error?: unknown } | null>(null);
  // Each load (the first, and each retry) has its own key; until its answer comes the page is loading.
  const [attempt, setAttempt] = useState(0);
  const loadKey = `${challengeId}#${attempt}`;
  const [loaded, setLoaded] = useState<{ key: string; status: Status } | null>(null);
  const status: Status = loaded?.key === loadKey ? loaded.status : { kind: 'loading' };

  useEffect(() => {
    let stopped = false;
    getSandboxChallenge(config, challengeId).then(
      (challenge) => {
        if (!stopped) setLoaded({ key: loadKey, status: { kind: 'ready', challenge } });
      },
      (error: unknown) => {
        if (!stopped) setLoaded({ key: loadKey, status: { kind: 'loadFailed', error } });
      },
    );
    return () => {
      stopped = true;
    };
  }, [config, challengeId, loadKey]);

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
      ) : status.kind === 'loadFailed' ? (
        <ChallengeSimulator
          merchant=""
          amount={{ amount: 0, currency: 'EUR' }}
          last4="0000"
          status="error"
          errorDetail={cartErrorMessage(intl, status.error)}
          onOutcome={() => undefined}
          onRetry={() => setAttempt((count) => count + 1)}
          headingLevel={1}
        />
      ) : (
        <ChallengeSimulator
          merchant={status.challenge.merchantName}
          amount={{ amount: status.challenge.amount, currency: status.challenge.currency }}
          last4={status.challenge.last4}
          {...(status.challenge.brand === 'unknown' ? {} : { brand: status.challenge.brand })}
          status={sending ? (sending.error ? 'error' : 'sending') : 'idle'}
          {...(sending ? { pendingOutcome: sending.outcome } : {})}
          {...(sending?.error ? { errorDetail: cartErrorMessage(intl, sending.error) } : {})}
          onOutcome={answer}
          onRetry={() => sending && answer(sending.outcome)}
          headingLevel={1}
        />
      )}
    </div>
  );
}
