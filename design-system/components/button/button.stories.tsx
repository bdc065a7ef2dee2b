import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { expectBusyIgnoresPress, expectDisabledButton, expectLoaderShows } from '../../stories/button-story-helpers';
import { timings } from '../../tokens';
import { Button } from './button';

const meta = {
  title: 'Components/Button',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** An action on this page: submit a form, add to cart, open a panel, retry. `primary` for the one main action of a view, `secondary` beside it, `ghost` for quiet actions (cancel), `link` for an action that must look like text.',
          '**Use instead:** A link (through `renderLink`) when pressing it goes to another page; `PayPalButton` and `ApplePayButton` to pay with those wallets; `QuantityStepper` to change a number.',
        ].join('\n\n'),
      },
    },
  },
  component: Button,
  args: {
    children: 'Buy this plan',
    variant: 'primary',
    size: 'md',
    loading: false,
    disabled: false,
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Buy this plan' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Every prop as a control, for designers. */
export const Playground: Story = {};

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvas, userEvent, args }) => {
    // Keyboard users reach it with Tab and press it with Enter or Space.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Buy this plan' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'See all destinations' },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Cancel' },
};

export const Link: Story = {
  args: { variant: 'link', children: 'Installation guide' },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ['Small', 'Medium', 'Large'].map((name) => canvas.getByRole('button', { name }).getBoundingClientRect().height);
    await expect(heights).toEqual([36, 44, 48]);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    await expectDisabledButton(canvas.getByRole('button', { name: 'Buy this plan' }), userEvent, args.onClick);
  },
};

/** Busy: clicks are ignored and the name stays; the spinner shows once the loader delay has passed. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    // The name stays, so screen readers still know which action is running.
    const button = canvas.getByRole('button', { name: 'Buy this plan' });
    await expectBusyIgnoresPress(button, userEvent, args.onClick);
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="spinner"]')).toBeVisible());
    await expect(button).toHaveFocus();
  },
};

/**
 * A submit button that becomes busy when clicked, like the review form's.
 * Timed from the click, so a slow test machine cannot make it pass or fail by accident.
 */
export const BecomesBusyOnClick: Story = {
  render: function BusyOnClick(args) {
    return <BusyButtonDemo {...args} />;
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Send review' });
    const clickedAt = performance.now();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // No spinner yet: a fast action would finish without any flash.
    await expect(canvasElement.querySelector('[data-slot="spinner"]')).toBeNull();

    // A second click while busy does nothing (no double submit).
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();

    await expectLoaderShows(() => canvasElement.querySelector('[data-slot="spinner"]'));
    await expect(performance.now() - clickedAt).toBeGreaterThanOrEqual(timings.buttonLoaderDelayMs);
  },
};

function BusyButtonDemo({ onClick, ...args }: ComponentProps<typeof Button>) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      {...args}
      loading={busy}
      onClick={(event) => {
        onClick?.(event);
        setBusy(true);
      }}
    >
      Send review
    </Button>
  );
}
