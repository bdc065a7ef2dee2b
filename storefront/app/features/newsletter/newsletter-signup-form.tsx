import { createActorContext } from '@xstate/react';
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { NewsletterModal, NewsletterSignup, type NewsletterSignupProps } from '@shop/design-system';
import {
  newsletterSignupMachine,
  selectEmail,
  selectEmailError,
  selectIsSending,
  selectIsSent,
  selectStatusError,
  type NewsletterSignupSource,
} from '@shop/machines/newsletter';

import { useShopClient } from '../../lib/shop-api/shop-client';
import { messageFieldText, statusFailureText } from '../forms/form-messages';
import { newsletterSignupActors } from './newsletter.actors';

const NewsletterContext = createActorContext(newsletterSignupMachine);

/** The sign-up's props from the machine: the modal and the blog's block show the same form. */
function useSignupProps(focusKey: number): NewsletterSignupProps {
  const intl = useIntl();
  const signup = NewsletterContext.useActorRef();
  const email = NewsletterContext.useSelector(selectEmail);
  const emailError = messageFieldText(intl, NewsletterContext.useSelector(selectEmailError));
  const statusError = NewsletterContext.useSelector(selectStatusError);
  const sending = NewsletterContext.useSelector(selectIsSending);
  const sent = NewsletterContext.useSelector(selectIsSent);
  const statusMessage = sent
    ? intl.formatMessage({ id: 'newsletter.signup.sent' }, { email: email.trim() })
    : statusFailureText(intl, statusError);
  return {
    state: sending ? 'sending' : sent ? 'sent' : statusError ? 'error' : 'idle',
    value: email,
    onValueChange: (value) => signup.send({ type: 'field.changed', field: 'email', value }),
    onSubmit: () => signup.send({ type: 'signup.submitted' }),
    ...(emailError ? { fieldError: emailError } : {}),
    ...(statusMessage ? { statusMessage } : {}),
    focusFirstErrorKey: focusKey,
  };
}

/** The newsletter machine of one form, with the api's double opt-in request (the backend emails the confirmation link). */
function NewsletterProvider({ source, children }: { source: NewsletterSignupSource; children: (focusKey: number) => ReactNode }) {
  const client = useShopClient();
  // The machine asks for focus after a refused submit; the form moves it when this changes.
  const [focusKey, setFocusKey] = useState(0);
  const logic = useMemo(
    () => newsletterSignupMachine.provide(newsletterSignupActors(client, () => setFocusKey((key) => key + 1))),
    [client],
  );
  return (
    <NewsletterContext.Provider logic={logic} options={{ input: { source } }}>
      {children(focusKey)}
    </NewsletterContext.Provider>
  );
}

function SignupBlock({ focusKey }: { focusKey: number }) {
  const intl = useIntl();
  return (
    <NewsletterSignup
      {...useSignupProps(focusKey)}
      variant="card"
      heading={intl.formatMessage({ id: 'newsletter.signup.heading' })}
      text={intl.formatMessage({ id: 'newsletter.signup.text' })}
    />
  );
}

/** Spec §2: the blog's featured block carries the newsletter sign-up. */
export function BlogNewsletter() {
  return <NewsletterProvider source="blog">{(focusKey) => <SignupBlock focusKey={focusKey} />}</NewsletterProvider>;
}

function SignupModal({ focusKey, open, onOpenChange }: { focusKey: number; open: boolean; onOpenChange: (open: boolean) => void }) {
  const intl = useIntl();
  const signup = useSignupProps(focusKey);
  return (
    <NewsletterModal
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'newsletter.modal.title' })}
      description={intl.formatMessage({ id: 'newsletter.signup.text' })}
      signup={signup}
    />
  );
}

/**
 * Spec §2 newsletter modal, opened by the footer's button: never on its own, so no page is
 * interrupted. It is loaded when first opened (`NewsletterModalButton`), so it has no trigger of
 * its own; focus goes back to the button that opened it.
 */
export function NewsletterModalHost({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <NewsletterProvider source="modal">
      {(focusKey) => <SignupModal focusKey={focusKey} open={open} onOpenChange={onOpenChange} />}
    </NewsletterProvider>
  );
}
