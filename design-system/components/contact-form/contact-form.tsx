import { useEffectEvent, useLayoutEffect, useRef, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { CheckCircleIcon } from '../../lib/icons';
import { Button } from '../button/button';
import { FileInput, type ChosenFile } from '../file-input/file-input';
import {
  emailInputProps,
  fileFieldBinder,
  FormRequiredNote,
  HEADING_TAGS,
  RadioGroupField,
  SubmitFooterWithStatusBelow,
  textFieldBinder,
  useFormShell,
  type FormHeadingLevel,
  type RadioChoiceProps,
} from '../form-parts/form-parts';
import { TextareaField } from '../review-form/textarea-field';
import type { SelectFieldOption } from '../select-field/select-field';
import { TextField } from '../text-field/text-field';
import {
  contactFormChoiceClassName,
  contactFormChoicesClassName,
  contactFormPairClassName,
  contactSentClassName,
  contactSentIconClassName,
} from './contact-form.variants';
import type { contactFormMessages } from './contact-form.messages';

/**
 * `contactPage`: subject, email, message and an optional document (spec §2);
 * `account`: email, first name, last name and message (spec §3).
 */
export type ContactFormVariant = 'contactPage' | 'account';

/** Every text field of either variant (the subject is a radio's value). */
export type ContactFormTextField = 'subject' | 'email' | 'firstName' | 'lastName' | 'message';

/** Every field that can show an error: the machine's `ContactField`. */
export type ContactFormField = ContactFormTextField | 'document';

/** As typed (the contact machine's `values`); a variant's other fields stay ''. */
export type ContactFormValues = Readonly<Record<ContactFormTextField, string>>;

/** One message per refused field, already translated from the machine's keys (spec §5). */
export type ContactFormErrors = Partial<Record<ContactFormField, string>>;

/** Issue 7: PDF and images. */
export const CONTACT_DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';

/** Each variant's fields in the order it shows them (the first is where focus goes on "Send another message"). */
const FIELDS_BY_VARIANT = {
  contactPage: ['subject', 'email', 'message', 'document'],
  account: ['email', 'firstName', 'lastName', 'message'],
} as const satisfies Record<ContactFormVariant, readonly ContactFormField[]>;

export interface ContactFormProps extends Omit<ComponentProps<'form'>, 'children' | 'onSubmit' | 'noValidate'> {
  variant: ContactFormVariant;
  /** Controlled values (the machine's `selectValues`). */
  values: ContactFormValues;
  /** The contact page's subject choices, `{ value, label }`: Customer service and Press (spec §2). */
  subjects?: readonly SelectFieldOption[];
  /** The attached document's name and size (the machine's `selectDocument`), or `null`. Contact page only. */
  document?: ChosenFile | null;
  /** Per-field messages to show now (the machine's `selectFieldErrors`, translated). */
  errors?: ContactFormErrors;
  /** Spec §4 loading (the machine's `selectIsLoading`): the button is busy and ignores submits, the fields are disabled. */
  busy?: boolean;
  /** The status line below the form, as an alert (the machine's `selectStatusError`, translated). */
  statusError?: string;
  /** Spec §4 sent (the machine's `selectIsSent`): the form gives way to the sent panel. */
  sent?: boolean;
  /** Optional title ("Send us a message"); leave it out where the page or panel already has one. */
  title?: string;
  /** The fields' ids are `${idPrefix}-${field}` (`contactFieldId`). Default `contact`. */
  idPrefix?: string;
  /** Level of `title` and of the sent panel's "Message sent". Default 2. */
  headingLevel?: FormHeadingLevel;
  /** The picker's filter. Default PDF, JPEG, PNG, WebP. */
  documentAccept?: string;
  /**
   * Change it (a counter) when errors arrive after an asynchronous submit:
   * focus then moves to the first invalid field. After every submit the form
   * does that itself.
   */
  focusFirstErrorKey?: string | number;
  /** Every edit of a text field or the subject. */
  onFieldChange: (field: ContactFormTextField, value: string) => void;
  /** A field lost focus (the subject group as a whole, the document's input). */
  onFieldBlur?: (field: ContactFormField) => void;
  /** A document was picked or dropped (the host keeps the `File`, the machine its name, size and type). */
  onDocumentChosen?: (file: File) => void;
  onDocumentCleared?: () => void;
  /** The button or Enter in a field; ignored while busy. The form does not validate: the machine does. */
  onSubmit: () => void;
  /** "Send another message" on the sent panel. */
  onAnotherRequested: () => void;
}

/**
 * The id of a contact field's control, to move focus to it (the machine's
 * `focusField` action): `document.getElementById(contactFieldId(field))?.focus()`.
 * The subject's id sits on the radio Tab reaches: the chosen one, else the first.
 */
export function contactFieldId(field: ContactFormField, idPrefix = 'contact'): string {
  return `${idPrefix}-${field}`;
}

/**
 * The subject: native radios in a `fieldset` whose legend names the group
 * (Arrow keys move the choice). Two short choices, so all are in view at once,
 * unlike a select. The group carries the `radiogroup` role so `aria-invalid`
 * and the error sit on it.
 */
function SubjectField({
  id,
  legend,
  options,
  value,
  error,
  disabled,
  onChange,
  onBlur,
}: RadioChoiceProps & {
  legend: string;
  options: readonly SelectFieldOption[];
}) {
  // Where Tab lands, and so where the host's focus goes: the chosen radio, else the first.
  const focusTarget = options.some((option) => option.value === value) ? value : options[0]?.value;

  return (
    <RadioGroupField id={`${id}-group`} slot="contact-form-subject" legend={legend} error={error} onGroupBlur={onBlur}>
      <div className={contactFormChoicesClassName}>
        {options.map((option) => {
          const radioId = option.value === focusTarget ? id : `${id}-${option.value}`;
          return (
            <label key={option.value} htmlFor={radioId} className={contactFormChoiceClassName}>
              <input
                id={radioId}
                type="radio"
                name={id}
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
          );
        })}
      </div>
    </RadioGroupField>
  );
}

/**
 * The contact forms (spec §2 Contact page and the account panel's contact by
 * form; §3 "Contact message"; §4 loading and sent; §8). `variant` picks the
 * fields: the contact page's subject (Customer service or Press), e-mail,
 * message and optional document, or the account's e-mail, names and message.
 *
 * Controlled and unvalidating, like the other forms: the contact machine
 * holds the values and words nothing; the host translates its message keys.
 * While sending, the fields are disabled and the button shows its loader. A
 * failure shows in the status line below the form. Once sent, the form gives
 * way to a panel saying it was sent, with "Send another message", which
 * takes focus; the form that comes back gives it to its first field.
 *
 * Each control has the id `contactFieldId(field, idPrefix)`, so the machine's
 * `focusField` can be wired with `getElementById`; after every submit the
 * form also focuses its first invalid field itself.
 */
export function ContactForm({
  variant,
  values,
  subjects = [],
  document = null,
  errors = {},
  busy = false,
  statusError,
  sent = false,
  title,
  idPrefix = 'contact',
  headingLevel = 2,
  documentAccept = CONTACT_DOCUMENT_ACCEPT,
  focusFirstErrorKey,
  onFieldChange,
  onFieldBlur,
  onDocumentChosen,
  onDocumentCleared,
  onSubmit,
  onAnotherRequested,
  className,
  'aria-labelledby': labelledByProp,
  ...rest
}: ContactFormProps) {
  const text = useComponentText<typeof contactFormMessages>('ContactForm');
  const shell = useFormShell({
    title,
    headingLevel,
    labelledBy: labelledByProp,
    busy,
    focusFirstErrorKey,
    keepFocusWhenFieldsDisable: true,
    onSubmit,
  });
  const textProps = textFieldBinder<ContactFormTextField>({ values, errors, onFieldChange, onFieldBlur });
  const fileProps = fileFieldBinder<ContactFormField>({ errors, onFieldBlur });
  const idOf = (field: ContactFormField) => contactFieldId(field, idPrefix);
  const sentTitleRef = useRef<HTMLElement>(null);

  // Only a change moves focus (never the first render): sent → the panel speaks; back → the first field.
  const lastSent = useRef(sent);
  const focusFirstField = useEffectEvent(() => window.document.getElementById(idOf(FIELDS_BY_VARIANT[variant][0]))?.focus());
  useLayoutEffect(() => {
    if (lastSent.current === sent) return;
    lastSent.current = sent;
    if (sent) sentTitleRef.current?.focus();
    else focusFirstField();
  }, [sent]);

  if (sent) {
    const Heading = HEADING_TAGS[headingLevel];
    return (
      <section data-slot="contact-sent" className={cn(contactSentClassName, className)}>
        <span className={contactSentIconClassName}>
          <CheckCircleIcon className="size-6" />
        </span>
        {/* Focusable by script only, so the outcome is read when it replaces the form. */}
        <Heading
          ref={(element) => {
            sentTitleRef.current = element;
          }}
          tabIndex={-1}
          className="text-xl font-bold [overflow-wrap:anywhere] focus:outline-none"
        >
          {text('sentTitle')}
        </Heading>
        <p data-slot="contact-sent-message" className="text-base [overflow-wrap:anywhere]">
          {text('sent')}
        </p>
        <Button variant="secondary" className="h-auto min-h-11 py-2 whitespace-normal" onClick={onAnotherRequested}>
          {text('sendAnother')}
        </Button>
      </section>
    );
  }

  return (
    <form
      {...shell.formProps}
      data-slot="contact-form"
      data-variant={variant}
      className={cn('@container flex min-w-0 flex-col gap-5', className)}
      {...rest}
    >
      {shell.heading}
      <FormRequiredNote note={text('requiredNote')} slot="contact-form-required-note" />

      {variant === 'contactPage' ? (
        <SubjectField
          id={idOf('subject')}
          legend={text('subject')}
          options={subjects}
          value={values.subject}
          error={errors.subject}
          disabled={busy}
          onChange={(value) => onFieldChange('subject', value)}
          onBlur={() => onFieldBlur?.('subject')}
        />
      ) : null}

      <TextField id={idOf('email')} label={text('email')} disabled={busy} {...emailInputProps} {...textProps('email')} />

      {variant === 'account' ? (
        <div data-slot="contact-form-names" className={contactFormPairClassName}>
          <TextField
            id={idOf('firstName')}
            label={text('firstName')}
            autoComplete="given-name"
            autoCapitalize="words"
            disabled={busy}
            {...textProps('firstName')}
          />
          <TextField
            id={idOf('lastName')}
            label={text('lastName')}
            autoComplete="family-name"
            autoCapitalize="words"
            disabled={busy}
            {...textProps('lastName')}
          />
        </div>
      ) : null}

      <TextareaField id={idOf('message')} label={text('message')} rows={6} disabled={busy} {...textProps('message')} />

      {variant === 'contactPage' ? (
        <FileInput
          id={idOf('document')}
          label={text('document')}
          chooseLabel={text('documentChoose')}
          dropLabel={text('documentDrop')}
          hint={text('documentHint')}
          accept={documentAccept}
          file={document}
          disabled={busy}
          onFileChosen={(file) => onDocumentChosen?.(file)}
          onCleared={() => onDocumentCleared?.()}
          {...fileProps('document')}
        />
      ) : null}

      <SubmitFooterWithStatusBelow
        slotPrefix="contact-form"
        label={busy ? text('sending') : text('submit')}
        busy={busy}
        statusError={statusError}
      />
    </form>
  );
}
