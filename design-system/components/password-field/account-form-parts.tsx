import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { cn } from '../../lib/cn';
import { AlertIcon, CheckCircleIcon } from '../../lib/icons';
import { FieldError, RequiredStar, useFieldIds } from '../text-field/field-parts';
import { fieldLabelClassName } from '../text-field/text-field.variants';
import { accountFormMessageVariants } from './password-field.variants';

/*
 * Parts the account forms share (login, registration, password reset, new
 * password, profile), next to the password field they all use. Not exported
 * from the design system: the forms are the public faces.
 */

/** Levels of a form's own title: the page's `h1` on a page, `h2` in a side panel or modal. */
export type AccountFormHeadingLevel = 1 | 2 | 3;

export function headingTagOf(level: AccountFormHeadingLevel): 'h1' | 'h2' | 'h3' {
  return level === 1 ? 'h1' : level === 2 ? 'h2' : 'h3';
}

/**
 * Focus after a refused submit, as the address form does it: after each
 * submit (call the returned function from the submit handler), and whenever
 * `focusFirstErrorKey` changes, focus moves to the first invalid control of
 * the render that follows. A radio group marks the group invalid: its checked
 * radio, else its first one, takes the focus.
 */
export function useFocusFirstInvalid(
  formRef: RefObject<HTMLElement | null>,
  focusFirstErrorKey: string | number | undefined,
): () => void {
  // Bumped by every submit so the effect runs after the render carrying the verdict, even when
  // that verdict repeats the previous errors (and nothing else would re-render).
  const [submitCount, setSubmitCount] = useState(0);

  function focusFirstInvalid() {
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid?.getAttribute('role') === 'radiogroup') {
      (invalid.querySelector<HTMLElement>('input:checked') ?? invalid.querySelector<HTMLElement>('input'))?.focus();
      return;
    }
    invalid?.focus();
  }

  // Layout effects: focus moves in the same commit that shows the errors, before paint.
  useLayoutEffect(() => {
    if (submitCount > 0) focusFirstInvalid();
  }, [submitCount]);

  // Only a change moves focus, never the first render (a form restored with errors keeps its focus).
  const lastFocusKey = useRef(focusFirstErrorKey);
  useLayoutEffect(() => {
    if (lastFocusKey.current === focusFirstErrorKey) return;
    lastFocusKey.current = focusFirstErrorKey;
    focusFirstInvalid();
  }, [focusFirstErrorKey]);

  return () => setSubmitCount((count) => count + 1);
}

/**
 * A form-level message: the shop's refusal ("The provided credentials are
 * invalid", rate limited…) as `role="alert"`, or a confirmation ("Saved") as
 * `role="status"`. The region is mounted empty, so a message that appears
 * later is announced.
 */
export function AccountFormMessage({
  message,
  tone = 'danger',
  slot,
  className,
}: {
  message: ReactNode;
  tone?: 'danger' | 'success';
  slot: string;
  className?: string;
}) {
  const shown = message !== undefined && message !== null && message !== '';
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} data-slot={slot}>
      {shown ? (
        <p className={cn(accountFormMessageVariants({ tone }), className)}>
          {tone === 'danger' ? <AlertIcon className="mt-px size-4" /> : <CheckCircleIcon className="mt-px size-4 text-success" />}
          {/* A server message and its detail lines may arrive joined with line breaks. */}
          <span className="min-w-0 whitespace-pre-line">{message}</span>
        </p>
      ) : null}
    </div>
  );
}

/** Spec §3: Mr or Mrs. The profile's ids (Mr 1, Mrs 0) are the machine's to map. */
export type PersonTitle = 'mr' | 'mrs';

/**
 * The title choice of the registration and profile forms: native radios (Arrow
 * keys move the choice, forms and screen readers know them) in a `fieldset`
 * whose legend names the group. The group carries the `radiogroup` role so
 * `aria-invalid`, `aria-required` and the error description can sit on it.
 */
export function TitleField({
  legend,
  mrLabel,
  mrsLabel,
  name,
  value,
  error,
  required = false,
  onValueChange,
  onBlur,
}: {
  legend: string;
  mrLabel: string;
  mrsLabel: string;
  name: string;
  value: PersonTitle | '';
  error?: string;
  required?: boolean;
  onValueChange: (value: PersonTitle) => void;
  /** Focus left the group (not a move between its radios). */
  onBlur?: () => void;
}) {
  const { controlId, errorId, describedBy, invalid } = useFieldIds({ error });
  const options: [PersonTitle, string][] = [
    ['mr', mrLabel],
    ['mrs', mrsLabel],
  ];
  return (
    <fieldset
      role="radiogroup"
      data-slot="title-field"
      data-invalid={invalid || undefined}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onBlur={(event) => {
        if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
        onBlur?.();
      }}
      className="flex min-w-0 flex-col gap-1.5"
    >
      <legend className={cn(fieldLabelClassName, 'mb-1.5 p-0')}>
        {legend}
        {required ? <RequiredStar /> : null}
      </legend>
      <div className="flex min-w-0 flex-wrap gap-x-6">
        {options.map(([option, text]) => (
          <label key={option} htmlFor={`${controlId}-${option}`} className="flex min-h-11 cursor-pointer items-center gap-2.5 text-base text-foreground">
            <input
              id={`${controlId}-${option}`}
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onValueChange(option)}
              className={cn(
                'size-5 shrink-0 cursor-pointer accent-primary',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              )}
            />
            {text}
          </label>
        ))}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}

/**
 * Moves focus to `ref` when it mounts and `enabled` is true: a form replaced by
 * its outcome ("Check your email…") would otherwise leave focus on nothing.
 */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>, enabled: boolean) {
  // Layout effect: focus lands in the commit that shows the element, before anything can read the old one.
  useLayoutEffect(() => {
    if (enabled) ref.current?.focus();
  }, []);
}
