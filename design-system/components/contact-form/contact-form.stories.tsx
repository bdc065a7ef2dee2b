import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import {
  controlledFormArgs,
  emailRuleMessage,
  expectBusyIgnoresSubmits,
  expectFitsWithFullWidthButton,
  expectSameRow,
  expectStacked,
  expectStatusErrorBelow,
  FIELD_TOO_SHORT as TOO_SHORT,
  GENERIC_ERROR as SERVER_ERROR,
  INVALID_EMAIL,
  messageFormArgTypes,
  messagesOf,
  REQUIRED,
  textRuleMessage,
  useFileFieldHost,
  useValidatedForm,
  withTitleStory,
  type StandInServer,
} from '../../stories/form-story-helpers';
import { storyText } from '../../stories/story-text';
import type { ChosenFile } from '../file-input/file-input';
import { fileInputMessages } from '../file-input/file-input.messages';
import {
  ContactForm,
  contactFieldId,
  type ContactFormErrors,
  type ContactFormField,
  type ContactFormProps,
  type ContactFormValues,
  type ContactFormVariant,
} from './contact-form';
import { contactFormMessages } from './contact-form.messages';

const en = storyText(contactFormMessages);
const ja = storyText(contactFormMessages, 'ja');
const de = storyText(contactFormMessages, 'de');
const fileInput = storyText(fileInputMessages);

/*
 * The contact machine holds values, document and errors; `ContactHost` plays
 * that part with the spec's rules (§5; issue 7: a document at most 10 MB) and
 * outcomes (§4 loading and sent, §8 the server's error in the status line).
 */

const subjects = [
  { value: 'customerService', label: 'Customer service' },
  { value: 'press', label: 'Press' },
];

const DOCUMENT_TOO_LARGE = 'The document must be 10 MB or smaller';
const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

const pageValues: ContactFormValues = { subject: 'customerService', email: '', firstName: '', lastName: '', message: '' };

const filledPageValues: ContactFormValues = {
  ...pageValues,
  email: 'camille.martin@example.fr',
  message: 'My eSIM for Japan shows "No service" after landing in Osaka. The invoice is attached.',
};

const accountValues: ContactFormValues = {
  subject: '',
  email: 'camille.martin@example.fr',
  firstName: 'Camille',
  lastName: 'Martin',
  message: '',
};

const invoice: ChosenFile = { name: 'invoice-ES-10482.pdf', size: 245_760 };

type HostValues = ContactFormValues & { document: ChosenFile | null };

/** The spec's rules (§5, issue 7), standing in for the machine's. */
function validatorOf(variant: ContactFormVariant) {
  return (values: HostValues): ContactFormErrors =>
    messagesOf<ContactFormField>({
      subject: variant === 'contactPage' && !subjects.some((subject) => subject.value === values.subject) ? REQUIRED : undefined,
      email: emailRuleMessage(values.email),
      firstName: variant === 'account' ? textRuleMessage(values.firstName, 60) : undefined,
      lastName: variant === 'account' ? textRuleMessage(values.lastName, 60) : undefined,
      message: textRuleMessage(values.message, 5000),
      document:
        variant === 'contactPage' && values.document !== null && values.document.size > DOCUMENT_MAX_BYTES ? DOCUMENT_TOO_LARGE : undefined,
    });
}

function ContactHost({
  args,
  initialValues,
  server = 'accepts',
}: {
  args: ContactFormProps;
  initialValues: ContactFormValues;
  server?: StandInServer;
}) {
  const validate = validatorOf(args.variant);
  const startValues: HostValues = { ...initialValues, document: null };
  const form = useValidatedForm<HostValues, keyof HostValues>(startValues, validate);
  const file = useFileFieldHost(form, validate, 'document', args);
  const [statusError, setStatusError] = useState<string>();
  const [sent, setSent] = useState(false);
  const { document, ...values } = form.values;

  return (
    <ContactForm
      {...args}
      {...file.bound}
      values={values}
      document={document}
      busy={form.busy}
      statusError={statusError}
      sent={sent}
      onDocumentChosen={(chosen) => {
        args.onDocumentChosen?.(chosen);
        // Over 10 MB shows its error at once, like the machine does.
        file.choose(chosen);
      }}
      onDocumentCleared={() => {
        args.onDocumentCleared?.();
        file.clear();
      }}
      onSubmit={() => {
        setStatusError(undefined);
        form.submit(args.onSubmit, () => {
          if (server === 'fails') setStatusError(SERVER_ERROR);
          else setSent(true);
        });
      }}
      onAnotherRequested={() => {
        args.onAnotherRequested();
        // A fresh form, the prefills (subject, e-mail, names) kept; never the message.
        form.setValues({ ...startValues, message: '' });
        form.setErrors({});
        setSent(false);
      }}
    />
  );
}

const meta = {
  title: 'Contact/ContactForm',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** A message to support: on the contact page (subject, e-mail, message, a document) or from the account.',
          '**Use instead:** `ReviewForm` to review a plan; `ContactOptions` to show the ways to reach support.',
        ].join('\n\n'),
      },
    },
  },
  component: ContactForm,
  args: {
    variant: 'contactPage',
    values: pageValues,
    subjects,
    document: null,
    sent: false,
    ...controlledFormArgs(),
    onDocumentChosen: fn(),
    onDocumentCleared: fn(),
    onAnotherRequested: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['contactPage', 'account'] },
    ...messageFormArgTypes,
  },
  decorators: [widthDecorator('max-w-xl')],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contact page, empty: subject (customer service chosen), e-mail, message and an optional document. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: en('subject') });
    await expect(group).toHaveAttribute('aria-required', 'true');
    const customerService = canvas.getByRole('radio', { name: 'Customer service' });
    await expect(customerService).toBeChecked();
    await expect(customerService).toHaveAttribute('id', contactFieldId('subject'));
    await expect(canvas.getByRole('radio', { name: 'Press' })).not.toBeChecked();
    const email = canvas.getByRole('textbox', { name: en('email') });
    await expect(email).toBeRequired();
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByRole('textbox', { name: en('message') })).toBeRequired();
    const documentInput = canvas.getByLabelText(en('document'));
    await expect(documentInput).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png,image/webp');
    await expect(documentInput).toHaveAccessibleDescription(en('documentHint'));
    await expect(canvas.queryByRole('textbox', { name: en('firstName') })).toBeNull();
    await expect(canvas.getByRole('button', { name: en('submit') })).toHaveAttribute('type', 'submit');
  },
};

export const Playground: Story = {};

/** In a page of its own: the title is the page's heading and names the form. */
export const WithTitle: Story = withTitleStory('Send us a message');

/** Choosing a subject, typing and attaching report each change; arrows move between the subjects. */
export const EditsReportChanges: Story = {
  render: (args) => <ContactHost args={args} initialValues={pageValues} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Press' }));
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('subject', 'press');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('subject', 'customerService');
    await expect(canvas.getByRole('radio', { name: 'Customer service' })).toBeChecked();
    await userEvent.tab();
    await expect(args.onFieldBlur).toHaveBeenCalledOnce();
    await expect(args.onFieldBlur).toHaveBeenCalledWith('subject');
    await userEvent.type(canvas.getByRole('textbox', { name: en('email') }), 'ca');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('email', 'ca');
    const file = new File([new Uint8Array(245_760)], 'invoice.pdf', { type: 'application/pdf' });
    await userEvent.upload(canvas.getByLabelText(en('document')), file);
    await expect(args.onDocumentChosen).toHaveBeenCalledWith(file);
    await expect(canvas.getByText('invoice.pdf')).toBeVisible();
    await expect(canvas.getByText('240 kB')).toBeVisible();
  },
};

/** Filled with a document (static, as the machine passes it back). */
export const FilledWithDocument: Story = {
  args: { values: { ...filledPageValues, subject: 'press' }, document: invoice },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Press' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: en('message') })).toHaveValue(filledPageValues.message);
    await expect(canvas.getByText('invoice-ES-10482.pdf')).toBeVisible();
    await expect(canvas.getByText('240 kB')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: fileInput('clear') }));
    await expect(args.onDocumentCleared).toHaveBeenCalledOnce();
    await expect(canvas.getByLabelText(en('document'))).toHaveFocus();
  },
};

/** Field errors as the machine passes them (static). */
export const Errors: Story = {
  args: {
    values: { ...pageValues, subject: '', email: 'camille@', message: 'x' },
    document: { name: 'scan-of-passport.png', size: 12 * 1024 * 1024 },
    errors: { subject: REQUIRED, email: INVALID_EMAIL, message: TOO_SHORT, document: DOCUMENT_TOO_LARGE },
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: en('subject') });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(REQUIRED);
    // Nothing chosen: Tab and the host's focus land on the first subject.
    await expect(canvas.getByRole('radio', { name: 'Customer service' })).toHaveAttribute('id', 'contact-subject');
    await expect(canvas.getByRole('textbox', { name: en('email') })).toHaveAccessibleDescription(INVALID_EMAIL);
    await expect(canvas.getByRole('textbox', { name: en('message') })).toHaveAccessibleDescription(TOO_SHORT);
    const documentInput = canvas.getByLabelText(en('document'));
    await expect(documentInput).toBeInvalid();
    await expect(canvas.getByText(DOCUMENT_TOO_LARGE)).toBeVisible();
    await expect(canvas.getByText('12 MB')).toBeVisible();
  },
};

/** An empty submit: each field says why, focus goes to the first invalid (the e-mail; the subject is chosen). */
export const SubmitEmptyFocusesFirstInvalid: Story = {
  render: (args) => <ContactHost args={args} initialValues={pageValues} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('textbox', { name: en('email') })).toHaveFocus();
    await expect(canvas.getAllByText(REQUIRED)).toHaveLength(2);
  },
};

/** Spec §4 loading (static): the button says so and ignores clicks, the fields are disabled. */
export const Sending: Story = {
  args: { values: filledPageValues, document: invoice, busy: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: en('sending') });
    // The fields are disabled, so the button is where Enter could come from.
    await expectBusyIgnoresSubmits({ button, field: button, onSubmit: args.onSubmit, userEvent });
    await expect(canvas.getByRole('radio', { name: 'Customer service' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: en('email') })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: en('message') })).toBeDisabled();
    await expect(canvas.getByLabelText(en('document'))).toBeDisabled();
    await expect(canvas.getByRole('button', { name: fileInput('clear') })).toBeDisabled();
  },
};

/** Spec §8 (static): the server's error in the status line below the form, announced. */
export const StatusError: Story = {
  args: { values: filledPageValues, statusError: SERVER_ERROR },
  play: async ({ canvas }) => {
    await expectStatusErrorBelow(canvas, canvas.getByRole('button', { name: en('submit') }), SERVER_ERROR);
  },
};

/** The server fails after a real submit: the status line appears, what was typed stays. */
export const ServerFails: Story = {
  render: (args) => <ContactHost args={args} initialValues={filledPageValues} server="fails" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_ERROR));
    await expect(canvas.getByRole('textbox', { name: en('message') })).toHaveValue(filledPageValues.message);
  },
};

/** Spec §4 sent (static): the panel with its message and "Send another message". */
export const Sent: Story = {
  args: { sent: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: en('sentTitle') })).toBeVisible();
    await expect(canvas.getByText(en('sent'))).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: en('email') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: en('sendAnother') }));
    await expect(args.onAnotherRequested).toHaveBeenCalledOnce();
  },
};

/** Sent after a real submit: busy, then the panel takes focus; "Send another message" brings an empty form, focus on its first field. */
export const SendThenAnother: Story = {
  render: (args) => <ContactHost args={args} initialValues={filledPageValues} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    await expect(canvas.getByRole('button', { name: en('sending') })).toHaveAttribute('aria-busy', 'true');
    const title = await canvas.findByRole('heading', { name: en('sentTitle') });
    await expect(title).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: en('sendAnother') }));
    await expect(args.onAnotherRequested).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('textbox', { name: en('message') })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: en('email') })).toHaveValue(filledPageValues.email);
    await expect(canvas.getByRole('radio', { name: 'Customer service' })).toHaveFocus();
  },
};

/** The account variant: e-mail and names prefilled, then the message; no subject, no document. */
export const Account: Story = {
  args: { variant: 'account', values: accountValues, subjects: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.queryByLabelText(en('document'))).toBeNull();
    await expect(canvas.getByRole('textbox', { name: en('email') })).toHaveValue('camille.martin@example.fr');
    const firstName = canvas.getByRole('textbox', { name: en('firstName') });
    await expect(firstName).toHaveAttribute('autocomplete', 'given-name');
    await expect(firstName).toHaveAttribute('id', contactFieldId('firstName'));
    await expect(canvas.getByRole('textbox', { name: en('lastName') })).toHaveAttribute('autocomplete', 'family-name');
    await expectSameRow(firstName, canvas.getByRole('textbox', { name: en('lastName') }));
  },
};

/** The account variant submitted with a name too short and no message: each says why, focus on the first name. */
export const AccountErrors: Story = {
  args: { variant: 'account', subjects: [] },
  render: (args) => <ContactHost args={args} initialValues={{ ...accountValues, firstName: 'C' }} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    const firstName = canvas.getByRole('textbox', { name: en('firstName') });
    await expect(firstName).toHaveFocus();
    await expect(firstName).toHaveAccessibleDescription(TOO_SHORT);
    await expect(canvas.getByRole('textbox', { name: en('message') })).toHaveAccessibleDescription(REQUIRED);
  },
};

/** The account variant in the side panel (about 400 px): names stacked, full-width button. */
export const AccountInSidePanel: Story = {
  args: { variant: 'account', values: accountValues, subjects: [] },
  decorators: [widthDecorator('w-100')],
  play: async ({ canvas, canvasElement }) => {
    await expectStacked(canvas.getByRole('textbox', { name: en('firstName') }), canvas.getByRole('textbox', { name: en('lastName') }));
    await expectFitsWithFullWidthButton(canvasElement, 'contact-form', en('submit'));
  },
};

/** 320 px: the contact page fits, long translated subjects wrap. */
export const Mobile: Story = {
  args: {
    values: filledPageValues,
    document: invoice,
    subjects: [
      { value: 'customerService', label: 'Service client (commandes, installation, remboursements)' },
      { value: 'press', label: 'Presse et partenariats' },
    ],
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expectFitsWithFullWidthButton(canvasElement, 'contact-form', en('submit'));
    await expect(canvas.getByRole('radio', { name: 'Presse et partenariats' })).toBeVisible();
  },
};

/** Japanese, sent: the panel's title, message and button in Japanese. */
export const JapaneseSent: Story = {
  args: { sent: true },
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: ja('sentTitle') })).toBeVisible();
    await expect(canvas.getByText(ja('sent'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: ja('sendAnother') })).toBeVisible();
  },
};

/** German account form on a 320 px phone: the long labels wrap, the names stack, the button takes the full width. */
export const GermanAccountMobile: Story = {
  args: { variant: 'account', values: accountValues, subjects: [] },
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expectStacked(canvas.getByRole('textbox', { name: de('firstName') }), canvas.getByRole('textbox', { name: de('lastName') }));
    await expectFitsWithFullWidthButton(canvasElement, 'contact-form', de('submit'));
  },
};
