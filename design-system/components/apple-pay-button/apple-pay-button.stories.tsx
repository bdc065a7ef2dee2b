import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { expectBusyIgnoresPress, expectDisabledButton, expectLoaderShows } from '../../stories/button-story-helpers';
import { widthDecorator } from '../../stories/decorators';
import { storyText } from '../../stories/story-text';
import { ApplePayButton } from './apple-pay-button';
import { applePayButtonMessages } from './apple-pay-button.messages';

const en = storyText(applePayButtonMessages);

const meta = {
  title: 'Payment/ApplePayButton',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** The button that pays with Apple Pay, only where the browser says Apple Pay can pay (Safari on Apple devices).',
          '**Use instead:** `PaymentMethodChoice` to let the shopper choose a way to pay; `PayPalButton` for PayPal; `Button` for every action of the shop itself.',
        ].join('\n\n'),
      },
    },
  },
  component: ApplePayButton,
  args: {
    type: 'plain',
    buttonStyle: 'black',
    size: 'md',
    busy: false,
    disabled: false,
    onClick: fn(),
  },
  argTypes: {
    type: { control: 'inline-radio', options: ['plain', 'buy', 'checkout'] },
    buttonStyle: { control: 'inline-radio', options: ['black', 'white', 'white-outline'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  decorators: [widthDecorator('max-w-sm')],
} satisfies Meta<typeof ApplePayButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every rule of a list, those nested in `@layer`, `@media` or `@supports` blocks included. */
function rulesWithin(list: CSSRuleList): CSSRule[] {
  return Array.from(list).flatMap((rule) => (rule instanceof CSSGroupingRule ? [rule, ...rulesWithin(rule.cssRules)] : [rule]));
}

const supportsApplePayButton = () => CSS.supports('-webkit-appearance', '-apple-pay-button');

/**
 * Chromium has no Apple Pay button, so the stories show the fallback drawn to
 * Apple's guidelines: black, rounded, the glyph and "Pay". A click goes to the
 * caller, which opens the Apple Pay sheet.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(supportsApplePayButton()).toBe(false);
    const button = canvas.getByRole('button', { name: en('label') });
    const fallback = canvasElement.querySelector('[data-slot="apple-pay-button-fallback"]');
    await expect(fallback).toBeVisible();
    await expect(fallback).toHaveTextContent('Pay');
    await expect(fallback?.querySelector('svg')).toBeVisible();
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(0, 0, 0)');
    await expect(getComputedStyle(button).color).toBe('rgb(255, 255, 255)');
    await expect(button.getBoundingClientRect().height).toBe(44);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

/**
 * Safari's own button comes from the stylesheet: a `@supports
 * (-webkit-appearance: -apple-pay-button)` block giving this button Apple's
 * appearance, type and style, and hiding the fallback inside it.
 */
export const NativeWhereSupported: Story = {
  args: { type: 'buy', buttonStyle: 'white-outline' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: en('label') });
    const supportsRules = Array.from(document.styleSheets).flatMap((sheet) =>
      rulesWithin(sheet.cssRules).filter(
        (rule): rule is CSSSupportsRule => rule instanceof CSSSupportsRule && rule.conditionText.includes('-apple-pay-button'),
      ),
    );
    const selectors = supportsRules.flatMap((rule) =>
      rulesWithin(rule.cssRules).map((inner) => (inner instanceof CSSStyleRule ? inner.selectorText : '')),
    );
    // Every supports-only class the button carries has its rule inside such a block.
    const supportsClasses = Array.from(button.classList).filter((name) => name.startsWith('supports-'));
    await expect(supportsClasses.length).toBeGreaterThanOrEqual(4);
    for (const name of supportsClasses) {
      await expect(selectors.some((selector) => selector.includes(CSS.escape(name)))).toBe(true);
    }
    await expect(supportsClasses.join(' ')).toContain('-apple-pay-button-type:buy');
    await expect(supportsClasses.join(' ')).toContain('-apple-pay-button-style:white-outline');
  },
};

export const Black: Story = {
  args: { buttonStyle: 'black' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('button')).backgroundColor).toBe('rgb(0, 0, 0)');
  },
};

/** For dark backgrounds. */
export const White: Story = {
  args: { buttonStyle: 'white' },
  decorators: [widthDecorator('rounded-lg bg-foreground p-4')],
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: en('label') });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(button).color).toBe('rgb(0, 0, 0)');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** For white backgrounds: the outline keeps the button's edge visible. */
export const WhiteOutline: Story = {
  args: { buttonStyle: 'white-outline' },
  play: async ({ canvas }) => {
    const style = getComputedStyle(canvas.getByRole('button', { name: en('label') }));
    await expect(style.backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(style.borderTopColor).toBe('rgb(0, 0, 0)');
    await expect(style.borderTopWidth).toBe('1px');
  },
};

/** "Buy with" before the mark in the drawn fallback, in the page's language. */
export const Buy: Story = {
  args: { type: 'buy' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: en('label') });
    await expect(canvasElement.querySelector('[data-slot="apple-pay-button-fallback"]')).toHaveTextContent(/^Buy with\s*Pay$/);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Checkout: Story = {
  args: { type: 'checkout' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: en('label') })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="apple-pay-button-fallback"]')).toHaveTextContent(/^Check out with\s*Pay$/);
  },
};

/** Words belong to `buy` and `checkout`: the plain button shows the mark alone. */
export const PlainIgnoresWords: Story = {
  args: { type: 'plain' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="apple-pay-button-fallback"]')).toHaveTextContent(/^Pay$/);
  },
};

/** Apple's 30 px minimum, the 44 px touch target and a large one; never narrower than 140 px. */
export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col items-start gap-3">
      <ApplePayButton {...args} size="sm" />
      <ApplePayButton {...args} size="md" />
      <ApplePayButton {...args} size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    // In the order rendered: sm, md, lg.
    const boxes = canvas.getAllByRole('button', { name: en('label') }).map((button) => button.getBoundingClientRect());
    await expect(boxes.map((box) => box.height)).toEqual([30, 44, 48]);
    for (const box of boxes) await expect(box.width).toBeGreaterThanOrEqual(140);
  },
};

/** The sheet is opening: clicks ignored, focus kept, a spinner covers the button after the loader delay. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: en('label') });
    await expectBusyIgnoresPress(button, userEvent, args.onClick);
    await expect(button).toHaveFocus();
    await expectLoaderShows(() => canvasElement.querySelector('[data-slot="apple-pay-button-busy"]'));
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    await expectDisabledButton(canvas.getByRole('button', { name: en('label') }), userEvent, args.onClick);
  },
};

/** Full width on a phone; Enter presses it. */
export const PhoneWidth: Story = {
  args: { className: 'w-full', lang: 'de', type: 'buy' },
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'de' },
  render: (args) => (
    <div data-testid="column" className="w-full">
      <ApplePayButton {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: storyText(applePayButtonMessages, 'de')('label') });
    await expect(button).toHaveAttribute('lang', 'de');
    await expect(button.getBoundingClientRect().width).toBe(canvas.getByTestId('column').getBoundingClientRect().width);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
