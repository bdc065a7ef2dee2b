import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, within } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import { storyText } from '../../stories/story-text';
import { ApplePayButton } from '../apple-pay-button/apple-pay-button';
import { applePayButtonMessages } from '../apple-pay-button/apple-pay-button.messages';
import { CardForm } from '../card-form/card-form';
import { cardFormMessages } from '../card-form/card-form.messages';
import { PayPalButton } from '../paypal-button/paypal-button';
import { payPalButtonMessages } from '../paypal-button/paypal-button.messages';
import { PaymentMethodChoice, type PaymentMethod } from './payment-method-choice';
import { paymentMethodChoiceMessages } from './payment-method-choice.messages';

const en = storyText(paymentMethodChoiceMessages);
const cardForm = storyText(cardFormMessages);
const payPalButton = storyText(payPalButtonMessages);
const applePayButton = storyText(applePayButtonMessages);

const meta = {
  title: 'Payment/PaymentMethodChoice',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          "**When to use:** The payment step's choice between card, PayPal and Apple Pay, with the chosen method's form or button under it.",
          '**Use instead:** `CardForm`, `PayPalButton` or `ApplePayButton` alone when only one way to pay is offered; `CheckboxField` or radios for other choices.',
        ].join('\n\n'),
      },
    },
  },
  component: PaymentMethodChoice,
  args: {
    methods: ['card', 'paypal', 'applePay'],
    value: 'card',
    disabled: false,
    legendHidden: false,
    onValueChange: fn(),
  },
  argTypes: {
    value: { control: 'inline-radio', options: [null, 'card', 'paypal', 'applePay'] },
    methods: { control: 'check', options: ['card', 'paypal', 'applePay'] },
    children: { control: false },
  },
  render: function Render(args) {
    return <ControlledChoice {...args} />;
  },
  decorators: [widthDecorator('max-w-md')],
} satisfies Meta<typeof PaymentMethodChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

type ChoiceArgs = ComponentProps<typeof PaymentMethodChoice>;

/**
 * Holds the choice like the checkout does and shows each method's panel. A
 * click on a wallet button starts a (never-ending) payment: the button turns
 * busy and the choice is locked, as while a real payment runs.
 */
function ControlledChoice(args: ChoiceArgs) {
  const [value, setValue] = useState<PaymentMethod | null>(args.value);
  const [paying, setPaying] = useState(false);
  return (
    <PaymentMethodChoice
      {...args}
      value={value}
      disabled={args.disabled || paying}
      onValueChange={(method) => {
        args.onValueChange(method);
        setValue(method);
      }}
    >
      {(method) =>
        method === 'card' ? (
          <CardForm
            renderField={() => null}
            amount={{ amount: 990, currency: 'EUR' }}
            onFocusField={() => undefined}
            onSubmit={() => undefined}
          />
        ) : method === 'paypal' ? (
          <PayPalButton fullWidth busy={paying || args.disabled} onClick={() => setPaying(true)} />
        ) : (
          <ApplePayButton className="w-full" busy={paying || args.disabled} onClick={() => setPaying(true)} />
        )
      }
    </PaymentMethodChoice>
  );
}

const rowOf = (radio: HTMLElement) => radio.closest<HTMLElement>('[data-slot="payment-method-option"]');

/**
 * Card chosen: a named group of three native radios, the card brands read as
 * the card row's description, the card form in the panel under the group.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: en('legend') });
    const radios = within(group).getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['card', 'paypal', 'applePay']);
    const card = within(group).getByRole('radio', { name: en('card') });
    await expect(card).toBeChecked();
    await expect(card).toHaveAccessibleDescription('Visa, Mastercard, American Express, Discover');
    // The wallets' panels say how they work: their radios have no description.
    await expect(within(group).getByRole('radio', { name: 'PayPal' })).not.toHaveAttribute('aria-describedby');
    const panel = canvas.getByRole('group', { name: en('card') });
    await expect(card).toHaveAttribute('aria-controls', panel.id);
    // The card form's boxes (the gateway's hosted fields go in them in the shop).
    await expect(within(panel).getByText(cardForm('cardNumber'))).toBeVisible();
    await expect(within(panel).getByRole('button', { name: cardForm('pay', { amount: '€9.90' }) })).toBeVisible();

    // Chosen is told by more than colour: a ring over the border and a bolder name.
    const chosenRow = rowOf(card);
    const otherRow = rowOf(within(group).getByRole('radio', { name: 'PayPal' }));
    await expect(getComputedStyle(chosenRow as HTMLElement).boxShadow).not.toBe('none');
    await expect(getComputedStyle(otherRow as HTMLElement).boxShadow).toBe('none');
    await expect(getComputedStyle(chosenRow as HTMLElement).fontWeight).toBe('600');
    await expect(getComputedStyle(otherRow as HTMLElement).fontWeight).toBe('400');
  },
};

export const Playground: Story = {};

/** PayPal chosen: PayPal's button in the panel; pressing it starts the payment and locks the choice. */
export const PayPalChosen: Story = {
  args: { value: 'paypal' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    const panel = canvas.getByRole('group', { name: 'PayPal' });
    const pay = within(panel).getByRole('button', { name: payPalButton('label') });
    await userEvent.click(pay);
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const ApplePayChosen: Story = {
  args: { value: 'applePay' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Apple Pay' })).toBeChecked();
    const panel = canvas.getByRole('group', { name: 'Apple Pay' });
    await expect(within(panel).getByRole('button', { name: applePayButton('label') })).toBeVisible();
  },
};

/** Where Apple Pay is unavailable the storefront leaves it out: two methods, nothing else changes. */
export const WithoutApplePay: Story = {
  args: { methods: ['paypal', 'card'], value: 'paypal' },
  play: async ({ canvas }) => {
    const radios = canvas.getAllByRole('radio');
    // Shown in the shop's order whatever order the list came in.
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['card', 'paypal']);
    await expect(canvas.queryByRole('radio', { name: 'Apple Pay' })).toBeNull();
    await expect(canvas.queryByText('Apple Pay')).toBeNull();
  },
};

/** Nothing chosen yet: no panel. A tap anywhere on a row (its name, its marks) chooses it. */
export const ClickToChoose: Story = {
  args: { value: null },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(canvasElement.querySelector('[data-slot="payment-method-choice-panel"]')).toBeNull();

    await userEvent.click(canvas.getByText('PayPal'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('paypal');
    await expect(canvas.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: payPalButton('label') })).toBeVisible();

    await userEvent.click(canvasElement.querySelector('[data-brand="visa"]') as HTMLElement);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('card');
    await expect(canvas.getByRole('radio', { name: en('card') })).toBeChecked();
    await expect(canvas.queryByRole('button', { name: payPalButton('label') })).toBeNull();
    await expect(canvas.getByRole('group', { name: en('card') })).toBeVisible();
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
  },
};

/** Tab lands on the chosen method; the arrow keys move the choice (wrapping round) and the panel follows. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const card = canvas.getByRole('radio', { name: en('card') });
    await expect(card).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    const paypal = canvas.getByRole('radio', { name: 'PayPal' });
    await expect(paypal).toHaveFocus();
    await expect(paypal).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('paypal');
    await expect(canvas.getByRole('group', { name: 'PayPal' })).toBeVisible();

    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('applePay');
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('card');
    await expect(card).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('applePay');
    await expect(canvas.getByRole('radio', { name: 'Apple Pay' })).toBeChecked();

    // Tab leaves the group for the panel: one stop for the whole group.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: applePayButton('label') })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledTimes(4);
  },
};

/** A payment runs: the choice is locked and the wallet button stays busy. */
export const DisabledWhilePaying: Story = {
  args: { value: 'paypal', disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText(en('card')));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: payPalButton('label') })).toHaveAttribute('aria-busy', 'true');
  },
};

/** At 320 px every row stays a large touch target and nothing overflows; the marks wrap under the name. */
export const Phone320: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(document.documentElement.clientWidth).toBeLessThanOrEqual(320);
    for (const radio of canvas.getAllByRole('radio')) {
      const row = rowOf(radio) as HTMLElement;
      await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    }
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="payment-method-choice"]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
    await userEvent.click(canvas.getByText('Apple Pay'));
    await expect(args.onValueChange).toHaveBeenCalledWith('applePay');
  },
};

/** German's long names wrap inside their rows at 320 px. */
export const GermanLongLabels: Story = {
  args: { value: 'paypal' },
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'de' },
  play: async ({ canvas, canvasElement }) => {
    const de = storyText(paymentMethodChoiceMessages, 'de');
    const group = canvas.getByRole('group', { name: de('legend') });
    await expect(within(group).getByRole('radio', { name: de('card') })).toHaveAccessibleDescription(
      'Visa, Mastercard, American Express, Discover',
    );
    await expect(canvas.getByRole('button', { name: 'Mit PayPal bezahlen' })).toBeVisible();
    for (const row of canvasElement.querySelectorAll<HTMLElement>('[data-slot="payment-method-option"]')) {
      await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    }
  },
};

/** The page's heading already says it: the legend stays for screen readers only. */
export const LegendHidden: Story = {
  args: { legendHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: en('legend') })).toBeVisible();
    await expect(canvas.getByText(en('legend'))).toHaveClass('sr-only');
  },
};
