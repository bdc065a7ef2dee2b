/*
 * Story-only content for the login form (not exported from the design
 * system), shared with the login modal's stories: the spec's messages
 * (§5, §8 306) as the storefront passes them, and `LoginHost`, which plays
 * the session machine (values and errors in state, a server answering after a
 * short busy time).
 */
import { useState } from 'react';

import { INVALID_EMAIL, REQUIRED, useValidatedForm } from '../../stories/form-story-helpers';
import { LoginForm, type LoginFormErrors, type LoginFormProps, type LoginFormValues } from './login-form';

export const INVALID_CREDENTIALS = 'The provided credentials are invalid';
export const RATE_LIMITED = 'Too many attempts. Please wait a minute and try again.';

export const emptyLoginValues: LoginFormValues = { email: '', password: '', remember: false };
export const filledLoginValues: LoginFormValues = { email: 'jordan.lee@example.com', password: 'correct horse battery', remember: false };

function validate(values: LoginFormValues): LoginFormErrors {
  const errors: LoginFormErrors = {};
  if (values.email.trim() === '') errors.email = REQUIRED;
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) errors.email = INVALID_EMAIL;
  if (values.password === '') errors.password = REQUIRED;
  return errors;
}

export type LoginServer = 'accepts' | 'refuses' | 'rate-limits';

/**
 * The host (page, panel or modal) around the form. `onValidSubmit` hears the
 * values of each submit that passed validation, as the server receives them.
 */
export function LoginHost({
  args,
  initialValues,
  server = 'accepts',
  onValidSubmit,
}: {
  args: LoginFormProps;
  initialValues: LoginFormValues;
  server?: LoginServer;
  onValidSubmit?: (values: LoginFormValues) => void;
}) {
  const form = useValidatedForm(initialValues, validate);
  const [formError, setFormError] = useState<string>();

  return (
    <LoginForm
      {...args}
      {...form.bind(args)}
      formError={formError}
      busy={form.busy}
      onSubmit={() => {
        setFormError(undefined);
        form.submit(args.onSubmit, (submitted) => {
          onValidSubmit?.(submitted);
          if (server === 'refuses') setFormError(INVALID_CREDENTIALS);
          if (server === 'rate-limits') setFormError(RATE_LIMITED);
        });
      }}
    />
  );
}
