import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import { storyText } from '../../stories/story-text';
import { timings } from '../../tokens';
import { SavedAddresses, type SavedAddressesBusy, type SavedAddressView } from './saved-addresses';
import { savedAddressesMessages } from './saved-addresses.messages';

const en = storyText(savedAddressesMessages);

const addresses: SavedAddressView[] = [
  {
    id: 'a1',
    firstName: 'Jordan',
    lastName: 'Lee',
    address1: '12 Rue de Rivoli',
    city: 'Paris',
    postcode: '75001',
    countryCode: 'FR',
    defaultBilling: true,
  },
  {
    id: 'a2',
    firstName: 'Jordan',
    lastName: 'Lee',
    company: 'Lee Travel GmbH',
    vatNumber: 'DE123456789',
    address1: 'Friedrichstraße 123',
    city: 'Berlin',
    postcode: '10117',
    countryCode: 'DE',
    defaultBilling: false,
  },
  {
    id: 'a3',
    firstName: 'Sam',
    lastName: 'Ng',
    address1: '1 Market Street',
    city: 'San Francisco',
    state: 'CA',
    postcode: '94105',
    countryCode: 'US',
    defaultBilling: false,
  },
];

const meta = {
  title: 'Account/SavedAddresses',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** The account\'s billing details: the saved addresses with edit, delete, make default and "Add an address".',
          '**Use instead:** `SavedAddressForm` for editing one of them.',
        ].join('\n\n'),
      },
    },
  },
  component: SavedAddresses,
  args: {
    status: 'ready',
    addresses,
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onMakeDefault: fn(),
    onRetry: fn(),
    busy: null,
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] },
  },
  decorators: [widthDecorator('max-w-3xl')],
} satisfies Meta<typeof SavedAddresses>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three addresses as lines, the default marked; each with its actions; the add button after them. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: en('list') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const groups = within(list).getAllByRole('group', { name: /Jordan Lee|Sam Ng/ });
    const paris = groups[0] as HTMLElement;
    await expect(paris).toHaveTextContent('12 Rue de Rivoli');
    await expect(paris).toHaveTextContent('75001 Paris');
    await expect(paris).toHaveTextContent('France');
    await expect(within(paris).getByText(en('default'))).toBeVisible();
    await expect(within(paris).queryByRole('button', { name: en('makeDefault') })).toBeNull();
    const berlin = groups[1] as HTMLElement;
    await expect(berlin).toHaveTextContent('Lee Travel GmbH');
    await expect(berlin).toHaveTextContent('VAT DE123456789');
    await expect(berlin).toHaveTextContent('Germany');
    await expect(within(berlin).queryByText(en('default'))).toBeNull();
    await expect(within(berlin).getByRole('button', { name: en('makeDefault') })).toBeVisible();
    await expect(groups[2]).toHaveTextContent('CA');
    await expect(canvas.getByRole('button', { name: en('add') })).toBeVisible();
  },
};

export const Playground: Story = {};

/** Edit, make default and add report which address. */
export const Actions: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const groups = canvas.getAllByRole('group', { name: /Jordan Lee|Sam Ng/ });
    await userEvent.click(within(groups[1] as HTMLElement).getByRole('button', { name: en('edit') }));
    await expect(args.onEdit).toHaveBeenCalledWith('a2');
    await userEvent.click(within(groups[2] as HTMLElement).getByRole('button', { name: en('makeDefault') }));
    await expect(args.onMakeDefault).toHaveBeenCalledWith('a3');
    await userEvent.click(canvas.getByRole('button', { name: en('add') }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

/** Delete asks first, in place; "Keep it" puts things back and focus on Delete; nothing is deleted. */
export const DeleteCancelled: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const berlin = canvas.getAllByRole('group', { name: 'Jordan Lee' })[1] as HTMLElement;
    await userEvent.click(within(berlin).getByRole('button', { name: en('delete') }));
    const question = within(berlin).getByRole('group', { name: en('confirmDelete') });
    const keep = within(question).getByRole('button', { name: en('cancelDelete') });
    await expect(keep).toHaveFocus();
    await expect(within(berlin).queryByRole('button', { name: en('edit') })).toBeNull();
    await userEvent.click(keep);
    await expect(within(berlin).queryByRole('group', { name: en('confirmDelete') })).toBeNull();
    await expect(within(berlin).getByRole('button', { name: en('delete') })).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Delete confirmed: the callback gets the address; while it runs its Delete is busy; then it is gone. */
export const DeleteConfirmed: Story = {
  render: function Deleting(args: ComponentProps<typeof SavedAddresses>) {
    const [list, setList] = useState(args.addresses);
    const [busy, setBusy] = useState<SavedAddressesBusy | null>(null);
    return (
      <SavedAddresses
        {...args}
        addresses={list}
        busy={busy}
        onDelete={(id) => {
          args.onDelete(id);
          setBusy({ id, action: 'delete' });
          setTimeout(() => {
            setList((current) => current.filter((address) => address.id !== id));
            setBusy(null);
          }, timings.buttonLoaderDelayMs + 300);
        }}
      />
    );
  },
  play: async ({ canvas, args, userEvent }) => {
    const sam = canvas.getByRole('group', { name: 'Sam Ng' });
    await userEvent.click(within(sam).getByRole('button', { name: en('delete') }));
    await userEvent.click(
      within(within(sam).getByRole('group', { name: en('confirmDelete') })).getByRole('button', { name: en('delete') }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith('a3');
    const deleting = within(sam).getByRole('button', { name: en('delete') });
    await expect(deleting).toHaveAttribute('aria-busy', 'true');
    await expect(deleting).toHaveFocus();
    await expect(within(sam).getByRole('button', { name: en('edit') })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(canvas.queryByRole('group', { name: 'Sam Ng' })).toBeNull());
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Making an address the default: its button busy, the address's other actions ignore presses. */
export const MakingDefault: Story = {
  args: { busy: { id: 'a2', action: 'makeDefault' } },
  play: async ({ canvas, args, userEvent }) => {
    const berlin = canvas.getAllByRole('group', { name: 'Jordan Lee' })[1] as HTMLElement;
    await expect(within(berlin).getByRole('button', { name: en('makeDefault') })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(within(berlin).getByRole('button', { name: en('delete') }));
    await expect(within(berlin).queryByRole('group', { name: en('confirmDelete') })).toBeNull();
    await userEvent.click(within(berlin).getByRole('button', { name: en('makeDefault') }));
    await expect(args.onMakeDefault).not.toHaveBeenCalled();
  },
};

/** The last action failed: the reason is announced above the list. */
export const ActionFailed: Story = {
  args: { actionError: 'The address could not be deleted. Try again.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.actionError ?? '');
  },
};

/** No address yet: the invitation and the add button, now the main action. */
export const Empty: Story = {
  args: { addresses: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(en('empty'))).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: en('add') }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

/** Loading: skeleton cards hidden from screen readers, "Loading your addresses" announced. */
export const Loading: Story = {
  args: { status: 'loading', addresses: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(en('loading'));
    await expect(canvasElement.querySelector('[data-slot="saved-addresses"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Loading failed: an alert and a retry. */
export const Failed: Story = {
  args: { status: 'error', addresses: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en('error'));
    await userEvent.click(canvas.getByRole('button', { name: en('retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: en('add') })).toBeNull();
  },
};

/** German on a 320 px phone: one column, long labels wrap inside the buttons, nothing overflows. */
export const GermanMobile: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const de = storyText(savedAddressesMessages, 'de');
    await expect(canvas.getAllByText('Deutschland')[0]).toBeVisible();
    await expect(canvas.getByText(`${de('vatNumber')} DE123456789`)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: de('makeDefault') })[0]).toBeVisible();
    const root = canvasElement.querySelector('[data-slot="saved-addresses"]') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
