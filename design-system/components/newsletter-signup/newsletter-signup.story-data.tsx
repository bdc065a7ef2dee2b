import { useState } from 'react';

import { INVALID_EMAIL, isEmail, REQUIRED } from '../../stories/form-story-helpers';
import { NewsletterSignup, type NewsletterSignupProps, type NewsletterSignupState } from './newsletter-signup';

/*
 * Story-only data and host of the newsletter sign-up, shared with the
 * newsletter modal's stories. Not exported from the design system.
 */

export const SENT = 'Check your inbox to confirm your subscription.';
export const SERVER_ERROR = 'This email address is already subscribed.';

/** The page's texts around the form (its own words are the component's). */
export const newsletterSignupPageTexts = {
  heading: 'Get our travel tips',
  text: 'One email a month with offers and advice for your trips. Unsubscribe in one click.',
} as const;

/** How long the stand-in shop takes to answer: long enough to see the busy button. */
const SERVER_DELAY_MS = 150;

/**
 * The sign-up as its host drives it: validates on submit (required, email
 * shape), then "sends" and shows the shop's answer: the confirmation, or
 * `SERVER_ERROR` when `fails`. Returns the props to spread on the sign-up;
 * `args`' callbacks are still called.
 */
export function useNewsletterSignupHost(args: NewsletterSignupProps, fails = false): NewsletterSignupProps {
  const [value, setValue] = useState(args.value);
  const [state, setState] = useState<NewsletterSignupState>(args.state);
  const [fieldError, setFieldError] = useState(args.fieldError);
  return {
    ...args,
    value,
    state,
    fieldError,
    statusMessage: state === 'sent' ? SENT : state === 'error' ? SERVER_ERROR : undefined,
    onValueChange: (next) => {
      args.onValueChange(next);
      setValue(next);
      // A message goes away once the address is fixed; it only appears on submit.
      if (fieldError !== undefined && isEmail(next.trim())) setFieldError(undefined);
    },
    onSubmit: () => {
      args.onSubmit();
      const email = value.trim();
      const error = email === '' ? REQUIRED : isEmail(email) ? undefined : INVALID_EMAIL;
      setFieldError(error);
      if (error !== undefined) return;
      setState('sending');
      setTimeout(() => setState(fails ? 'error' : 'sent'), SERVER_DELAY_MS);
    },
  };
}

/** `NewsletterSignup` driven by `useNewsletterSignupHost`. */
export function NewsletterSignupHost({ args, fails = false }: { args: NewsletterSignupProps; fails?: boolean }) {
  return <NewsletterSignup {...useNewsletterSignupHost(args, fails)} />;
}
