import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import {
  expectClosed,
  expectFocusTrapped,
  expectScrollsInside,
  LongDialogContent,
  OpenedFromOutside,
  openWith,
  settled,
} from '../../stories/dialog-story-helpers';
import { storyText } from '../../stories/story-text';
import { Button } from '../button/button';
import { dialogFrameMessages } from '../modal/dialog-frame.messages';
import { SidePanel } from './side-panel';

const dialogFrame = storyText(dialogFrameMessages);

const cartLines = (
  <ul className="flex flex-col gap-3">
    <li className="flex justify-between gap-4">
      <span>France eSIM · 3 GB · 7 days</span>
      <span>€9.00</span>
    </li>
    <li className="flex justify-between gap-4">
      <span>Japan eSIM · 10 GB · 30 days</span>
      <span>€25.00</span>
    </li>
  </ul>
);

const meta = {
  title: 'Layout/SidePanel',
  tags: ['autodocs'],
  component: SidePanel,
  args: {
    title: 'Your cart',
    onOpenChange: fn(),
    trigger: <Button variant="secondary">Open cart</Button>,
    children: cartLines,
    size: 'md',
  },
  argTypes: {
    trigger: { control: false },
    children: { control: false },
    footer: { control: false },
    size: { control: 'inline-radio', options: ['md', 'lg'] },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          '**When to use:** A panel sliding in from the side that keeps the page behind it: the menu, the cart, the account, order details.',
          '**Use instead:** `Modal` for a short task that needs full attention; a page of its own for anything long or worth a link.',
        ].join('\n\n'),
      },
    },
  },
  decorators: [widthDecorator('p-4')],
} satisfies Meta<typeof SidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from its trigger; Escape closes it and gives focus back to the trigger. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open cart' });
    await userEvent.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Your cart' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(panel).toHaveTextContent('Japan eSIM');
    // Focus moved into the panel (its first focusable element: the close button).
    await expect(screen.getByRole('button', { name: dialogFrame('close') })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expectClosed(args.onOpenChange, trigger);
  },
};

export const Playground: Story = {};

/**
 * Opened by a button outside the panel (the storefront's header opens panels through the sidebar
 * machine, without a Radix trigger): closing still gives focus back to that button.
 */
export const ControlledFromOutside: Story = {
  args: { trigger: undefined },
  render: (args) => (
    <OpenedFromOutside opener="Menu" onOpenChange={args.onOpenChange}>
      {(state) => <SidePanel {...args} {...state} />}
    </OpenedFromOutside>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const { opener } = await openWith(canvas, userEvent, 'Menu', 'Your cart');
    await userEvent.keyboard('{Escape}');
    await expectClosed(args.onOpenChange, opener);
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ userEvent, args }) => {
    const panel = await screen.findByRole('dialog', { name: 'Your cart' });
    // Once the slide-in animation has finished, it sits against the right edge on the sidebar layer.
    await settled(panel);
    const box = panel.getBoundingClientRect();
    await expect(Math.round(box.right)).toBe(window.innerWidth);
    await expect(getComputedStyle(panel).zIndex).toBe('200');

    await userEvent.click(screen.getByRole('button', { name: dialogFrame('close') }));
    await expectClosed(args.onOpenChange);
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open cart' })).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** A click on the dimmed page closes the panel. */
export const OverlayClickCloses: Story = {
  args: { defaultOpen: true },
  play: async ({ userEvent, args }) => {
    await screen.findByRole('dialog', { name: 'Your cart' });
    const overlay = document.querySelector<HTMLElement>('[data-slot="side-panel-overlay"]');
    await expect(overlay).not.toBeNull();
    // Aim at the overlay's left edge, which the right-hand panel never covers.
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay ?? document.body, coords: { clientX: 10, clientY: 10 } });
    await expectClosed(args.onOpenChange);
  },
};

/** Tab and Shift+Tab cycle inside the open panel; the page behind is unreachable. */
export const FocusTrap: Story = {
  args: {
    defaultOpen: true,
    footer: <Button className="w-full">Checkout</Button>,
  },
  play: async ({ userEvent }) => {
    await screen.findByRole('dialog', { name: 'Your cart' });
    await expectFocusTrapped(userEvent, screen.getByRole('button', { name: 'Checkout' }));
  },
};

export const WithDescriptionAndFooter: Story = {
  args: {
    defaultOpen: true,
    description: 'Prices exclude VAT.',
    footer: <Button className="w-full">Checkout</Button>,
  },
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: 'Your cart' });
    await expect(panel).toHaveAccessibleDescription('Prices exclude VAT.');
  },
};

/** Long content scrolls inside the panel; title and close button stay in view. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title: 'Installation guide',
    children: (
      <LongDialogContent
        paragraph={(step) => `Step ${step}: open Settings, then Mobile data, then Add eSIM, and follow the instructions on screen.`}
        linkLabel="Contact support"
      />
    ),
  },
  play: async ({ userEvent }) => {
    await screen.findByRole('dialog', { name: 'Installation guide' });
    // Tabbing to the last link scrolls the body, not the page; the header stays visible.
    await expectScrollsInside(userEvent, { slot: 'side-panel', title: 'Installation guide', linkLabel: 'Contact support' });
  },
};

/** Full width on a 320 px phone. */
export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: 'Your cart' });
    await expect(Math.round(panel.getBoundingClientRect().width)).toBe(window.innerWidth);
  },
};
