import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn } from 'storybook/test';

import { storyText } from '../../stories/story-text';
import { QuantityStepper } from './quantity-stepper';
import { quantityStepperMessages } from './quantity-stepper.messages';

const ja = storyText(quantityStepperMessages, 'ja');
const en = storyText(quantityStepperMessages);

const meta = {
  title: 'Components/QuantityStepper',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Changing how many of one plan, with − and + (and remove at the minimum), in the cart.',
          "**Use instead:** `SelectField` for a choice among named options; `VariantPicker` to choose the plan's data and duration.",
        ].join('\n\n'),
      },
    },
  },
  component: QuantityStepper,
  args: {
    value: 2,
    min: 1,
    max: 10,
    busy: false,
    disabled: false,
    size: 'md',
    itemName: 'France eSIM 5 GB',
    onChange: fn(),
    onRemoveRequest: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    value: { control: { type: 'number', min: 1, max: 10 } },
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** − and + ask for one less or one more; the value itself only changes when the cart answers. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: en('group', { name: 'France eSIM 5 GB' }) });
    await expect(group).toHaveTextContent('2');
    await userEvent.click(canvas.getByRole('button', { name: en('increase') }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: en('decrease') }));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(args.onRemoveRequest).not.toHaveBeenCalled();
  },
};

export const Playground: Story = {};

/** Keyboard: Tab reaches −, then +; Enter and Space press them. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: en('decrease') })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: en('increase') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(args.onChange).toHaveBeenCalledWith(3);
  },
};

/**
 * At 1 without `onRemoveRequest`, − is unavailable (`aria-disabled`, still
 * focusable so screen-reader users learn why nothing happens).
 */
export const AtMinimum: Story = {
  args: { value: 1, onRemoveRequest: undefined },
  play: async ({ canvas, userEvent, args }) => {
    const decrease = canvas.getByRole('button', { name: en('decrease') });
    await expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(decrease);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: en('increase') }));
    await expect(args.onChange).toHaveBeenCalledWith(2);
  },
};

/** At 1 with `onRemoveRequest` (as in the cart), − becomes a bin named "Remove …" and asks to remove the line. */
export const AtMinimumRemoves: Story = {
  args: { value: 1 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button', { name: en('decrease') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: en('remove', { name: 'France eSIM 5 GB' }) }));
    await expect(args.onRemoveRequest).toHaveBeenCalledOnce();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const AtMaximum: Story = {
  args: { value: 10 },
  play: async ({ canvas, userEvent, args }) => {
    const increase = canvas.getByRole('button', { name: en('increase') });
    await expect(increase).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(increase);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Saving: the group says it is busy and presses are ignored, while focus stays on the button. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: en('decrease') }));
    await userEvent.tab();
    const increase = canvas.getByRole('button', { name: en('increase') });
    await expect(increase).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(increase).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    for (const button of canvas.getAllByRole('button')) {
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(button);
    }
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('group')).not.toHaveAttribute('aria-busy');
  },
};

/**
 * Wired to state like the cart: the new value is shown (and announced by the
 * `<output>`, a polite status), and reaching 10 with + keeps focus on +.
 */
export const Interactive: Story = {
  args: { value: 8 },
  render: function InteractiveStepper(args) {
    return <StatefulStepper {...args} />;
  },
  play: async ({ canvas, userEvent, args }) => {
    const increase = canvas.getByRole('button', { name: en('increase') });
    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(canvas.getByRole('status')).toHaveTextContent('10');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await expect(increase).toHaveAttribute('aria-disabled', 'true');
    await expect(increase).toHaveFocus();
    await userEvent.click(increase);
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

function StatefulStepper({ value, onChange, ...args }: ComponentProps<typeof QuantityStepper>) {
  const [quantity, setQuantity] = useState(value);
  return (
    <QuantityStepper
      {...args}
      value={quantity}
      onChange={(next) => {
        onChange?.(next);
        setQuantity(next);
      }}
    />
  );
}

/** 44 px buttons by default (touch target); `sm` is 36 px for dense layouts. */
export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-4">
      <QuantityStepper {...args} size="sm" itemName="Small" />
      <QuantityStepper {...args} size="md" itemName="Medium" />
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ['Small', 'Medium'].map(
      (name) =>
        canvas
          .getByRole('group', { name: en('group', { name }) })
          .querySelector('button')
          ?.getBoundingClientRect().height,
    );
    await expect(heights).toEqual([36, 44]);
  },
};

/** Japanese: the group, the buttons and the bin at the minimum are named in ja. */
export const Japanese: Story = {
  args: { value: 1, itemName: '日本 eSIM 10 GB' },
  globals: { locale: 'ja' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: ja('group', { name: '日本 eSIM 10 GB' }) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ja('increase') }));
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: ja('remove', { name: '日本 eSIM 10 GB' }) }));
    await expect(args.onRemoveRequest).toHaveBeenCalledOnce();
  },
};
