/**
 * One column on phones and in the side panel; first and last names share a
 * row once the form itself is wide enough (a container query, not the
 * viewport: the side panel stays narrow on a desktop screen).
 */
export const registrationFormPairClassName = 'grid min-w-0 grid-cols-1 gap-5 @lg:grid-cols-2';

/** The "check your email" card that replaces the form once the request is accepted. */
export const registrationSentClassName = 'flex min-w-0 flex-col items-start gap-4 rounded-lg border bg-card p-5 text-card-foreground';

/** The round badge with the envelope. */
export const registrationSentIconClassName =
  'inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-secondary text-primary';
