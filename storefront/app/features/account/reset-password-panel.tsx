import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import { PasswordResetRequestForm } from '@shop/design-system';
import {
  resetPasswordMachine,
  selectFailure,
  selectFieldErrors,
  selectIsBusy,
  selectValues,
  selectView,
} from '@shop/machines/account/reset-password';

import { useLocale } from '../../lib/i18n/locale-route';
import { SidebarContext } from '../shell/sidebar-context';
import { useShopClient } from '../../lib/shop-api/shop-client';
import { resetPasswordActors } from './account.actors';
import { accountFailureText, accountFieldErrorTexts } from './account-messages';

/** The reset-password machine with the api's calls, through the browser's `/shop-api`. */
export function useResetPasswordLogic() {
  const client = useShopClient();
  return useMemo(() => resetPasswordMachine.provide(resetPasswordActors(client)), [client]);
}

/**
 * The resetPassword side panel (spec §2): asks for a link. The answer reads the same whether or
 * not an account exists; the link opens `/{lang}/reset-password.html`.
 */
export function ResetPasswordPanel() {
  const intl = useIntl();
  const locale = useLocale();
  const sidebar = SidebarContext.useActorRef();
  const logic = useResetPasswordLogic();
  const [snapshot, send] = useMachine(logic, { input: { mode: 'request', locale } });
  const failure = selectFailure(snapshot);
  return (
    <PasswordResetRequestForm
      values={{ email: selectValues(snapshot).email }}
      errors={accountFieldErrorTexts(intl, selectFieldErrors(snapshot))}
      headingLevel={3}
      sent={selectView(snapshot) === 'sent'}
      {...(failure ? { formError: accountFailureText(intl, failure) } : {})}
      busy={selectIsBusy(snapshot)}
      focusFirstErrorKey={failure ? 1 : 0}
      onFieldChange={(field, value) => send({ type: 'field.changed', field, value })}
      onFieldBlur={(field) => send({ type: 'field.blurred', field })}
      onSubmit={() => send({ type: 'request.submitted' })}
      onBackToLogin={() => sidebar.send({ type: 'panel.open', key: 'login' })}
    />
  );
}
