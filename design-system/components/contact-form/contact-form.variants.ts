/**
 * One column on phones and in the account side panel; first and last names
 * share a row once the form itself is wide enough (a container query, not the
 * viewport: the side panel stays narrow on a desktop screen).
 */
export const contactFormPairClassName = 'grid min-w-0 grid-cols-1 gap-5 @lg:grid-cols-2';

/** The subject's choices: side by side while they fit, one under the other when long translations need it. */
export const contactFormChoicesClassName = 'flex min-w-0 flex-wrap gap-x-6';

/** One subject choice: a 44 px high row, the whole row its label. */
export const contactFormChoiceClassName =
  'flex min-h-11 cursor-pointer items-center gap-2.5 text-base text-foreground has-[:disabled]:cursor-not-allowed has-[:disabled]:text-muted-foreground';

/** The "message sent" card that replaces the form. */
export const contactSentClassName = 'flex min-w-0 flex-col items-start gap-4 rounded-lg border bg-card p-5 text-card-foreground';

/** The round badge with the tick. */
export const contactSentIconClassName =
  'inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-success text-success-foreground';
