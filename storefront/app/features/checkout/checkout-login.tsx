import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';

import { Button } from '@shop/design-system';
import { selectIsLoggedIn } from '@shop/machines/session';

import { SessionContext } from '../account/session-context';
import { lazyPart } from '../../lib/react/lazy-part';
import { SidebarContext } from '../shell/sidebar-context';

/** The modal and the login form's machine: loaded when the shopper first asks to log in. */
const CheckoutLoginModal = lazyPart(() => import('./checkout-login-modal').then((module) => module.CheckoutLoginModal));

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
  const [wanted, setWanted] = useState(false);
  if (loggedIn) return null;

  const text = (id: string) => intl.formatMessage({ id });
  return (
    <p data-slot="checkout-login" className="flex flex-wrap items-center gap-x-2 text-sm">
      <span>{text('register.haveAccount')}</span>
      <Button
        variant="link"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void CheckoutLoginModal.preload()}
        onFocus={() => void CheckoutLoginModal.preload()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {text('account.panel.login')}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <CheckoutLoginModal
            open={open}
            onOpenChange={setOpen}
            onContinueInPanel={(key) => {
              setOpen(false);
              sidebar.send({ type: 'panel.open', key });
            }}
          />
        </Suspense>
      ) : null}
    </p>
  );
}
