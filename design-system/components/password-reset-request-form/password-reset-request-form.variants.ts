/** The "if an account exists…" confirmation that replaces the field; focused by script, so no outline of its own. */
export const passwordResetSentClassName =
  'flex min-w-0 items-start gap-3 rounded-md border border-success bg-background px-4 py-3 text-base text-foreground focus:outline-none';
