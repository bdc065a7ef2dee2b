import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';

import { NewPasswordForm, PasswordResetRequestForm } from '@shop/design-system';
import { selectFailure, selectFieldErrors, selectIsBusy, selectValues, selectView } from '@shop/machines/account/reset-password';

import { useLocale } from '../../lib/i18n/locale-route';
import { renderRouterLink } from '../../lib/routing/router-link';
import { SidebarContext } from '../shell/sidebar-context';
import { accountFailureText, accountFieldErrorTexts } from './account-messages';
import { useResetPasswordLogic } from './reset-password-panel';
import { SessionContext } from './session-context';

/**
 * Spec §2 Password reset (`/{lang}/reset-password.html`, `/{lang}/ResetPassword`): the emailed
 * link's token sets a new password, then 'Password successfully changed' and the way Home (spec
 * §4). Without a token, or from a dead link, the page asks for a new link.
 */
export function ResetPasswordPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [query] = useSearchParams();
  const token = query.get('token');
  const logic = useResetPasswordLogic();
  const session = SessionContext.useActorRef();
  const sidebar = SidebarContext.useActorRef();
  const [snapshot, send, actor] = useMachine(logic, {
    input: token === null || token.trim() === '' ? { mode: 'request', locale } : { mode: 'set', locale, token },
  });

  // The shop logs the customer in with the new password: the header and the cart follow.
  useEffect(() => {
    const subscription = actor.on('password.changed', () => session.send({ type: 'session.refresh' }));
    return () => subscription.unsubscribe();
  }, [actor, session]);

  const view = selectView(snapshot);
  const values = selectValues(snapshot);
  const failure = selectFailure(snapshot);
  const formError = failure ? { formError: accountFailureText(intl, failure) } : {};
  const errors = accountFieldErrorTexts(intl, selectFieldErrors(snapshot));

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10">
      {view === 'request' || view === 'sent' ? (
        <PasswordResetRequestForm
          values={{ email: values.email }}
          errors={errors}
          title={intl.formatMessage({ id: 'reset.heading' })}
          headingLevel={1}
          sent={view === 'sent'}
          {...formError}
          busy={selectIsBusy(snapshot)}
          focusFirstErrorKey={failure ? 1 : 0}
          onFieldChange={(field, value) => send({ type: 'field.changed', field, value })}
          onFieldBlur={(field) => send({ type: 'field.blurred', field })}
          onSubmit={() => send({ type: 'request.submitted' })}
          onBackToLogin={() => sidebar.send({ type: 'panel.open', key: 'login' })}
        />
      ) : (
        <NewPasswordForm
          values={{ newPassword: values.newPassword, newPasswordConfirmation: values.newPasswordConfirmation }}
          errors={errors}
          status={view === 'changed' ? 'changed' : view === 'tokenInvalid' ? 'invalidLink' : 'form'}
          headingLevel={1}
          {...formError}
          busy={selectIsBusy(snapshot)}
          focusFirstErrorKey={failure ? 1 : 0}
          homeHref={`/${locale}`}
          renderLink={renderRouterLink}
          onFieldChange={(field, value) => send({ type: 'field.changed', field, value })}
          onFieldBlur={(field) => send({ type: 'field.blurred', field })}
          onSubmit={() => send({ type: 'password.submitted' })}
          onRequestNewLink={() => send({ type: 'link.requestNew' })}
        />
      )}
    </div>
  );
}
