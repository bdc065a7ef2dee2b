import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { expectLoaderShows } from '../../stories/button-story-helpers';
import { storyText } from '../../stories/story-text';
import { ChallengeSimulator, type ChallengeOutcome } from './challenge-simulator';
import { challengeSimulatorMessages } from './challenge-simulator.messages';
import type { ChallengeSimulatorStatus } from './challenge-simulator.variants';

const en = storyText(challengeSimulatorMessages);
const ja = storyText(challengeSimulatorMessages, 'ja');

const meta = {
  title: 'Payment/ChallengeSimulator',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          "**When to use:** The test page of the card sandbox only: it stands for the bank's 3-D Secure check and lets a tester approve, decline or abandon a payment.",
          '**Use instead:** `PaymentStatus` to show shoppers what their payment is doing; never in the live shop.',
        ].join('\n\n'),
      },
    },
  },
  component: ChallengeSimulator,
  args: {
    merchant: 'Roamly eSIM',
    amount: { amount: 1490, currency: 'EUR' },
    last4: '3220',
    brand: 'visa',
    status: 'idle',
    onOutcome: fn(),
    onRetry: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'sending', 'error'] },
    pendingOutcome: { control: 'inline-radio', options: [undefined, 'approve', 'decline', 'abandon'] },
    brand: { control: 'select', options: [undefined, 'visa', 'mastercard', 'amex', 'discover'] },
    errorDetail: { control: 'text' },
  },
} satisfies Meta<typeof ChallengeSimulator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bank-like page: banner, merchant, amount, masked card, the code explanation; each answer is reported. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: en('title') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: en('title') })).toBeVisible();
    await expect(canvas.getByText(en('banner'))).toBeVisible();
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([en('merchant'), en('amount'), en('card')]);
    await expect(canvas.getByText('Roamly eSIM')).toBeVisible();
    await expect(canvas.getByText('€14.90')).toBeVisible();
    await expect(canvas.getByText('•••• 3220')).toBeVisible();
    await expect(canvas.getByText(en('cardEnding', { last4: '3220' }))).toHaveClass('sr-only');
    await expect(canvas.getByRole('img', { name: 'Visa' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: en('approve') }));
    await expect(args.onOutcome).toHaveBeenLastCalledWith('approve');
    await userEvent.click(canvas.getByRole('button', { name: en('decline') }));
    await expect(args.onOutcome).toHaveBeenLastCalledWith('decline');
    await userEvent.click(canvas.getByRole('button', { name: en('abandon') }));
    await expect(args.onOutcome).toHaveBeenLastCalledWith('abandon');
    await expect(args.onOutcome).toHaveBeenCalledTimes(3);
  },
};

export const Playground: Story = {};

/** Keyboard only: Tab reaches Approve first, Enter and Space answer. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: en('approve') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOutcome).toHaveBeenLastCalledWith('approve');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onOutcome).toHaveBeenLastCalledWith('decline');
  },
};

/** Sending the approval: its button spins, every answer is ignored, the wait is announced. */
export const Sending: Story = {
  args: { status: 'sending', pendingOutcome: 'approve' },
  play: async ({ canvas, userEvent, args }) => {
    const approve = canvas.getByRole('button', { name: en('approve') });
    await expect(approve).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: en('decline') })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(en('sending'));

    await userEvent.click(approve);
    await userEvent.click(canvas.getByRole('button', { name: en('decline') }));
    await userEvent.click(canvas.getByRole('button', { name: en('abandon') }));
    await expect(args.onOutcome).not.toHaveBeenCalled();

    await expectLoaderShows(() => approve.querySelector('[data-slot="spinner"]'));
  },
};

/** The answer did not get through: announced, with a retry; the answers stay usable. */
export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', errorDetail: 'The payment gateway did not answer (timeout).' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`${en('error')}The payment gateway did not answer (timeout).`);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: en('retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: en('decline') }));
    await expect(args.onOutcome).toHaveBeenCalledWith('decline');
  },
};

/** Without `onRetry` the error has no retry button. */
export const ErrorWithoutRetry: Story = {
  args: { status: 'error', onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en('error'));
    await expect(canvas.queryByRole('button', { name: en('retry') })).toBeNull();
  },
};

/** Against a fake gateway that fails once: approve → sending → error → retry → sending again. */
/** The fake gateway's failure of the first attempt, set when it is sent. */
let failFirstAttempt: (() => void) | undefined;

export const SendFailsThenRetry: Story = {
  render: function FakeGateway(args: ComponentProps<typeof ChallengeSimulator>) {
    const [status, setStatus] = useState<ChallengeSimulatorStatus>('idle');
    const [pending, setPending] = useState<ChallengeOutcome>();
    const [attempts, setAttempts] = useState(0);
    function send(outcome: ChallengeOutcome) {
      setPending(outcome);
      setStatus('sending');
      setAttempts((count) => count + 1);
      // The first attempt fails when the play function says so (after it saw it busy: no race with a
      // timer on a loaded machine), the next one hangs (the page would navigate away).
      if (attempts === 0) failFirstAttempt = () => setStatus('error');
    }
    return (
      <ChallengeSimulator
        {...args}
        status={status}
        pendingOutcome={pending}
        onOutcome={(outcome) => {
          args.onOutcome(outcome);
          send(outcome);
        }}
        onRetry={() => {
          args.onRetry?.();
          if (pending !== undefined) send(pending);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    const approve = canvas.getByRole('button', { name: en('approve') });
    await userEvent.click(approve);
    await expect(approve).toHaveAttribute('aria-busy', 'true');
    failFirstAttempt?.();
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(en('error')));
    await expect(approve).not.toHaveAttribute('aria-busy');

    await userEvent.click(canvas.getByRole('button', { name: en('retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('status')).toHaveTextContent(en('sending'));
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(approve).toHaveAttribute('aria-busy', 'true');
    await expect(args.onOutcome).toHaveBeenCalledOnce();
  },
};

/** As a second-level heading inside a page that has its own title. */
export const HeadingLevel2: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: en('title') })).toBeVisible();
  },
};

/** Japanese at 320 px: long texts wrap, the answers stack full width, nothing overflows. Yen for ja. */
export const JapaneseMobile: Story = {
  args: {
    amount: { amount: 2480, currency: 'JPY' },
    merchant: 'Roamly eSIM（ローミー・イーシム）トラベルデータ',
    status: 'error',
  },
  globals: { locale: 'ja', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('￥2,480')).toBeVisible();
    await expect(canvas.getByText(ja('cardEnding', { last4: '3220' }))).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: ja('title') })).toBeVisible();
    const approve = canvas.getByRole('button', { name: ja('approve') });
    const decline = canvas.getByRole('button', { name: ja('decline') });
    // Stacked: same left edge, one under the other.
    await expect(approve.getBoundingClientRect().left).toBe(decline.getBoundingClientRect().left);
    await expect(decline.getBoundingClientRect().top).toBeGreaterThan(approve.getBoundingClientRect().bottom - 1);
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="challenge-simulator"]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
  },
};
