import { useEffectEvent, useLayoutEffect, useRef } from 'react';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { CheckCircleIcon } from '../../lib/icons';
import { FileInput, type ChosenFile } from '../file-input/file-input';
import {
  emailInputProps,
  FormOutcomeCard,
  FormRequiredNote,
  RadioChoices,
  RadioGroupField,
  SubmitFooterWithStatusBelow,
  useMessageForm,
  type ControlledFormProps,
  type RadioChoiceProps,
} from '../form-parts/form-parts';
import { formPairClassName } from '../form-parts/form-parts.variants';
import { TextareaField } from '../review-form/textarea-field';
import type { SelectFieldOption } from '../select-field/select-field';
import { TextField } from '../text-field/text-field';
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

export interface ContactFormProps extends ControlledFormProps<ContactFormValues, ContactFormTextField, ContactFormField> {
  variant: ContactFormVariant;
  /** The contact page's subject choices, `{ value, label }`: Customer service and Press (spec §2). */
  subjects?: readonly SelectFieldOption[];
  /** The attached document's name and size (the machine's `selectDocument`), or `null`. Contact page only. */
  document?: ChosenFile | null;
  /** The status line below the form, as an alert (the machine's `selectStatusError`, translated). */
  statusError?: string;
  /** Spec §4 sent (the machine's `selectIsSent`): the form gives way to the sent panel. */
  sent?: boolean;
  /** The fields' ids are `${idPrefix}-${field}` (`contactFieldId`). Default `contact`. */
  idPrefix?: string;
  /** The picker's filter. Default PDF, JPEG, PNG, WebP. */
  documentAccept?: string;
  /** A document was picked or dropped (the host keeps the `File`, the machine its name, size and type). */
  onDocumentChosen?: (file: File) => void;
  onDocumentCleared?: () => void;
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
      <RadioChoices
        name={id}
        options={options}
        value={value}
        disabled={disabled}
        radioId={(option) => (option === focusTarget ? id : `${id}-${option}`)}
        onChange={onChange}
      />
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
  subjects = [],
  document = null,
  statusError,
  sent = false,
  idPrefix = 'contact',
  documentAccept = CONTACT_DOCUMENT_ACCEPT,
  onDocumentChosen,
  onDocumentCleared,
  onAnotherRequested,
  ...props
}: ContactFormProps) {
  const text = useComponentText<typeof contactFormMessages>('ContactForm');
  const idOf = (field: ContactFormField) => contactFieldId(field, idPrefix);
  const form = useMessageForm(props, { slot: 'contact-form', idOf });
  const sentTitleRef = useRef<HTMLHeadingElement>(null);

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
    return (
      <FormOutcomeCard
        slot="contact-sent"
        icon={<CheckCircleIcon className="size-6" />}
        tone="success"
        headingLevel={props.headingLevel ?? 2}
        title={text('sentTitle')}
        message={text('sent')}
        action={text('sendAnother')}
        onAction={onAnotherRequested}
        titleRef={sentTitleRef}
        className={props.className}
      />
    );
  }

  return (
    <form {...form.formProps} data-variant={variant}>
      {form.heading}
      <FormRequiredNote note={text('requiredNote')} slot="contact-form-required-note" />

      {variant === 'contactPage' ? <SubjectField legend={text('subject')} options={subjects} {...form.radioField('subject')} /> : null}

      <TextField label={text('email')} {...emailInputProps} {...form.textField('email')} />

      {variant === 'account' ? (
        <div data-slot="contact-form-names" className={formPairClassName}>
          <TextField label={text('firstName')} autoComplete="given-name" autoCapitalize="words" {...form.textField('firstName')} />
          <TextField label={text('lastName')} autoComplete="family-name" autoCapitalize="words" {...form.textField('lastName')} />
        </div>
      ) : null}

      <TextareaField label={text('message')} rows={6} {...form.textField('message')} />

      {variant === 'contactPage' ? (
        <FileInput
          label={text('document')}
          chooseLabel={text('documentChoose')}
          dropLabel={text('documentDrop')}
          hint={text('documentHint')}
          accept={documentAccept}
          file={document}
          onFileChosen={(file) => onDocumentChosen?.(file)}
          onCleared={() => onDocumentCleared?.()}
          {...form.fileField('document')}
        />
      ) : null}

      <SubmitFooterWithStatusBelow
        slotPrefix="contact-form"
        label={text(form.busy ? 'sending' : 'submit')}
        busy={form.busy}
        statusError={statusError}
      />
    </form>
  );
}
