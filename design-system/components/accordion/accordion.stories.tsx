import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import { Accordion, type AccordionItemData } from './accordion';

const faq: AccordionItemData[] = [
  {
    id: 'what-is-esim',
    question: 'What is an eSIM?',
    answer: <p>A digital SIM built into your phone: you install a data plan by scanning a QR code, no plastic card.</p>,
  },
  {
    id: 'when-delivered',
    question: 'When do I receive my eSIM?',
    answer: <p>By email and in the app within seconds of payment. After 5 minutes, check your spam folder.</p>,
  },
  {
    id: 'calls-sms',
    question: 'Can I make calls or send SMS?',
    answer: <p>No: the plans are data only, with no phone number.</p>,
  },
];

const meta = {
  title: 'Components/Accordion',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Questions and answers a reader scans and opens one by one, such as the FAQ: every question stays visible, any number of answers can be open.',
          '**Use instead:** `Tabs` when the parts are alternatives of equal weight and only one shows at a time; plain headings and text when every reader needs all of it.',
        ].join('\n\n'),
      },
    },
  },
  component: Accordion,
  args: {
    items: faq,
    onValueChange: fn(),
    headingLevel: 3,
    appearance: 'separated',
  },
  argTypes: {
    items: { control: false },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    appearance: { control: 'inline-radio', options: ['separated', 'divided'] },
  },
  decorators: [widthDecorator('max-w-2xl')],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All closed; a click opens an answer, a second click closes it. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'What is an eSIM?' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/A digital SIM/)).toBeNull();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);

    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'What is an eSIM?' })).toHaveTextContent('A digital SIM');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['what-is-esim']);

    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/A digital SIM/)).toBeNull();
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
  },
};

export const Playground: Story = {};

export const AllClosed: Story = {
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryAllByRole('region')).toHaveLength(0);
  },
};

export const OneOpen: Story = {
  args: { defaultValue: ['when-delivered'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'When do I receive my eSIM?' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/within seconds of payment/)).toBeVisible();
    await expect(canvas.getAllByRole('region')).toHaveLength(1);
  },
};

/** Opening a second answer leaves the first open (type multiple). */
export const SeveralOpen: Story = {
  args: { defaultValue: ['what-is-esim'] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Can I make calls or send SMS?' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['what-is-esim', 'calls-sms']);
    await expect(canvas.getByText(/A digital SIM/)).toBeVisible();
    await expect(canvas.getByText(/data only/)).toBeVisible();
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
  },
};

/** Controlled by the page (e.g. the FAQ opens the entry named in the URL hash). */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState<string[]>(['calls-sms']);
    return (
      <>
        <p>Open: {open.join(', ') || 'none'}</p>
        <Accordion
          {...args}
          value={open}
          onValueChange={(next) => {
            args.onValueChange?.(next);
            setOpen(next);
          }}
        />
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Open: calls-sms')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Can I make calls or send SMS?' }));
    await expect(canvas.getByText('Open: none')).toBeVisible();
    await expect(canvas.queryByText(/data only/)).toBeNull();
  },
};

/** Up / Down / Home / End move between questions; Enter and Space toggle. */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'What is an eSIM?' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('button', { name: 'When do I receive my eSIM?' });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('button', { name: 'Can I make calls or send SMS?' });
    await expect(last).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(last).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', { name: 'What is an eSIM?' })).toHaveFocus();
  },
};

/** Questions as h2 when the FAQ sits right under the page title. */
export const HeadingLevelTwo: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  },
};

export const Divided: Story = {
  args: { appearance: 'divided', defaultValue: ['what-is-esim'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/A digital SIM/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [], emptyText: 'No question in this category yet.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No question in this category yet.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const EmptyWithoutText: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot^="accordion"]')).toBeNull();
  },
};

/** A long question wraps at 320 px instead of pushing the chevron out. */
export const Mobile: Story = {
  args: {
    items: [
      {
        id: 'long',
        question: 'Is my phone compatible with eSIM, and is it unlocked for every network abroad?',
        answer: <p>Check the compatibility list on the installation page.</p>,
      },
    ],
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button');
    await expect(trigger.scrollWidth).toBeLessThanOrEqual(trigger.clientWidth);
    const chevron = trigger.querySelector('svg')?.getBoundingClientRect();
    await expect(chevron?.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
