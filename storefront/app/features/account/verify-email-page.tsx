import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';

import { confirmEmailChange } from '@shop/api';
import { Button, buttonVariants, Spinner } from '@shop/design-system';
import { accountFailureOf, type AccountFailure } from '@shop/machines/account-forms';
import { selectFailure, selectVerificationFailed } from '@shop/machines/session';

import { useLocale } from '../../lib/locale-route';
import { SidebarContext } from '../layout/sidebar-context';
import { accountClient } from './account-client';
import { accountFailureText } from './account-labels';
import { SessionContext } from './session-context';

const EMAIL_CHANGE_FAILURES = {
  VERIFICATION_TOKEN_INVALID_ERROR: 'tokenInvalid',
  VERIFICATION_TOKEN_EXPIRED_ERROR: 'tokenExpired',
} as const;

type VerifyState =
  | { kind: 'verifying' }
  | { kind: 'verified' }
  | { kind: 'emailChanged' }
  | { kind: 'failed'; failure: AccountFailure | null };

/**
 * Spec §2 / issue 5: the registration email's link (`/{lang}/verify-email.html?token=…`). The
 * session verifies the token and logs the new customer in, then the account panel opens. A dead
 * link says so and offers login or registering again, which send a new link. The same page
 * confirms a new email address (`&change=email`, the profile's email change).
 */
export function VerifyEmailPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [query] = useSearchParams();
  const token = query.get('token')?.trim() ?? '';
  const emailChange = query.get('change') === 'email';
  const session = SessionContext.useActorRef();
  const sidebar = SidebarContext.useActorRef();
  const verificationFailed = SessionContext.useSelector(selectVerificationFailed);
  const sessionFailure = SessionContext.useSelector(selectFailure);
  const [state, setState] = useState<VerifyState>(token === '' ? { kind: 'failed', failure: null } : { kind: 'verifying' });
  const started = useRef<string | null>(null);

  // Subscribed for the page's life, apart from the one-time request (a re-run effect would miss the answer).
  useEffect(() => {
    if (emailChange) return;
    const subscription = session.on('session.loggedIn', () => {
      setState((current) => (current.kind === 'verifying' ? { kind: 'verified' } : current));
      sidebar.send({ type: 'panel.open', key: 'account' });
    });
    return () => subscription.unsubscribe();
  }, [emailChange, session, sidebar]);

  useEffect(() => {
    if (token === '' || started.current === token) return;
    started.current = token;
    if (!emailChange) {
      session.send({ type: 'email.verify', token });
      return;
    }
    confirmEmailChange(accountClient(locale), { token })
      .then(() => {
        session.send({ type: 'session.refresh' });
        setState({ kind: 'emailChanged' });
      })
      .catch((error: unknown) => setState({ kind: 'failed', failure: accountFailureOf(error, EMAIL_CHANGE_FAILURES) }));
  }, [token, emailChange, locale, session]);

  const shown: VerifyState =
    state.kind === 'verifying' && verificationFailed ? { kind: 'failed', failure: sessionFailure } : state;
  const text = (id: string) => intl.formatMessage({ id });

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-10">
      <h1 className="text-2xl font-bold tablet:text-3xl">{text('verify.heading')}</h1>
      <div role="status" aria-live="polite" className="flex flex-col gap-4">
        {shown.kind === 'verifying' ? (
          <p className="flex items-center gap-3">
            <Spinner size="sm" />
            <span>{text('verify.heading')}…</span>
          </p>
        ) : null}
        {shown.kind === 'verified' || shown.kind === 'emailChanged' ? (
          <>
            <p className="text-lg font-semibold text-success">
              {text(shown.kind === 'verified' ? 'verify.success' : 'verify.emailChanged')}
            </p>
            <Link to={`/${locale}/MyAccount/OrderHistory`} className={buttonVariants({ size: 'lg', className: 'self-start' })}>
              {text('account.nav.orderHistory')}
            </Link>
          </>
        ) : null}
      </div>
      {shown.kind === 'failed' ? (
        <div role="alert" className="flex flex-col gap-4">
          <p className="text-danger">
            {shown.failure !== null && shown.failure.key !== 'generic' ? accountFailureText(intl, shown.failure) : text('verify.failed')}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => sidebar.send({ type: 'panel.open', key: 'login' })}>{text('account.panel.login')}</Button>
            <Button variant="secondary" onClick={() => sidebar.send({ type: 'panel.open', key: 'register' })}>
              {text('account.panel.register')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
