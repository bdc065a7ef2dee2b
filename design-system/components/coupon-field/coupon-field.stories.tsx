import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { expectLoaderShows } from '../../stories/button-story-helpers';
import { widthDecorator } from '../../stories/decorators';
import { storyText } from '../../stories/story-text';
import { CouponField, type CouponFieldStatus } from './coupon-field';
import { couponFieldMessages } from './coupon-field.messages';

const en = storyText(couponFieldMessages);

const meta = {
  title: 'Cart/CouponField',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Entering and removing a coupon code in the cart, with the codes applied so far.',
          '**Use instead:** `TextField` for any other short text; `CartSummary` shows the discount a code gave.',
        ].join('\n\n'),
      },
    },
  },
  component: CouponField,
  args: {
    appliedCodes: [],
    couponsAllowed: 1,
    status: 'idle',
    disabled: false,
    onApply: fn(),
    onRemove: fn(),
    onValueChange: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'applying', 'removing'] },
    error: { control: 'text' },
  },
  decorators: [widthDecorator('max-w-96')],
} satisfies Meta<typeof CouponField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: type a code and apply it. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: en('label') });
    await userEvent.type(input, 'SUMMER10');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('SUMMER10');
    await userEvent.click(canvas.getByRole('button', { name: en('apply') }));
    await expect(args.onApply).toHaveBeenCalledWith('SUMMER10');
  },
};

export const Playground: Story = {};

/** Enter in the input submits; spaces around the code are dropped. */
export const EnterSubmits: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: en('label') }), '  summer10 {Enter}');
    await expect(args.onApply).toHaveBeenCalledOnce();
    await expect(args.onApply).toHaveBeenCalledWith('summer10');
  },
};

/** An empty (or blank) submit shows the required message on the field instead of applying. */
export const EmptySubmit: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('apply') }));
    const input = canvas.getByRole('textbox', { name: en('label') });
    await expect(canvas.getByRole('alert')).toHaveTextContent(en('required'));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(en('required'));
    await expect(input).toHaveFocus();

    await userEvent.type(input, '   {Enter}');
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(input).toHaveAccessibleDescription(en('required'));

    // Typing a code takes the message away.
    await userEvent.type(input, 'SUMMER10');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('alert')).toHaveTextContent('');
  },
};

/** Applying: the button is busy (spinner after the loader delay), the input read-only; nothing is sent twice. */
export const Applying: Story = {
  args: { status: 'applying', defaultValue: 'SUMMER10' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: en('apply') });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: en('label') })).toHaveAttribute('readonly');
    await userEvent.click(button);
    await userEvent.type(canvas.getByRole('textbox'), '{Enter}');
    await expect(args.onApply).not.toHaveBeenCalled();
    await expectLoaderShows(() => canvasElement.querySelector('[data-slot="spinner"]'));
  },
};

/** The shop refused the code (spec §8: its message is shown), tied to the input. */
export const ErrorState: Story = {
  name: 'Error',
  args: { defaultValue: 'WINTER99', error: 'The coupon code "WINTER99" is not valid.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: en('label') });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The coupon code "WINTER99" is not valid.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The coupon code "WINTER99" is not valid.');
  },
};

/** One coupon allowed and used: the input gives way to the code's chip, with its remove button. */
export const Applied: Story = {
  args: { appliedCodes: ['SUMMER10'] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('textbox')).toBeNull();
    const list = canvas.getByRole('list', { name: en('applied') });
    await expect(list).toHaveTextContent('SUMMER10');
    await userEvent.click(canvas.getByRole('button', { name: en('remove', { code: 'SUMMER10' }) }));
    await expect(args.onRemove).toHaveBeenCalledWith('SUMMER10');
  },
};

/** With room for another code, the input stays under the chips' list. */
export const AppliedWithRoomForMore: Story = {
  args: { appliedCodes: ['SUMMER10'], couponsAllowed: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: en('label') })).toBeVisible();
    await expect(canvas.getByRole('listitem')).toHaveTextContent('SUMMER10');
  },
};

/** Several codes, each removable on its own. */
export const SeveralApplied: Story = {
  args: { appliedCodes: ['SUMMER10', 'WELCOME5', 'FRIENDS-AND-FAMILY-2025'], couponsAllowed: 3 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: en('remove', { code: 'WELCOME5' }) }));
    await expect(args.onRemove).toHaveBeenCalledWith('WELCOME5');
  },
};

/** Removing a code: its button is busy, every other action waits. */
export const Removing: Story = {
  args: { appliedCodes: ['SUMMER10', 'WELCOME5'], couponsAllowed: 2, status: 'removing', removingCode: 'SUMMER10' },
  play: async ({ canvas, userEvent, args }) => {
    const removing = canvas.getByRole('button', { name: en('remove', { code: 'SUMMER10' }) });
    await expect(removing).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(removing);
    await userEvent.click(canvas.getByRole('button', { name: en('remove', { code: 'WELCOME5' }) }));
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** The rest of the cart is saving. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'SUMMER10' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: en('apply') });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/**
 * The whole round trip against a fake shop: applying hides the input and puts
 * focus on the new code's remove button; removing it brings the input back
 * with focus in it. Keyboard only.
 */
export const ApplyThenRemove: Story = {
  render: function RoundTrip(args) {
    return <FakeShopCouponField {...args} />;
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: en('label') }), 'SUMMER10{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith('SUMMER10');
    const remove = await canvas.findByRole('button', { name: en('remove', { code: 'SUMMER10' }) });
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(canvas.queryByRole('textbox')).toBeNull();

    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith('SUMMER10');
    const input = await canvas.findByRole('textbox', { name: en('label') });
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveValue('');
  },
};

/** A second code with room for two: the input clears after a code goes through, and keeps a refused one. */
export const ClearsAfterApply: Story = {
  args: { couponsAllowed: 2 },
  render: function Clears(args) {
    return <FakeShopCouponField {...args} />;
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: en('label') });
    await userEvent.type(input, 'SUMMER10{Enter}');
    await canvas.findByRole('button', { name: en('remove', { code: 'SUMMER10' }) });
    await waitFor(() => expect(input).toHaveValue(''));

    await userEvent.type(input, 'NOPE{Enter}');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('The coupon code "NOPE" is not valid.'));
    await expect(input).toHaveValue('NOPE');
  },
};

/** Answers like the shop after a short delay: codes starting with "NOPE" are refused. */
function FakeShopCouponField({ onApply, onRemove, ...args }: ComponentProps<typeof CouponField>) {
  const [codes, setCodes] = useState<readonly string[]>([]);
  const [status, setStatus] = useState<CouponFieldStatus>('idle');
  const [removingCode, setRemovingCode] = useState<string>();
  const [error, setError] = useState<string>();
  return (
    <CouponField
      {...args}
      appliedCodes={codes}
      status={status}
      removingCode={removingCode}
      error={error}
      onApply={(code) => {
        onApply(code);
        setStatus('applying');
        setError(undefined);
        setTimeout(() => {
          if (code.startsWith('NOPE')) setError(`The coupon code "${code}" is not valid.`);
          else setCodes((current) => [...current, code]);
          setStatus('idle');
        }, 50);
      }}
      onRemove={(code) => {
        onRemove?.(code);
        setStatus('removing');
        setRemovingCode(code);
        setTimeout(() => {
          setCodes((current) => current.filter((applied) => applied !== code));
          setStatus('idle');
          setRemovingCode(undefined);
        }, 50);
      }}
    />
  );
}

/** 320 px: input and button share the row; long codes and messages wrap. */
export const Mobile: Story = {
  args: {
    appliedCodes: ['FRIENDS-AND-FAMILY-SUMMER-2025-EXTRA-LONG'],
    couponsAllowed: 2,
    error: 'Der Gutscheincode „WINTERSCHLUSSVERKAUF“ ist abgelaufen und kann nicht mehr verwendet werden.',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="coupon-field"]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
  },
};
