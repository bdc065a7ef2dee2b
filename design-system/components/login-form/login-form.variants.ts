/**
 * "No account yet? Create an account" under the form: one line where it fits,
 * the action wrapping under the question on a narrow panel.
 */
export const loginFormActionsClassName =
  'flex min-w-0 flex-wrap items-center justify-center gap-x-2 text-center text-sm text-muted-foreground [overflow-wrap:anywhere]';
