import { useIntl } from 'react-intl';

import { Modal } from '@shop/design-system';

import { AccountLoginForm } from '../account/account-login-form';

interface CheckoutLoginModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Forgotten password and registration continue in the side panel, where those forms live. */
  onContinueInPanel: (key: 'resetPassword' | 'register') => void;
}

/** The login modal of the billing step, with the shop's one login form: loaded when first opened. */
export function CheckoutLoginModal({ open, onOpenChange, onContinueInPanel }: CheckoutLoginModalProps) {
  const intl = useIntl();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={intl.formatMessage({ id: 'login.heading' })} size="sm">
      <AccountLoginForm
        onLoggedIn={() => onOpenChange(false)}
        onForgotPassword={() => onContinueInPanel('resetPassword')}
        onCreateAccount={() => onContinueInPanel('register')}
      />
    </Modal>
  );
}
