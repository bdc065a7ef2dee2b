import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { Button } from '../button/button';
import { InlineConfirmation } from './inline-confirmation';
import { useFocusAfterClose } from './use-focus-after-close';

const meta = {
  title: 'Components/InlineConfirmation',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Asking "are you sure?" in place, where the action was, before something is removed (a cart line, an address, the whole cart).',
          "**Use instead:** `Modal` only when the question needs the page's full attention; no confirmation at all for an action that is easy to undo.",
        ].join('\n\n'),
      },
    },
  },
  component: InlineConfirmation,
  args: {
    question: 'Remove France eSIM 5 GB 30 days from your cart?',
    confirmLabel: 'Remove',
    cancelLabel: 'Keep it',
    tone: 'danger',
    busy: false,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['danger', 'neutral'] },
    question: { control: 'text' },
  },
} satisfies Meta<typeof InlineConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A group named by its question; focus lands on the safe answer, Tab reaches the other. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: 'Remove France eSIM 5 GB 30 days from your cart?' });
    await expect(group).toBeVisible();
    const keep = canvas.getByRole('button', { name: 'Keep it' });
    // Moved in an effect: outside the story tests' act() (a fresh Storybook page) it comes after the first paint.
    await waitFor(() => expect(keep).toHaveFocus());
    await userEvent.tab();
    const confirm = canvas.getByRole('button', { name: 'Remove' });
    await expect(confirm).toHaveFocus();
    // Destructive: the danger colour (palette red-600), not the primary blue.
    await expect(getComputedStyle(confirm).backgroundColor).toBe('rgb(180, 35, 24)');
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Playground: Story = {};

export const Cancel: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Keep it' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The confirmed action is running: confirm is busy, both answers are ignored. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, userEvent, args }) => {
    const confirm = canvas.getByRole('button', { name: 'Remove' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await userEvent.click(canvas.getByRole('button', { name: 'Keep it' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Neutral: Story = {
  args: { tone: 'neutral', question: 'Leave the checkout?', confirmLabel: 'Leave', cancelLabel: 'Stay' },
};

/** Long translations wrap inside the buttons at 320 px instead of overflowing. */
export const LongText: Story = {
  args: {
    question: 'Möchten Sie Bosnien und Herzegowina eSIM 50 GB 90 Tage wirklich aus Ihrem Warenkorb entfernen?',
    confirmLabel: 'Ja, aus dem Warenkorb entfernen',
    cancelLabel: 'Nein, im Warenkorb behalten',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group');
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
  },
};

/**
 * How a parent uses it: the question replaces the button that asked, and
 * `useFocusAfterClose` puts focus back on that button when it closes.
 */
export const ReplacingItsTrigger: Story = {
  render: function Replacing(args) {
    return <ConfirmableButton {...args} />;
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear cart' }));
    await expect(canvas.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Clear cart' })).toHaveFocus();
  },
};

function ConfirmableButton(args: Parameters<typeof InlineConfirmation>[0]) {
  const [asking, setAsking] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useFocusAfterClose(asking, () => trigger.current);
  return asking ? (
    <InlineConfirmation
      {...args}
      onConfirm={() => {
        args.onConfirm();
        setAsking(false);
      }}
      onCancel={() => {
        args.onCancel();
        setAsking(false);
      }}
    />
  ) : (
    <Button ref={trigger} variant="ghost" onClick={() => setAsking(true)}>
      Clear cart
    </Button>
  );
}
