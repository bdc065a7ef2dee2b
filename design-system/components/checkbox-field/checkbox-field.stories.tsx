import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import { preventNavigation } from '../../stories/prevent-navigation';
import { CheckboxField } from './checkbox-field';

const disclaimer = 'I confirm my device is eSIM compatible and unlocked; there is no refund otherwise';

const meta = {
  title: 'Components/CheckboxField',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          "**When to use:** One yes-or-no choice the shopper ticks, alone or with a rich label: the checkout's device disclaimer, the newsletter opt-in of a form.",
          '**Use instead:** Radios (`RadioGroupField` of form parts, `PaymentMethodChoice`) for one choice among several; `NewsletterToggle` to change the subscription at once, without a form.',
        ].join('\n\n'),
      },
    },
  },
  component: CheckboxField,
  args: {
    label: disclaimer,
    name: 'disclaimer',
    required: true,
    disabled: false,
    onChange: fn(),
    onCheckedChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  decorators: [widthDecorator('max-w-md')],
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unticked: a tap on the text ticks it (the whole row is the label), Space unticks it. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: disclaimer });
    await expect(box).not.toBeChecked();
    await expect(box).toBeRequired();
    await userEvent.click(canvas.getByText(disclaimer));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

/** Controlled and ticked. */
export const Checked: Story = {
  render: function Controlled(args) {
    const [checked, setChecked] = useState(true);
    return (
      <CheckboxField
        {...args}
        checked={checked}
        onCheckedChange={(next) => {
          args.onCheckedChange?.(next);
          setChecked(next);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: disclaimer });
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
    await expect(box).not.toBeChecked();
  },
};

/** Submitted unticked: the message is tied to the box. */
export const WithError: Story = {
  args: { error: 'This field is required' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: disclaimer });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByText('This field is required')).toBeVisible();
  },
};

export const WithHint: Story = {
  args: { hint: 'Check your phone under Settings › General › About before buying.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'Check your phone under Settings › General › About before buying.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: disclaimer });
    await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText(disclaimer));
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

/** A rich label: the link to the terms opens them without ticking the box. */
export const WithLink: Story = {
  decorators: [preventNavigation],
  args: {
    label: (
      <>
        I confirm my device is eSIM compatible and unlocked; there is no refund otherwise (
        <a href="/en/terms.html" className="font-semibold text-primary underline underline-offset-4">
          terms
        </a>
        )
      </>
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    // The link's text is part of the box's name.
    const box = canvas.getByRole('checkbox', { name: /^I confirm my device is eSIM compatible .*terms/ });
    await userEvent.click(canvas.getByRole('link', { name: 'terms' }));
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

/** The Japanese disclaimer wraps under itself at 320 px, the box stays at the first line. */
export const JapaneseMobile: Story = {
  args: {
    label: 'ご利用の端末がeSIMに対応しており、SIMロックが解除されていることを確認しました。対応していない場合でも返金はできません。',
    error: 'ご購入の前に、この内容を確認してチェックを入れてください。',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('ご購入の前に、この内容を確認してチェックを入れてください。');
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="checkbox-field"]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
  },
};
