import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { timings } from '../../tokens';
import { CardForm, type CardFormErrors, type CardFormValues } from './card-form';
import { detectCardBrand } from './card-form.format';
import {
  cardFormLabelsEn,
  cardFormLabelsJa,
  cardMessagesEn,
  challengeCardValues,
  emptyCardValues,
  fakeCardErrors,
} from './card-form.story-data';

const meta = {
  title: 'Components/CardForm',
  tags: ['autodocs'],
  component: CardForm,
  args: {
    values: emptyCardValues,
    errors: {},
    amount: { amount: 990, currency: 'EUR' },
    locale: 'en',
    labels: cardFormLabelsEn,
    busy: false,
    onFieldChange: fn(),
    onFieldBlur: fn(),
    onSubmit: fn(),
  },
  argTypes: {
    brand: { control: 'select', options: [undefined, 'visa', 'mastercard', 'amex', 'discover'] },
    formError: { control: 'text' },
    labels: { control: false },
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type CardFormArgs = ComponentProps<typeof CardForm>;

/** The brand whose mark sits in the number field, if any. */
function brandShownIn(root: HTMLElement): string | undefined {
  return root.querySelector<HTMLElement>('[data-slot="card-form-number-brand"]')?.dataset['brand'];
}

/**
 * Holds values like the card payment machine does, detects the brand, and
 * (with `validate`) answers a submit with the spec §5 messages.
 */
function ControlledCardForm({ validate = false, ...args }: CardFormArgs & { validate?: boolean }) {
  const [values, setValues] = useState<CardFormValues>(args.values);
  const [errors, setErrors] = useState<CardFormErrors>(args.errors ?? {});
  return (
    <CardForm
      {...args}
      values={values}
      errors={errors}
      brand={detectCardBrand(values.number)}
      onFieldChange={(field, value) => {
        args.onFieldChange(field, value);
        setValues((current) => ({ ...current, [field]: value }));
        setErrors((current) => ({ ...current, [field]: undefined }));
      }}
      onSubmit={() => {
        args.onSubmit();
        if (validate) setErrors(fakeCardErrors(values));
      }}
    />
  );
}

/** Typing the challenge card: shown in groups of four, reported as digits, brand detected. */
export const Default: Story = {
  render: (args) => <ControlledCardForm {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await expect(brandShownIn(canvasElement)).toBeUndefined();
    await userEvent.type(number, '4000000000003220');
    await expect(number).toHaveValue('4000 0000 0000 3220');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('number', '4000000000003220');
    await expect(args.onFieldChange).toHaveBeenCalledTimes(16);
    await expect(number).toHaveAccessibleDescription('Visa');
    await expect(brandShownIn(canvasElement)).toBe('visa');

    await userEvent.tab();
    await expect(args.onFieldBlur).toHaveBeenCalledWith('number');
    await expect(canvas.getByRole('textbox', { name: 'Expiry date (MM/YY)' })).toHaveFocus();
    await userEvent.keyboard('1229');
    await userEvent.tab();
    await expect(args.onFieldBlur).toHaveBeenLastCalledWith('expiry');
    await userEvent.keyboard('123');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('cvv', '123');
  },
};

export const Playground: Story = {};

/** Empty: labelled inputs with the card autofill tokens and a numeric keypad, the brands and the note. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    const expiry = canvas.getByRole('textbox', { name: 'Expiry date (MM/YY)' });
    const cvv = canvas.getByRole('textbox', { name: 'CVV' });
    await expect(number).toHaveAttribute('autocomplete', 'cc-number');
    await expect(expiry).toHaveAttribute('autocomplete', 'cc-exp');
    await expect(cvv).toHaveAttribute('autocomplete', 'cc-csc');
    for (const input of [number, expiry, cvv]) {
      await expect(input).toHaveAttribute('inputmode', 'numeric');
      await expect(input).toBeRequired();
      await expect(input).not.toHaveAttribute('aria-invalid');
    }
    await expect(expiry).toHaveAttribute('placeholder', 'MM/YY');
    await expect(cvv).toHaveAccessibleDescription('3 digits on the back of your card');
    await expect(canvas.getByRole('button', { name: 'Pay €9.90' })).toHaveAttribute('type', 'submit');
    const brands = canvas.getByRole('list', { name: 'Accepted cards' });
    await expect(within(brands).getAllByRole('img').map((image) => image.getAttribute('aria-label'))).toEqual([
      'Visa',
      'Mastercard',
      'American Express',
      'Discover',
    ]);
    await expect(canvas.getByText(cardFormLabelsEn.secureNote)).toBeVisible();
  },
};

/** Part of a Mastercard number typed: grouped, and its mark in the field. */
export const TypingWithBrandDetected: Story = {
  args: { values: { number: '5555555555', expiry: '', cvv: '' }, brand: 'mastercard' },
  play: async ({ canvas, canvasElement }) => {
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await expect(number).toHaveValue('5555 5555 55');
    await expect(number).toHaveAccessibleDescription('Mastercard');
    const mark = canvasElement.querySelector('[data-slot="card-form-number-brand"] [data-slot="card-brand-mark"]');
    await expect(mark).toHaveAttribute('data-brand', 'mastercard');
    await expect(mark).toBeVisible();
    await expect(number.parentElement).toContainElement(mark as HTMLElement);
  },
};

/** Letters and spaces are dropped, a pasted number is grouped, editing mid-number keeps the caret, backspace skips spaces. */
export const NumberFormatting: Story = {
  render: (args) => <ControlledCardForm {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const number = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Card number' });
    await userEvent.type(number, '55a5 -5');
    await expect(number).toHaveValue('5555');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('number', '5555');
    await expect(brandShownIn(canvasElement)).toBe('mastercard');

    await userEvent.clear(number);
    await userEvent.paste('3782 822463 10005');
    await expect(number).toHaveValue('3782 8224 6310 005');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('number', '378282246310005');
    await expect(number).toHaveAccessibleDescription('American Express');

    // A digit typed inside the first group: the caret stays right after it.
    await userEvent.type(number, '9', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    await expect(number).toHaveValue('3798 2822 4631 0005');
    await expect(number.selectionStart).toBe(3);

    // Backspace just after a group space deletes the digit before the space.
    await userEvent.type(number, '{Backspace}', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    await expect(number).toHaveValue('3792 8224 6310 005');
    await expect(number.selectionStart).toBe(3);

    // Nineteen digits at most.
    await userEvent.clear(number);
    await userEvent.type(number, '12345678901234567890123');
    await expect(number).toHaveValue('1234 5678 9012 3456 789');
  },
};

/** The slash comes by itself, backspace goes through it, a lone month digit 2–9 is completed. */
export const ExpirySlash: Story = {
  render: (args) => <ControlledCardForm {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const expiry = canvas.getByRole('textbox', { name: 'Expiry date (MM/YY)' });
    await userEvent.type(expiry, '12');
    await expect(expiry).toHaveValue('12/');
    await userEvent.type(expiry, '29');
    await expect(expiry).toHaveValue('12/29');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('expiry', '12/29');
    await userEvent.type(expiry, '7');
    await expect(expiry).toHaveValue('12/29');

    // The digit before the slash goes with it: "12/2" → "12".
    await userEvent.type(expiry, '{Backspace}{Backspace}');
    await expect(expiry).toHaveValue('12');
    await userEvent.type(expiry, '{Backspace}{Backspace}4');
    await expect(expiry).toHaveValue('04/');
    await userEvent.type(expiry, '28');
    await expect(expiry).toHaveValue('04/28');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('expiry', '04/28');
  },
};

/** The CVV takes digits only, three at most. */
export const CvvDigitsOnly: Story = {
  render: (args) => <ControlledCardForm {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const cvv = canvas.getByRole('textbox', { name: 'CVV' });
    await userEvent.type(cvv, 'a1b2-3 4');
    await expect(cvv).toHaveValue('123');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('cvv', '123');
    await expect(args.onFieldChange).not.toHaveBeenCalledWith('cvv', expect.stringMatching(/\D/));
  },
};

/** The spec §5 messages on each field: invalid, described by its message, never colour alone. */
export const Errors: Story = {
  args: {
    values: { number: '4000000000003221', expiry: '01/20', cvv: '12' },
    brand: 'visa',
    errors: { number: cardMessagesEn.number, expiry: cardMessagesEn.expiry, cvv: cardMessagesEn.cvv },
  },
  play: async ({ canvas }) => {
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription('Is not a valid credit card number Visa');
    const expiry = canvas.getByRole('textbox', { name: 'Expiry date (MM/YY)' });
    await expect(expiry).toHaveAttribute('aria-invalid', 'true');
    await expect(expiry).toHaveAccessibleDescription('Is not a valid expiry date');
    const cvv = canvas.getByRole('textbox', { name: 'CVV' });
    await expect(cvv).toHaveAttribute('aria-invalid', 'true');
    await expect(cvv).toHaveAccessibleDescription('Needs to be 3 digits 3 digits on the back of your card');
    await expect(canvas.getByText('Needs to be 3 digits')).toBeVisible();
  },
};

/** Pay with missing or wrong fields: focus lands on the first invalid one, in field order. */
export const FocusFirstInvalid: Story = {
  render: (args) => <ControlledCardForm {...args} validate />,
  play: async ({ canvas, userEvent, args }) => {
    const pay = canvas.getByRole('button', { name: 'Pay €9.90' });
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await userEvent.click(pay);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await waitFor(() => expect(number).toHaveFocus());
    await expect(number).toHaveAccessibleDescription('This field is required');

    await userEvent.type(number, '4000000000003220');
    await userEvent.click(pay);
    const expiry = canvas.getByRole('textbox', { name: 'Expiry date (MM/YY)' });
    await waitFor(() => expect(expiry).toHaveFocus());
    await expect(expiry).toHaveAccessibleDescription('This field is required');

    await userEvent.type(expiry, '1229');
    await userEvent.type(canvas.getByRole('textbox', { name: 'CVV' }), '12{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'CVV' })).toHaveFocus());
    await expect(canvas.getByText('Needs to be 3 digits')).toBeVisible();
  },
};

/** Enter in any field submits the form, once. */
export const SubmitWithEnter: Story = {
  args: { values: challengeCardValues, brand: 'visa' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'CVV' }), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Card number' }), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** The pay button submits; valid fields keep focus where it was. */
export const SubmitWithButton: Story = {
  args: { values: challengeCardValues, brand: 'visa' },
  play: async ({ canvas, userEvent, args }) => {
    const pay = canvas.getByRole('button', { name: 'Pay €9.90' });
    await userEvent.click(pay);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(pay).toHaveFocus();
  },
};

/** Paying: the button is busy (spinner after the loader delay), clicks and Enter do nothing, fields are read-only. */
export const Busy: Story = {
  args: { values: challengeCardValues, brand: 'visa', busy: true },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const pay = canvas.getByRole('button', { name: 'Pay €9.90' });
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(pay);
    await userEvent.dblClick(pay);
    await userEvent.type(canvas.getByRole('textbox', { name: 'CVV' }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await expect(number).toHaveAttribute('readonly');
    await userEvent.type(number, '1');
    await expect(number).toHaveValue('4000 0000 0000 3220');
    await expect(args.onFieldChange).not.toHaveBeenCalled();

    await waitFor(() => expect(canvasElement.querySelector('[data-slot="spinner"]')).toBeVisible(), {
      timeout: timings.buttonLoaderDelayMs * 4,
    });
  },
};

/** The gateway declined the card (spec §8 "Payment calls"): its message is announced above the button. */
export const Declined: Story = {
  args: {
    values: { number: '4000000000000002', expiry: '12/29', cvv: '123' },
    brand: 'visa',
    formError: 'Your card was declined. Try another card or pay with PayPal.',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your card was declined. Try another card or pay with PayPal.');
    await expect(canvasElement.querySelector('form')).toHaveAccessibleDescription(
      'Your card was declined. Try another card or pay with PayPal.',
    );
  },
};

/** Japanese at 320 px: long labels, hint and button text wrap; nothing overflows. Yen formatted for ja. */
export const JapaneseMobile: Story = {
  args: {
    labels: cardFormLabelsJa,
    locale: 'ja',
    amount: { amount: 1500, currency: 'JPY' },
    values: { number: '4000000000003220', expiry: '12/2', cvv: '' },
    brand: 'visa',
    errors: { expiry: '有効期限が正しくありません。カードに記載の月と年を入力してください。' },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '￥1,500 を支払う（お支払いを確定する）' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '有効期限（月/年）' })).toBeInvalid();
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="card-form"]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
  },
};
