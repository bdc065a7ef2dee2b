import { useState } from 'react';
import { useIntl } from 'react-intl';

import { Button, Modal } from '@shop/design-system';
import { selectIsLoggedIn } from '@shop/machines/session';

import { AccountLoginForm } from '../account/account-login-form';
import { SessionContext } from '../account/session-context';
import { SidebarContext } from '../../lib/sidebar-context';

/**
 * "Already have an account? Log in" above the billing form (spec §2 "Other UI": the login modal).
 * A modal rather than the side panel keeps the checkout in view: the shopper logs in, the modal
 * closes, the cart is the customer's (the guest's lines merged in) and the form takes the default
 * saved address (see `useLoginPrefill`). The modal hosts the shop's one login form. Forgotten
 * password and registration continue in the side panel, where those forms live.
 */
export function CheckoutLogin() {
  const intl = useIntl();
  const loggedIn = SessionContext.useSelector(selectIsLoggedIn);
  const sidebar = SidebarContext.useActorRef();
  const [open, setOpen] = useState(false);
  if (loggedIn) return null;

  const text = (id: string) => intl.formatMessage({ id });
  const continueInPanel = (key: 'resetPassword' | 'register') => {
    setOpen(false);
    sidebar.send({ type: 'panel.open', key });
  };
  return (
    <p data-slot="checkout-login" className="flex flex-wrap items-center gap-x-2 text-sm">
      <span>{text('register.haveAccount')}</span>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={text('login.heading')}
        size="sm"
        trigger={
          <Button variant="link" size="sm">
            {text('account.panel.login')}
          </Button>
        }
      >
        <AccountLoginForm
          onLoggedIn={() => setOpen(false)}
          onForgotPassword={() => continueInPanel('resetPassword')}
          onCreateAccount={() => continueInPanel('register')}
        />
      </Modal>
    </p>
  );
}
