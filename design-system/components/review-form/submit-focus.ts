/**
 * Enter in a field submits; when the form then goes busy its fields are
 * disabled, which would drop focus to the page. Called at the submit, before
 * the host re-renders, this moves focus to the submit button (only
 * `aria-disabled` while busy, so it keeps focus). A refused submit moves it on
 * to the first invalid field afterwards. Shared by the review and contact forms.
 */
export function focusSubmitWhenSubmittedFromField(form: HTMLFormElement | null): void {
  const active = document.activeElement;
  if (form === null || !(active instanceof HTMLElement) || !form.contains(active)) return;
  if (!active.matches('input, select, textarea')) return;
  form.querySelector<HTMLElement>('button[type="submit"]')?.focus();
}
