import { useEffect, useId, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { AlertIcon, CloseIcon, TagIcon } from '../../lib/icons';
import { useRefocusAfterRemoval } from '../../lib/use-refocus-after-removal';
import { Button } from '../button/button';
import { Spinner } from '../spinner/spinner';
import type { couponFieldMessages } from './coupon-field.messages';
import { couponChipClassName, couponChipRemoveClassName, couponFieldInputVariants } from './coupon-field.variants';

/** What the field is doing; the cart machine's coupon states map onto it. */
export type CouponFieldStatus = 'idle' | 'applying' | 'removing';

export interface CouponFieldProps extends Omit<ComponentProps<'div'>, 'children' | 'onChange' | 'defaultValue'> {
  /** Codes on the cart, in the order they were applied (the api's `couponCodes`). */
  appliedCodes?: readonly string[];
  /** Spec §3: how many coupons the cart accepts; the input hides once they are all used. Default 1. */
  couponsAllowed?: number;
  status?: CouponFieldStatus;
  /** The code whose removal is running (status `removing`). */
  removingCode?: string;
  /** Why the last apply or remove failed, already translated (spec §8: the server's message). */
  error?: string;
  /** Nothing can be applied or removed (the rest of the cart is saving). */
  disabled?: boolean;
  /** Called with the trimmed, non-empty code, on the button or Enter. */
  onApply: (code: string) => void;
  /** Without it applied codes show without a × button. */
  onRemove?: (code: string) => void;
  /** Every keystroke, e.g. to clear a stale server error. */
  onValueChange?: (value: string) => void;
  defaultValue?: string;
  /** Name of the input in a native form. Default `coupon`. */
  name?: string;
}

/**
 * Coupon code input with apply button, and the applied codes as chips with a
 * remove button each. Enter submits (a real form). An empty submit shows the
 * required message instead of calling `onApply`; errors are tied to the input
 * with `aria-invalid` + `aria-describedby` and announced. After a successful
 * apply the input clears (status `applying` → `idle` without error).
 */
export function CouponField({
  appliedCodes = [],
  couponsAllowed = 1,
  status = 'idle',
  removingCode,
  error,
  disabled = false,
  onApply,
  onRemove,
  onValueChange,
  defaultValue = '',
  name = 'coupon',
  className,
  ...rest
}: CouponFieldProps) {
  const text = useComponentText<typeof couponFieldMessages>('CouponField');
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const messageId = `${baseId}-message`;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(defaultValue);
  const [requiredShown, setRequiredShown] = useState(false);

  const busy = status !== 'idle';
  const inactive = busy || disabled;
  const formShown = appliedCodes.length < couponsAllowed;
  const message = requiredShown ? text('required') : error;
  const invalid = message !== undefined && message !== '';

  // A code that went through leaves the input empty for the next one.
  const previousStatus = useRef(status);
  useEffect(() => {
    if (previousStatus.current === 'applying' && status === 'idle' && error === undefined) setValue('');
    previousStatus.current = status;
  }, [status, error]);

  // The input hides once the last allowed code is applied and returns when one is removed; the
  // element that had focus (apply, ×) disappears with it. Put focus on what replaced it rather
  // than on the page body.
  const focusTracking = useRefocusAfterRemoval(`${formShown}:${appliedCodes.join('\n')}`, () => {
    if (formShown) inputRef.current?.focus();
    else {
      const removeButtons = rootRef.current?.querySelectorAll<HTMLElement>('[data-slot="coupon-field-remove"]');
      removeButtons?.[removeButtons.length - 1]?.focus();
    }
  });

  // Under the input while it is shown (spec: the message sits under the field), else under the codes.
  // Mounted whichever the state, so a message that appears after an apply is announced.
  const messageRegion = (
    <div role="alert" data-slot="coupon-field-alert">
      {invalid ? (
        <p id={messageId} data-slot="coupon-field-message" className="flex items-start gap-1.5 text-sm text-danger">
          <AlertIcon className="mt-px size-4" />
          <span className="min-w-0 [overflow-wrap:anywhere]">{message}</span>
        </p>
      ) : null}
    </div>
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inactive) return;
    const code = value.trim();
    if (code === '') {
      setRequiredShown(true);
      inputRef.current?.focus();
      return;
    }
    onApply(code);
  }

  return (
    <div ref={rootRef} data-slot="coupon-field" className={cn('flex min-w-0 flex-col gap-2', className)} {...focusTracking} {...rest}>
      {formShown ? (
        <form noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-semibold">
            {text('label')}
          </label>
          <div className="flex min-w-0 gap-2">
            <input
              ref={inputRef}
              id={inputId}
              data-slot="coupon-field-input"
              name={name}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              enterKeyHint="done"
              value={value}
              // Read-only, not disabled, while applying: focus and the typed code stay put.
              readOnly={busy}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? messageId : undefined}
              onChange={(event) => {
                setValue(event.target.value);
                setRequiredShown(false);
                onValueChange?.(event.target.value);
              }}
              className={couponFieldInputVariants({ invalid })}
            />
            <Button
              type="submit"
              variant="secondary"
              className="shrink-0"
              loading={status === 'applying'}
              aria-disabled={inactive || undefined}
            >
              {text('apply')}
            </Button>
          </div>
          {messageRegion}
        </form>
      ) : null}

      {appliedCodes.length === 0 ? null : (
        <ul aria-label={text('applied')} data-slot="coupon-field-applied" className="flex flex-wrap gap-2">
          {appliedCodes.map((code) => {
            const removing = status === 'removing' && code === removingCode;
            return (
              <li key={code} data-slot="coupon-field-chip" className={cn(couponChipClassName, onRemove === undefined && 'pe-3 py-2')}>
                <TagIcon className="size-4" />
                <span className="min-w-0 [overflow-wrap:anywhere]">{code}</span>
                {onRemove === undefined ? null : (
                  <button
                    type="button"
                    data-slot="coupon-field-remove"
                    aria-label={text('remove', { code })}
                    aria-busy={removing || undefined}
                    aria-disabled={inactive || undefined}
                    onClick={() => {
                      if (!inactive) onRemove(code);
                    }}
                    className={couponChipRemoveClassName}
                  >
                    {removing ? <Spinner size="sm" /> : <CloseIcon className="size-4" />}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}

      {formShown ? null : messageRegion}
    </div>
  );
}
