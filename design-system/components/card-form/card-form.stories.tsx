import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState, type ComponentProps } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { expectLoaderShows } from '../../stories/button-story-helpers';
import { widthDecorator } from '../../stories/decorators';
import { storyText } from '../../stories/story-text';
import { cardBrandsMessages } from '../card-brands/card-brands.messages';
import { CARD_FIELDS, CardForm, type CardField, type CardFormErrors } from './card-form';
import { FakeHostedField, type FakeFieldReport } from './card-form.fake-hosted-field';
import { cardFormMessages } from './card-form.messages';
import { cardMessagesEn } from './card-form.story-data';

const en = storyText(cardFormMessages);
const cardBrands = storyText(cardBrandsMessages);

/*
 * In the shop each box holds a hosted field: a frame of the card gateway's
 * own origin (PCI SAQ A), which stories cannot load. These stories fill the
 * boxes with `FakeHostedField`, a same-origin stand-in (clearly a fake, toy
 * rules) that reports states as the real frames do.
 */

type HarnessProps = ComponentProps<typeof CardForm> & {
  /** Judge the fake fields' reports as the card machine would (else the `errors` arg is shown). */
  judge?: boolean;
  /** What each fake field holds at first. */
  initialValues?: Partial<Record<CardField, string>>;
};

const meta = {
  title: 'Payment/CardForm',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          "**When to use:** The card payment of the checkout: the frame around the card gateway's own fields (number, expiry, CVV) and the pay button.",
          '**Use instead:** `TextField` for any field the shop itself reads: a card number is never typed into one. `PayPalButton` and `ApplePayButton` for the wallets.',
        ].join('\n\n'),
      },
    },
  },
  component: CardForm,
  args: {
    renderField: () => null,
    errors: {},
    amount: { amount: 990, currency: 'EUR' },
    busy: false,
    onFocusField: fn(),
    onSubmit: fn(),
  },
  argTypes: {
    brand: { control: 'select', options: [undefined, 'visa', 'mastercard', 'amex', 'discover'] },
    focusedField: { control: 'select', options: [null, 'cardNumber', 'expiry', 'cvv'] },
    cvvLength: { control: 'inline-radio', options: [3, 4] },
    formError: { control: 'text' },
    renderField: { control: false },
  },
  decorators: [widthDecorator<HarnessProps>('max-w-md')],
} satisfies Meta<HarnessProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const EMPTY_REPORTS: Record<CardField, FakeFieldReport> = {
  cardNumber: { state: 'empty' },
  expiry: { state: 'empty' },
  cvv: { state: 'empty' },
};

/**
 * The card form as the storefront runs it, with fake hosted fields: focus
 * ring from the fields' focus reports, brand and CVV length from the number's,
 * errors (with `judge`) for fields left or after pay, Enter submits the form,
 * and the form's focus requests reach the field.
 */
function WithFakeHostedFields({ judge = false, initialValues = {}, ...args }: HarnessProps) {
  const [reports, setReports] = useState(EMPTY_REPORTS);
  const [touched, setTouched] = useState<Partial<Record<CardField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [focused, setFocused] = useState<CardField | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const inputs = {
    cardNumber: useRef<HTMLInputElement>(null),
    expiry: useRef<HTMLInputElement>(null),
    cvv: useRef<HTMLInputElement>(null),
  };
  const cvvLength = args.cvvLength ?? reports.cardNumber.cvvLength ?? 3;

  let errors: CardFormErrors = args.errors ?? {};
  if (judge) {
    errors = {};
    for (const field of CARD_FIELDS) {
      const { state } = reports[field];
      if (state === 'valid' || !(submitted || touched[field])) continue;
      errors[field] = state === 'empty' ? cardMessagesEn.required : field === 'cvv' ? cardMessagesEn.cvv(cvvLength) : cardMessagesEn[field];
    }
  }
  return (
    <CardForm
      {...args}
      ref={form}
      brand={args.brand ?? reports.cardNumber.brand ?? null}
      focusedField={args.focusedField ?? focused}
      errors={errors}
      cvvLength={cvvLength}
      renderField={(slot) => (
        <FakeHostedField
          slot={slot}
          cvvLength={cvvLength}
          inputRef={inputs[slot.field]}
          initialValue={initialValues[slot.field]}
          onReport={(field, report) => setReports((current) => ({ ...current, [field]: report }))}
          onFocusChange={(field, isFocused) => {
            setFocused((current) => (isFocused ? field : current === field ? null : current));
            if (!isFocused) setTouched((current) => ({ ...current, [field]: true }));
          }}
          onSubmitRequest={() => form.current?.requestSubmit()}
        />
      )}
      onFocusField={(field) => {
        args.onFocusField(field);
        inputs[field].current?.focus();
      }}
      onSubmit={() => {
        args.onSubmit();
        setSubmitted(true);
      }}
    />
  );
}

const render = (args: HarnessProps) => <WithFakeHostedFields {...args} />;

/** The fake field of a box (a stand-in for the gateway's frame). */
const fakeField = (root: HTMLElement, field: CardField) => root.querySelector<HTMLInputElement>(`[data-fake-hosted-field="${field}"]`);
const box = (root: HTMLElement, field: CardField) =>
  root.querySelector<HTMLElement>(`[data-field="${field}"] [data-slot="card-form-field-box"]`);
const brandShownIn = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-slot="card-form-number-brand"]')?.dataset['brand'];

/** Typing the challenge card: the number's box shows the brand and the focus ring follows the field that has focus. */
export const Default: Story = {
  render,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const number = canvas.getByRole('textbox', { name: en('cardNumber') });
    await expect(brandShownIn(canvasElement)).toBeUndefined();
    await userEvent.click(number);
    await expect(box(canvasElement, 'cardNumber')).toHaveAttribute('data-focused', 'true');
    await userEvent.type(number, '4000000000003220');
    await expect(brandShownIn(canvasElement)).toBe('visa');
    await expect(number).toHaveAccessibleDescription('Visa');

    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: en('expiry') })).toHaveFocus();
    await expect(box(canvasElement, 'cardNumber')).not.toHaveAttribute('data-focused');
    await expect(box(canvasElement, 'expiry')).toHaveAttribute('data-focused', 'true');
    await userEvent.keyboard('1229');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: en('cvv') })).toHaveFocus();
    await userEvent.keyboard('123');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: en('pay', { amount: '€9.90' }) })).toHaveFocus();
  },
};

export const Playground: Story = { render };

/** Empty: each box holds a field named by its label, the CVV's hint describes it; brands and the secure note. */
export const Empty: Story = {
  render,
  play: async ({ canvas, canvasElement }) => {
    const number = canvas.getByRole('textbox', { name: en('cardNumber') });
    const expiry = canvas.getByRole('textbox', { name: en('expiry') });
    const cvv = canvas.getByRole('textbox', { name: en('cvv') });
    for (const input of [number, expiry, cvv]) await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(cvv).toHaveAccessibleDescription('3 digits on the back of your card');
    await expect(expiry).toHaveAttribute('placeholder', en('expiryPlaceholder'));
    await expect(canvasElement.querySelectorAll('[data-slot="field-required"]')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: en('pay', { amount: '€9.90' }) })).toHaveAttribute('type', 'submit');
    const brands = canvas.getByRole('list', { name: cardBrands('label') });
    await expect(
      within(brands)
        .getAllByRole('img')
        .map((image) => image.getAttribute('aria-label')),
    ).toEqual(['Visa', 'Mastercard', 'American Express', 'Discover']);
    await expect(canvas.getByText(en('secureNote'))).toBeVisible();
  },
};

/** Before the gateway's fields arrive: the boxes are drawn empty, the form keeps its shape. */
export const FieldsLoading: Story = {
  play: async ({ canvasElement }) => {
    for (const field of CARD_FIELDS) {
      await expect(box(canvasElement, field)).toBeVisible();
      await expect(box(canvasElement, field)?.getBoundingClientRect().height).toBe(44);
    }
  },
};

/** Part of a Mastercard number: its mark in the number's box. */
export const TypingWithBrandDetected: Story = {
  render,
  args: { initialValues: { cardNumber: '5555 5555 55' } },
  play: async ({ canvas, canvasElement }) => {
    // Detected in an effect: outside the story tests' act() (a fresh Storybook page) it comes after the first paint.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: en('cardNumber') })).toHaveAccessibleDescription('Mastercard'));
    const mark = canvasElement.querySelector('[data-slot="card-form-number-brand"] [data-slot="card-brand-mark"]');
    await expect(mark).toHaveAttribute('data-brand', 'mastercard');
    await expect(box(canvasElement, 'cardNumber')).toContainElement(mark as HTMLElement);
  },
};

/** American Express: its mark, the CVV's hint says 4 digits on the front, and 3 digits are not enough (issue 15). */
export const AmexFourDigitCid: Story = {
  render,
  args: { judge: true },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: en('cardNumber') }), '378282246310005');
    await expect(brandShownIn(canvasElement)).toBe('amex');
    const cvv = canvas.getByRole('textbox', { name: en('cvv') });
    await expect(cvv).toHaveAccessibleDescription('4 digits on the front of your card');
    await userEvent.type(canvas.getByRole('textbox', { name: en('expiry') }), '1229');
    await userEvent.type(cvv, '123');
    await userEvent.tab();
    await expect(canvas.getByText('Needs to be 4 digits')).toBeVisible();
    await userEvent.type(cvv, '4');
    await expect(cvv).toHaveValue('1234');
    await expect(canvas.queryByText('Needs to be 4 digits')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: en('pay', { amount: '€9.90' }) }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onFocusField).not.toHaveBeenCalled();
  },
};

/** The spec §5 messages: each field invalid, described by its message then its hint; red border, never colour alone. */
export const Errors: Story = {
  render,
  args: {
    brand: 'visa',
    errors: { cardNumber: cardMessagesEn.cardNumber, expiry: cardMessagesEn.expiry, cvv: cardMessagesEn.cvv(3) },
  },
  play: async ({ canvas, canvasElement }) => {
    const number = canvas.getByRole('textbox', { name: en('cardNumber') });
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription('Is not a valid credit card number Visa');
    await expect(canvas.getByRole('textbox', { name: en('expiry') })).toHaveAccessibleDescription('Is not a valid expiry date');
    await expect(canvas.getByRole('textbox', { name: en('cvv') })).toHaveAccessibleDescription(
      'Needs to be 3 digits 3 digits on the back of your card',
    );
    await expect(canvas.getByText('Needs to be 3 digits')).toBeVisible();
    for (const field of CARD_FIELDS) await expect(box(canvasElement, field)?.className).toContain('border-danger');
  },
};

/** Pay with fields missing or wrong: the form asks for the first invalid field to be focused, in field order. */
export const FocusFirstInvalid: Story = {
  render,
  args: { judge: true },
  play: async ({ canvas, userEvent, args }) => {
    const pay = canvas.getByRole('button', { name: en('pay', { amount: '€9.90' }) });
    const number = canvas.getByRole('textbox', { name: en('cardNumber') });
    await userEvent.click(pay);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await waitFor(() => expect(args.onFocusField).toHaveBeenLastCalledWith('cardNumber'));
    await expect(number).toHaveFocus();
    await expect(number).toHaveAccessibleDescription('This field is required');

    await userEvent.type(number, '4000000000003220');
    await userEvent.click(pay);
    const expiry = canvas.getByRole('textbox', { name: en('expiry') });
    await waitFor(() => expect(expiry).toHaveFocus());
    await expect(args.onFocusField).toHaveBeenLastCalledWith('expiry');
  },
};

/** Pressing a field's label focuses the field, as a label would (the field is a frame no label can point into). */
export const LabelFocusesField: Story = {
  render,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByText(en('cvv'), { selector: '[data-slot="field-label"]' }));
    await expect(args.onFocusField).toHaveBeenCalledWith('cvv');
    await expect(fakeField(canvasElement, 'cvv')).toHaveFocus();
  },
};

/** Enter in a field (reported by the field) submits the form, once per press. */
export const SubmitWithEnter: Story = {
  render,
  args: { initialValues: { cardNumber: '4000 0000 0000 3220', expiry: '12/29', cvv: '123' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: en('cvv') }), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.type(canvas.getByRole('textbox', { name: en('cardNumber') }), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** Paying: the button is busy (spinner after the loader delay), presses do nothing, the fields are read-only and muted. */
export const Busy: Story = {
  render,
  args: { busy: true, brand: 'visa', initialValues: { cardNumber: '4000 0000 0000 3220', expiry: '12/29', cvv: '123' } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const pay = canvas.getByRole('button', { name: en('pay', { amount: '€9.90' }) });
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(pay);
    await userEvent.dblClick(pay);
    await userEvent.type(canvas.getByRole('textbox', { name: en('cvv') }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const number = canvas.getByRole('textbox', { name: en('cardNumber') });
    await expect(number).toHaveAttribute('readonly');
    await userEvent.type(number, '1');
    await expect(number).toHaveValue('4000 0000 0000 3220');
    await expect(box(canvasElement, 'cardNumber')?.className).toContain('bg-muted');
    await expectLoaderShows(() => canvasElement.querySelector('[data-slot="spinner"]'));
  },
};

/** The expiry's box with the focus ring, as when its frame reports focus. */
export const FocusRing: Story = {
  render,
  args: { focusedField: 'expiry' },
  play: async ({ canvasElement }) => {
    const expiry = box(canvasElement, 'expiry');
    await expect(expiry).toHaveAttribute('data-focused', 'true');
    await expect(getComputedStyle(expiry as HTMLElement).outlineStyle).toBe('solid');
    await expect(box(canvasElement, 'cvv')).not.toHaveAttribute('data-focused');
  },
};

/** The gateway declined the card (spec §8 "Payment calls"): its message is announced above the button. */
export const Declined: Story = {
  render,
  args: { brand: 'visa', formError: 'Your card was declined. Try another card or pay with PayPal.' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your card was declined. Try another card or pay with PayPal.');
    await expect(canvasElement.querySelector('form')).toHaveAccessibleDescription(
      'Your card was declined. Try another card or pay with PayPal.',
    );
  },
};

/** Japanese at 320 px: long labels, hint and button text wrap; nothing overflows. Yen formatted for ja. */
export const JapaneseMobile: Story = {
  render,
  args: {
    amount: { amount: 1500, currency: 'JPY' },
    brand: 'visa',
    errors: { expiry: '有効期限が正しくありません。カードに記載の月と年を入力してください。' },
  },
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const ja = storyText(cardFormMessages, 'ja');
    await expect(canvas.getByRole('button', { name: ja('pay', { amount: '￥1,500' }) })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: ja('expiry') })).toBeInvalid();
    await expect(canvas.getByRole('textbox', { name: ja('cvv') })).toHaveAccessibleDescription(/^カード裏面/);
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="card-form"]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
  },
};
