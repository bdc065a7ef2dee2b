import {
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { afterPointerRelease } from '../../lib/after-pointer-release';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { AlertIcon, CheckCircleIcon } from '../../lib/icons';
import { Button } from '../button/button';
import { FieldError, RequiredStar, useFieldIds } from '../text-field/field-parts';
import { fieldLabelClassName } from '../text-field/text-field.variants';
import {
  formMessageVariants,
  formOutcomeCardClassName,
  formOutcomeIconVariants,
  formOutcomeNoticeVariants,
  formRadioChoiceClassName,
  formRadioChoicesClassName,
  formSwitchPromptClassName,
} from './form-parts.variants';
import type { titleFieldMessages } from './title-field.messages';

/*
 * Parts the shop's forms share (checkout address, saved address, login,
 * registration, password reset, new password, profile, review, contact): the form element's
 * wiring, the title, the messages and the submit row, the text-field binding.
 * Not exported from the design system: the forms are the public faces.
 */

/** Levels of a form's own title: the page's `h1` on a page, `h2` in a side panel or modal. */
export type FormHeadingLevel = 1 | 2 | 3;

/** The heading element of each level (a lookup, so React sees a tag, not a component made in render). */
export const HEADING_TAGS = { 1: 'h1', 2: 'h2', 3: 'h3' } as const satisfies Record<FormHeadingLevel, string>;

/**
 * Focus after a refused submit, as the address form does it: after each
 * submit (call the returned function from the submit handler), and whenever
 * `focusFirstErrorKey` changes, focus moves to the first invalid control of
 * the render that follows. A radio group marks the group invalid: its checked
 * radio, else its first one, takes the focus.
 */
function useFocusFirstInvalid(formRef: RefObject<HTMLElement | null>, focusFirstErrorKey: string | number | undefined): () => void {
  // Bumped by every submit so the effect runs after the render carrying the verdict, even when
  // that verdict repeats the previous errors (and nothing else would re-render).
  const [submitCount, setSubmitCount] = useState(0);

  const focusFirstInvalid = useEffectEvent(() => {
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid?.getAttribute('role') === 'radiogroup') {
      (invalid.querySelector<HTMLElement>('input:checked') ?? invalid.querySelector<HTMLElement>('input'))?.focus();
      return;
    }
    invalid?.focus();
  });

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
export function FormMessage({
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
        <p className={cn(formMessageVariants({ tone }), className)}>
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
 * keys move the choice, forms and screen readers know them) in a
 * `RadioGroupField`. Its texts ("Title", "Mr", "Mrs") are its own, shared by both forms.
 */
export function TitleField({
  values,
  errors,
  onFieldChange,
  onFieldBlur,
}: {
  values: { title: PersonTitle | '' };
  errors: { title?: string | undefined };
  onFieldChange: (field: 'title', value: PersonTitle) => void;
  /** Focus left the group (not a move between its radios). */
  onFieldBlur?: ((field: 'title') => void) | undefined;
}) {
  const text = useComponentText<typeof titleFieldMessages>('TitleField');
  // The group's own id (as `useFieldIds` would make it), so the radios' ids can derive from it.
  const groupId = `${useId()}-control`;
  return (
    <RadioGroupField
      id={groupId}
      slot="title-field"
      legend={text('legend')}
      error={errors.title}
      onGroupBlur={() => onFieldBlur?.('title')}
    >
      <RadioChoices
        name="title"
        options={[
          { value: 'mr', label: text('mr') },
          { value: 'mrs', label: text('mrs') },
        ]}
        value={values.title}
        radioId={(option) => `${groupId}-${option}`}
        onChange={(option) => onFieldChange('title', option as PersonTitle)}
      />
    </RadioGroupField>
  );
}

/**
 * Native radios of a short choice (title, subject), all in view at once, unlike a select:
 * Arrow keys move the choice. Each label is its whole row.
 */
export function RadioChoices({
  name,
  options,
  value,
  disabled,
  radioId,
  onChange,
}: {
  name: string;
  options: readonly { value: string; label: string }[];
  value: string;
  disabled?: boolean;
  /** Each radio's id: the one Tab reaches may take the id the host focuses. */
  radioId: (option: string) => string;
  onChange: (option: string) => void;
}) {
  return (
    <div className={formRadioChoicesClassName}>
      {options.map((option) => (
        <label key={option.value} htmlFor={radioId(option.value)} className={formRadioChoiceClassName}>
          <input
            id={radioId(option.value)}
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={disabled}
            onChange={() => onChange(option.value)}
            className={cn(
              'size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            )}
          />
          <span className="min-w-0 [overflow-wrap:anywhere]">{option.label}</span>
        </label>
      ))}
    </div>
  );
}

/** What a form passes its own radio choice (the review's stars, the contact's subject). */
export interface RadioChoiceProps {
  /** The id of the radio Tab reaches, where the host's focus goes; the group's error hangs off `${id}-group`. */
  id: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
  /** Focus left the group as a whole. */
  onBlur: () => void;
}

/**
 * The shell of a choice made with native radios (title, rating, subject): a
 * `fieldset` whose legend names the group, with the `radiogroup` role so
 * `aria-invalid`, `aria-required` and the error description can sit on it
 * (a fieldset cannot carry them). The radios are the caller's.
 */
export function RadioGroupField({
  id,
  slot,
  legend,
  required = true,
  error,
  onGroupBlur,
  children,
}: {
  /** Base of the error's id (`${id}-error`); not a radio's id, those are the caller's. */
  id: string;
  slot: string;
  legend: string;
  required?: boolean;
  error: string | undefined;
  /** Focus left the group (not a move between its radios), after the pointer is released. */
  onGroupBlur: () => void;
  /** The radios and whatever goes with them, between the legend and the error. */
  children: ReactNode;
}) {
  const { errorId, describedBy, invalid } = useFieldIds({ id, error });
  return (
    <fieldset
      role="radiogroup"
      data-slot={slot}
      data-invalid={invalid || undefined}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onBlur={(event) => {
        if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
        afterPointerRelease(onGroupBlur);
      }}
      className="flex min-w-0 flex-col gap-1.5"
    >
      <legend className={cn(fieldLabelClassName, 'mb-1.5 p-0')}>
        {legend}
        {required ? <RequiredStar /> : null}
      </legend>
      {children}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}

/**
 * Moves focus to `ref` when it mounts and `enabled` is true: a form replaced by
 * its outcome ("Check your email…") would otherwise leave focus on nothing.
 */
function useFocusOnMount(ref: RefObject<HTMLElement | null>, enabled: boolean) {
  // Layout effect: focus lands in the commit that shows the element, before anything can read the old one.
  const focusIfEnabled = useEffectEvent(() => {
    if (enabled) ref.current?.focus();
  });
  useLayoutEffect(() => focusIfEnabled(), []);
}

/** What every form of the shop takes besides its fields: the `<form>`'s own attributes, a title, the busy state and the submit. */
export interface FormShellProps extends Omit<ComponentProps<'form'>, 'children' | 'onSubmit' | 'noValidate'> {
  /** The form's title, already translated; leave it out where the page, panel or modal names the form. */
  title?: string;
  /** Level of `title`: 1 on a page of its own, 2 (default) in a side panel or modal. */
  headingLevel?: FormHeadingLevel;
  /** Sending: the button is busy (spinner after the loader delay) and submits are ignored. */
  busy?: boolean;
  /**
   * Change it (a counter) when errors arrive that the shopper must fix after
   * an asynchronous submit (the backend's field errors): after that render,
   * focus moves to the first invalid field. Not needed for synchronous
   * validation: after every submit the form focuses the first invalid field
   * of the render that follows.
   */
  focusFirstErrorKey?: string | number;
  /** The button or Enter in a field. The form does not validate: the machine does and passes `errors` back. */
  onSubmit: () => void;
}

/** What a form decides for itself: its `data-slot`, its column's classes, and when a submit is ignored. */
interface FormLayout {
  slot: string;
  className: string;
  /** False while the form shows an outcome instead of its fields. */
  canSubmit?: boolean;
  /** The form disables its fields while busy: see `focusSubmitWhenSubmittedFromField`. */
  keepFocusWhenFieldsDisable?: boolean;
}

/**
 * The wiring every form of the shop repeats: `noValidate` (the shop words the
 * messages, not the browser), `aria-busy`, the submit that is ignored while
 * busy (or while `canSubmit` is false) and then moves focus to the first
 * invalid field, and the optional title naming the form. Give it the form's
 * props once its own are taken out; spread `formProps` on the `<form>` and
 * render `heading` first.
 */
export function useFormShell(
  {
    title,
    headingLevel = 2,
    busy = false,
    focusFirstErrorKey,
    onSubmit,
    className,
    'aria-labelledby': labelledBy,
    ...attributes
  }: FormShellProps,
  { slot, className: layoutClassName, canSubmit = true, keepFocusWhenFieldsDisable = false }: FormLayout,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const focusAfterSubmit = useFocusFirstInvalid(formRef, focusFirstErrorKey);
  const Heading = HEADING_TAGS[headingLevel];
  const hasTitle = title !== undefined && title !== '';

  return {
    busy,
    formProps: {
      ref: formRef,
      noValidate: true,
      'aria-busy': busy || undefined,
      'aria-labelledby': labelledBy ?? (hasTitle ? titleId : undefined),
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (busy || !canSubmit) return;
        if (keepFocusWhenFieldsDisable) focusSubmitWhenSubmittedFromField(formRef.current);
        onSubmit();
        focusAfterSubmit();
      },
      'data-slot': slot,
      className: cn(layoutClassName, className),
      ...attributes,
    },
    heading: hasTitle ? (
      <Heading id={titleId} className="text-xl font-bold text-foreground [overflow-wrap:anywhere] tablet:text-2xl">
        {title}
      </Heading>
    ) : null,
  };
}

/**
 * The props every controlled form of the shop takes: values and errors in,
 * edits, blurs and submits out. `ErrorField` names the fields that can carry
 * a message when they are not all values (a "remember me" box has none, a
 * picture is the host's file).
 */
export interface ControlledFormProps<
  Values,
  Field extends keyof Values & string,
  ErrorField extends string = Field,
> extends FormShellProps {
  /** Controlled values (the flow machine's context). */
  values: Values;
  /** Per-field messages, already translated; a field with one gets `aria-invalid` and the message as its description. */
  errors?: Partial<Record<ErrorField, string>>;
  /** Every edit: text as typed, the chosen code or option, or a checkbox's state. */
  onFieldChange: <Name extends Field>(field: Name, value: Values[Name]) => void;
  /** A field lost focus (validate it now: the spec's messages show per field). */
  onFieldBlur?: (field: Field | ErrorField) => void;
}

/**
 * `useFormShell` for a controlled form, with the values, errors, change and
 * blur gathered as `binding` for the field binders (`textFieldBinder`…).
 */
export function useControlledForm<Values, Field extends keyof Values & string, ErrorField extends string>(
  { values, errors = {}, onFieldChange, onFieldBlur, ...shellProps }: ControlledFormProps<Values, Field, ErrorField>,
  layout: FormLayout,
) {
  return { ...useFormShell(shellProps, layout), binding: { values, errors, onFieldChange, onFieldBlur } };
}

/**
 * Enter in a field submits; when the form then goes busy its fields are
 * disabled, which would drop focus to the page. Called at the submit, before
 * the host re-renders, this moves focus to the submit button (only
 * `aria-disabled` while busy, so it keeps focus). A refused submit moves it on
 * to the first invalid field afterwards.
 */
function focusSubmitWhenSubmittedFromField(form: HTMLFormElement | null): void {
  const active = document.activeElement;
  if (form === null || !(active instanceof HTMLElement) || !form.contains(active)) return;
  if (!active.matches('input, select, textarea')) return;
  form.querySelector<HTMLElement>('button[type="submit"]')?.focus();
}

/**
 * `useControlledForm` for the message forms (review, contact): the fields are
 * disabled while sending, and each control has the id `idOf(field)`, so the
 * machine's `focusField` can find it. `textField`, `fileField` and
 * `radioField` give a field all it needs.
 */
export function useMessageForm<TextField extends Field, Field extends string>(
  props: ControlledFormProps<Readonly<Record<TextField, string>>, TextField, Field>,
  { slot, idOf }: { slot: string; idOf: (field: Field) => string },
) {
  const form = useControlledForm(props, { slot, className: '@container flex min-w-0 flex-col gap-5', keepFocusWhenFieldsDisable: true });
  const { values, errors, onFieldChange, onFieldBlur } = form.binding;
  const textProps = textFieldBinder<TextField>(form.binding);
  const fileProps = fileFieldBinder<Field>(form.binding);
  const common = (field: Field) => ({ id: idOf(field), disabled: form.busy });
  return {
    ...form,
    textField: (field: TextField) => ({ ...common(field), ...textProps(field) }),
    fileField: (field: Field) => ({ ...common(field), ...fileProps(field) }),
    radioField: (field: TextField): RadioChoiceProps => ({
      ...common(field),
      value: values[field],
      error: errors[field],
      onChange: (value) => onFieldChange(field, value),
      onBlur: () => onFieldBlur?.(field),
    }),
  };
}

/** The optional line above the fields: "Fields marked * are required." Nothing when the host gives none. */
export function FormRequiredNote({ note, slot }: { note: string | undefined; slot: string }) {
  if (note === undefined) return null;
  return (
    <p data-slot={slot} className="text-sm text-muted-foreground">
      {note}
    </p>
  );
}

/**
 * The messages (`FormMessage`s, margins not gaps, so empty ones take no room)
 * over the submit button: busy with a spinner after the loader delay, full
 * width on phones, long translations wrapping instead of overflowing 320 px.
 * `error` is the shop's refusal, announced in the region `errorSlot`; `children`
 * are further messages under it.
 */
export function FormSubmitRow({
  slot,
  label,
  busy,
  error,
  errorSlot,
  buttonClassName,
  secondaryAction,
  children,
}: {
  slot?: string;
  label: string;
  busy: boolean;
  error?: string | undefined;
  /** The `data-slot` of the refusal's region; without it there is none. */
  errorSlot?: string;
  /** Where the button stops taking the full width (`tablet:w-auto tablet:self-start`). */
  buttonClassName?: string;
  /** A second button after the submit (Cancel): under it on phones, beside it from tablet. */
  secondaryAction?: ReactNode;
  children?: ReactNode;
}) {
  const submit = (
    <Button type="submit" size="lg" loading={busy} className={cn('h-auto min-h-12 w-full py-2 whitespace-normal', buttonClassName)}>
      {label}
    </Button>
  );
  return (
    <div data-slot={slot} className="flex min-w-0 flex-col">
      {errorSlot === undefined ? null : <FormMessage message={error} slot={errorSlot} className="mb-3" />}
      {children}
      {secondaryAction === undefined ? (
        submit
      ) : (
        <div className="flex min-w-0 flex-col gap-3 tablet:flex-row tablet:flex-wrap">
          {submit}
          {secondaryAction}
        </div>
      )}
    </div>
  );
}

/** "New here? Create an account" under a form: the question, then the action as a link-styled button. */
export function FormSwitchPrompt({
  slot,
  question,
  action,
  onAction,
}: {
  slot: string;
  question: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <p data-slot={slot} className={formSwitchPromptClassName}>
      <span>{question}</span>
      <Button variant="link" size="sm" className="min-h-11 whitespace-normal" onClick={onAction}>
        {action}
      </Button>
    </p>
  );
}

/**
 * The card that replaces a form once the shop accepted it: an icon in a round
 * badge, a title (focusable by script only, so the outcome is read when it
 * replaces the form), a message and an optional action.
 */
export function FormOutcomeCard({
  slot,
  icon,
  tone,
  headingLevel,
  title,
  message,
  action,
  onAction,
  focusOnMount = false,
  titleRef,
  className,
  ...rest
}: Omit<ComponentProps<'section'>, 'children' | 'title'> & {
  slot: string;
  icon: ReactNode;
  tone: 'neutral' | 'success';
  headingLevel: FormHeadingLevel;
  title: string;
  message: string;
  action: string;
  /** The action under the message; shown only with it. */
  onAction: (() => void) | undefined;
  /** Focus the title when it mounts: where it replaces the form the shopper was in. */
  focusOnMount?: boolean;
  /** For a host that moves focus to the title itself. */
  titleRef?: RefObject<HTMLHeadingElement | null>;
}) {
  const Heading = HEADING_TAGS[headingLevel];
  const ownTitleRef = useRef<HTMLHeadingElement>(null);
  const headingRef = titleRef ?? ownTitleRef;
  useFocusOnMount(headingRef, focusOnMount);
  return (
    <section data-slot={slot} className={cn(formOutcomeCardClassName, className)} {...rest}>
      <span className={formOutcomeIconVariants({ tone })}>{icon}</span>
      <Heading ref={headingRef} tabIndex={-1} className="text-xl font-bold [overflow-wrap:anywhere] focus:outline-none">
        {title}
      </Heading>
      <p data-slot={`${slot}-message`} className="text-base [overflow-wrap:anywhere]">
        {message}
      </p>
      {onAction === undefined ? null : (
        <Button variant="secondary" className="h-auto min-h-11 py-2 whitespace-normal" onClick={onAction}>
          {action}
        </Button>
      )}
    </section>
  );
}

/**
 * The outcome that replaces a form's fields ("Password successfully changed", "If an account
 * exists…"): focused when it mounts, so it is read where the shopper's focus was. `announce`
 * also makes it a status (an alert for `danger`).
 */
export function FormOutcomeNotice({
  slot,
  tone,
  message,
  announce = false,
}: {
  slot?: string;
  tone: 'success' | 'danger';
  message: string;
  announce?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusOnMount(ref, true);
  const role = tone === 'danger' ? 'alert' : 'status';
  return (
    <div ref={ref} tabIndex={-1} data-slot={slot} role={announce ? role : undefined} className={formOutcomeNoticeVariants({ tone })}>
      {tone === 'success' ? <CheckCircleIcon className="mt-0.5 size-5 text-success" /> : <AlertIcon className="mt-0.5 size-5" />}
      <p className="min-w-0 [overflow-wrap:anywhere]">{message}</p>
    </div>
  );
}

/**
 * The footer of the review and contact forms: the submit button (full width
 * until the form itself is wide), then the status line *below* it (spec §8),
 * where `FormSubmitRow` puts its messages above. `children` are further
 * messages under the status (the review's success). The regions stay mounted
 * empty so a message that appears is announced.
 */
export function SubmitFooterWithStatusBelow({
  slotPrefix,
  label,
  busy,
  statusError,
  children,
}: {
  /** `review-form` gives `review-form-footer` and `review-form-status`. */
  slotPrefix: string;
  label: string;
  busy: boolean;
  statusError: string | undefined;
  children?: ReactNode;
}) {
  return (
    <div data-slot={`${slotPrefix}-footer`} className="flex min-w-0 flex-col">
      <FormSubmitRow label={label} busy={busy} buttonClassName="@lg:w-auto @lg:self-start" />
      <FormMessage message={statusError} slot={`${slotPrefix}-status`} className="mt-3" />
      {children}
    </div>
  );
}

/**
 * Binds the text fields of a controlled form: the returned function gives one
 * field its name, value, error, required flag, change and blur (the blur
 * after the pointer is released, so a click on the submit lands first).
 */
export function textFieldBinder<Field extends string>({
  values,
  errors,
  onFieldChange,
  onFieldBlur,
}: {
  values: NoInfer<Readonly<Record<Field, string>>>;
  /** The fields are inferred from here; name them (`textFieldBinder<'email' | 'city'>`) when the errors cover more. */
  errors: Readonly<Partial<Record<Field, string>>>;
  onFieldChange: NoInfer<(field: Field, value: string) => void>;
  onFieldBlur?: NoInfer<(field: Field) => void> | undefined;
}) {
  return (field: Field, required = true) => ({
    name: field,
    value: values[field],
    error: errors[field],
    required,
    onChange: (event: { target: { value: string } }) => onFieldChange(field, event.target.value),
    onBlur: () => afterPointerRelease(() => onFieldBlur?.(field)),
  });
}

/**
 * Binds a `FileInput` of a controlled form like `textFieldBinder` does the
 * text fields: name, error and blur (after the pointer is released, so the
 * Remove click lands first). The file itself is the host's, not a value.
 */
function fileFieldBinder<Field extends string>({
  errors,
  onFieldBlur,
}: {
  errors: Readonly<Partial<Record<Field, string>>>;
  onFieldBlur?: ((field: Field) => void) | undefined;
}) {
  return (field: Field) => ({
    name: field,
    error: errors[field],
    onBlur: () => afterPointerRelease(() => onFieldBlur?.(field)),
  });
}

/** An e-mail field's keyboard and autofill: the `@` keyboard, no capitals or corrections, the `email` token. */
export const emailInputProps = {
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
} as const;

/**
 * A VAT number's input: no autocomplete token exists for it, so `off` keeps
 * unrelated suggestions away; capitals, no corrections.
 */
export const vatNumberInputProps = {
  autoComplete: 'off',
  autoCapitalize: 'characters',
  autoCorrect: 'off',
  spellCheck: false,
} as const;

/**
 * Binds the checkboxes of a controlled form like `textFieldBinder` does the
 * text fields: name, checked state, error, change and blur.
 */
export function checkboxBinder<Field extends string>({
  values,
  errors,
  onFieldChange,
  onFieldBlur,
}: {
  values: NoInfer<Readonly<Record<Field, boolean>>>;
  errors: Readonly<Partial<Record<string, string>>>;
  onFieldChange: NoInfer<(field: Field, value: boolean) => void>;
  onFieldBlur?: NoInfer<(field: Field) => void> | undefined;
}) {
  return (field: Field) => ({
    name: field,
    checked: values[field],
    error: errors[field],
    onCheckedChange: (checked: boolean) => onFieldChange(field, checked),
    onBlur: () => afterPointerRelease(() => onFieldBlur?.(field)),
  });
}
