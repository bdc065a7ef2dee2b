import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { expectBusyIgnoresPress, expectDisabledButton, expectLoaderShows } from '../../stories/button-story-helpers';
import { storyText } from '../../stories/story-text';
import { PayPalButton } from './paypal-button';
import { payPalButtonMessages } from './paypal-button.messages';
import type { PayPalButtonColor } from './paypal-button.variants';

const en = storyText(payPalButtonMessages);

const meta = {
  title: 'Payment/PayPalButton',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          "**When to use:** The button that pays with PayPal, drawn to PayPal's rules, at the payment step.",
          "**Use instead:** `PaymentMethodChoice` to offer PayPal among other ways to pay; `Button` for the shop's own actions.",
        ].join('\n\n'),
      },
    },
  },
  component: PayPalButton,
  args: {
    color: 'gold',
    shape: 'rect',
    size: 'md',
    fullWidth: false,
    busy: false,
    disabled: false,
    onClick: fn(),
  },
  argTypes: {
    color: { control: 'inline-radio', options: ['gold', 'blue', 'white', 'black'] },
    shape: { control: 'inline-radio', options: ['rect', 'pill'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof PayPalButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button's painted background, as `rgb(r, g, b)`. */
function backgroundOf(element: Element): string {
  return getComputedStyle(element).backgroundColor;
}

const wordmarkOf = (button: HTMLElement) => button.querySelector('svg[data-tone]');

/** Gold with the wordmark alone (PayPal's recommended button); a click starts the wallet flow. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: en('label') });
    await expect(backgroundOf(button)).toBe('rgb(255, 196, 57)');
    await expect(wordmarkOf(button)).toHaveAttribute('data-tone', 'brand');
    await expect(button.getBoundingClientRect().height).toBe(44);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Every prop as a control, for designers. */
export const Playground: Story = {};

/** Keyboard users press it with Enter or Space. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: en('label') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

function colorStory(color: PayPalButtonColor, background: string, tone: 'brand' | 'mono'): Story {
  return {
    args: { color },
    play: async ({ canvas, userEvent, args }) => {
      const button = canvas.getByRole('button', { name: en('label') });
      await expect(button).toHaveAttribute('data-color', color);
      await expect(backgroundOf(button)).toBe(background);
      await expect(wordmarkOf(button)).toHaveAttribute('data-tone', tone);
      await userEvent.click(button);
      await expect(args.onClick).toHaveBeenCalledOnce();
    },
  };
}

/** PayPal's recommended colour, with the two-tone wordmark. */
export const Gold: Story = colorStory('gold', 'rgb(255, 196, 57)', 'brand');
/** PayPal's first alternative: white wordmark on PayPal blue. */
export const Blue: Story = colorStory('blue', 'rgb(0, 112, 186)', 'mono');
/** For coloured pages: outlined white with the two-tone wordmark. */
export const White: Story = colorStory('white', 'rgb(255, 255, 255)', 'brand');
export const Black: Story = colorStory('black', 'rgb(44, 46, 47)', 'mono');

/** The two corner styles. */
export const Shapes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <PayPalButton {...args} shape="rect" />
      <PayPalButton {...args} shape="pill" />
    </div>
  ),
  play: async ({ canvas }) => {
    const [rect, pill] = canvas.getAllByRole('button', { name: en('label') });
    if (rect === undefined || pill === undefined) throw new Error('Two buttons expected');
    await expect(parseFloat(getComputedStyle(rect).borderTopLeftRadius)).toBeLessThan(8);
    // A pill's radius is at least half its height.
    await expect(parseFloat(getComputedStyle(pill).borderTopLeftRadius)).toBeGreaterThanOrEqual(22);
  },
};

/** Within PayPal's 35–55 px; md is the 44 px touch target. */
export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <PayPalButton {...args} size="sm" />
      <PayPalButton {...args} size="md" />
      <PayPalButton {...args} size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    // In the order rendered: sm, md, lg.
    const heights = canvas.getAllByRole('button', { name: en('label') }).map((button) => button.getBoundingClientRect().height);
    await expect(heights).toEqual([35, 44, 55]);
  },
};

/** The flow is starting: clicks are ignored, focus stays, the spinner replaces the mark after the loader delay. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: en('label') });
    await expectBusyIgnoresPress(button, userEvent, args.onClick);
    await expect(button).toHaveFocus();
    await expectLoaderShows(() => canvasElement.querySelector('[data-slot="spinner"]'));
    const content = canvasElement.querySelector<HTMLElement>('[data-slot="paypal-button-content"]');
    await expect(content ? getComputedStyle(content).opacity : '').toBe('0');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    await expectDisabledButton(canvas.getByRole('button', { name: en('label') }), userEvent, args.onClick);
  },
};

/** On a phone the button takes the column's full width. */
export const PhoneWidth: Story = {
  args: { fullWidth: true, shape: 'pill' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div data-testid="column" className="w-full">
      <PayPalButton {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: en('label') });
    const column = canvas.getByTestId('column');
    await expect(button.getBoundingClientRect().width).toBe(column.getBoundingClientRect().width);
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** German: the accessible name in the shopper's language, the wordmark unchanged. */
export const German: Story = {
  args: { color: 'blue' },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: storyText(payPalButtonMessages, 'de')('label') })).toBeVisible();
  },
};
