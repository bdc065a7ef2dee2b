import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';

import { confirmEmailChange } from '@shop/api';
import { Button, buttonVariants, PasswordField, Spinner } from '@shop/design-system';
import { accountFailureOf, type AccountFailure } from '@shop/machines/forms/refusals';
import { selectFailure, selectIsVerifying, selectVerificationFailed } from '@shop/machines/session';

import { useLocale } from '../../lib/i18n/locale-route';
import { SidebarContext } from '../shell/sidebar-context';
import { useShopClient } from '../../lib/shop-api/shop-client';
import { accountFailureText } from './account-messages';
import { SessionContext } from './session-context';

const EMAIL_CHANGE_FAILURES = {
  VERIFICATION_TOKEN_INVALID_ERROR: 'tokenInvalid',
  VERIFICATION_TOKEN_EXPIRED_ERROR: 'tokenExpired',
} as const;

type VerifyState =
  | { kind: 'askingPassword' }
  | { kind: 'verifying' }
  | { kind: 'verified' }
  | { kind: 'emailChanged' }
  | { kind: 'failed'; failure: AccountFailure | null };

/**
 * Spec §2 / issue 5: the registration email's link (`/{lang}/verify-email.html?token=…`). It asks
 * for the password chosen at registration (whoever registered someone else's address must not get
 * that person to activate an account the intruder can enter), then the session verifies the token
 * and logs the new customer in, and the account panel opens. A wrong password keeps the form and
 * the link; a dead link says so and offers login or registering again, which send a new link. The
 * same page confirms a new email address (`&change=email`, the profile's email change), which needs
 * no password: it was asked when the change was requested.
 */
export function VerifyEmailPage() {
  const intl = useIntl();
  const locale = useLocale();
  const client = useShopClient();
  const [query] = useSearchParams();
  const token = query.get('token')?.trim() ?? '';
  const emailChange = query.get('change') === 'email';
  const session = SessionContext.useActorRef();
  const sidebar = SidebarContext.useActorRef();
  const verificationFailed = SessionContext.useSelector(selectVerificationFailed);
  const sessionFailure = SessionContext.useSelector(selectFailure);
  const verifying = SessionContext.useSelector(selectIsVerifying);
  const [state, setState] = useState<VerifyState>(
    token === '' ? { kind: 'failed', failure: null } : emailChange ? { kind: 'verifying' } : { kind: 'askingPassword' },
  );
  const [password, setPassword] = useState('');
  const [passwordMissing, setPasswordMissing] = useState(false);
  const started = useRef<string | null>(null);
  // Only this page's verification makes it "verified"; a login from the side panel meanwhile does not.
  const verificationSent = useRef(false);

  // Subscribed for the page's life, apart from the one-time request (a re-run effect would miss the answer).
  useEffect(() => {
    if (emailChange) return;
    const subscription = session.on('session.loggedIn', () => {
      if (!verificationSent.current) return;
      setState((current) => (current.kind === 'askingPassword' ? { kind: 'verified' } : current));
      sidebar.send({ type: 'panel.open', key: 'account' });
    });
    return () => subscription.unsubscribe();
  }, [emailChange, session, sidebar]);

  useEffect(() => {
    if (!emailChange || token === '' || started.current === token) return;
    started.current = token;
    confirmEmailChange(client, { token })
      .then(() => {
        session.send({ type: 'session.refresh' });
        setState({ kind: 'emailChanged' });
      })
      .catch((error: unknown) => setState({ kind: 'failed', failure: accountFailureOf(error, EMAIL_CHANGE_FAILURES) }));
  }, [token, emailChange, client, session]);

  const text = (id: string) => intl.formatMessage({ id });
  // A wrong password is told beside the field, which stays for another try; a dead link ends here.
  const wrongPassword = verificationFailed && sessionFailure?.code === 'passwordIncorrect';
  const shown: VerifyState =
    state.kind === 'askingPassword' && verificationFailed && !wrongPassword ? { kind: 'failed', failure: sessionFailure } : state;

  function submitPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (verifying) return;
    if (password === '') {
      setPasswordMissing(true);
      return;
    }
    verificationSent.current = true;
    session.send({ type: 'email.verify', token, password });
  }

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-10">
      <h1 className="text-2xl font-bold tablet:text-3xl">{text('verify.heading')}</h1>
      {shown.kind === 'askingPassword' ? (
        <form noValidate onSubmit={submitPassword} className="flex flex-col gap-4" aria-labelledby="verify-password-prompt">
          <p id="verify-password-prompt">{text('verify.passwordPrompt')}</p>
          <PasswordField
            label={text('login.password')}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            error={
              wrongPassword && sessionFailure
                ? accountFailureText(intl, sessionFailure)
                : passwordMissing && password === ''
                  ? text('form.required')
                  : undefined
            }
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" size="lg" className="self-start" loading={verifying}>
            {text('verify.submit')}
          </Button>
        </form>
      ) : null}
      <div role="status" aria-live="polite" className="flex flex-col gap-4">
        {shown.kind === 'verifying' ? (
          <p className="flex items-center gap-3">
            <Spinner size="sm" />
            <span>{text('verify.inProgress')}</span>
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
            {shown.failure !== null && shown.failure.code !== 'generic' ? accountFailureText(intl, shown.failure) : text('verify.failed')}
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
