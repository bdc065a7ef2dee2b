import { cva } from 'class-variance-authority';

/**
 * A form-level message (`FormMessage`): a refusal from the shop, or a confirmation once it is
 * done.
 */
export const formMessageVariants = cva('flex items-start gap-2 rounded-md border px-3 py-2.5 text-sm [overflow-wrap:anywhere]', {
  variants: {
    tone: {
      danger: 'border-danger bg-background text-danger',
      success: 'border-success bg-background text-foreground',
    },
  },
  defaultVariants: { tone: 'danger' },
});

/**
 * Two fields that belong together (first and last names, company and VAT number): one column on
 * phones and in a side panel or modal, one row once the form itself is wide enough (a container
 * query, not the viewport: the side panel stays narrow on a desktop screen).
 */
export const formPairClassName = 'grid min-w-0 grid-cols-1 gap-5 @lg:grid-cols-2';

/**
 * "New here? Create an account" under a form: one line where it fits, the action wrapping under
 * the question on a narrow panel.
 */
export const formSwitchPromptClassName =
  'flex min-w-0 flex-wrap items-center justify-center gap-x-2 text-center text-sm text-muted-foreground [overflow-wrap:anywhere]';

/** The card that replaces a form once the shop accepted it ("Check your e-mail", "Message sent"). */
export const formOutcomeCardClassName = 'flex min-w-0 flex-col items-start gap-4 rounded-lg border bg-card p-5 text-card-foreground';

/** The round badge with the outcome's icon. */
export const formOutcomeIconVariants = cva('inline-flex size-12 shrink-0 items-center justify-center rounded-full', {
  variants: {
    tone: {
      neutral: 'bg-secondary text-primary',
      success: 'bg-success text-success-foreground',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

/** One radio of a short choice (title, subject): a 44 px high row, the whole row its label. */
export const formRadioChoiceClassName =
  'flex min-h-11 cursor-pointer items-center gap-2.5 text-base text-foreground has-[:disabled]:cursor-not-allowed has-[:disabled]:text-muted-foreground';

/** The choices: side by side while they fit, one under the other when long translations need it. */
export const formRadioChoicesClassName = 'flex min-w-0 flex-wrap gap-x-6';

/** The outcome that replaces a form's fields; focused by script, so no outline of its own. */
export const formOutcomeNoticeVariants = cva(
  'flex w-full min-w-0 items-start gap-3 rounded-md border bg-background px-4 py-3 text-base focus:outline-none',
  {
    variants: {
      tone: {
        success: 'border-success text-foreground',
        danger: 'border-danger text-danger',
      },
    },
    defaultVariants: { tone: 'success' },
  },
);
