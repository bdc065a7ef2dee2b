import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Spinner } from './spinner';

const meta = {
  title: 'Components/Spinner',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** A short wait inside a control or a small area (a busy button, a loading choice), with a label for screen readers.',
          "**Use instead:** `Button`'s `loading`, which adds its own spinner after a delay; skeletons (as in `OrderDetailsPlaceholder`) for a page's content; `TopProgressBar` for moving between pages.",
        ].join('\n\n'),
      },
    },
  },
  component: Spinner,
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: hidden from assistive tech, for use inside a control that is already `aria-busy`. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="spinner"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Playground: Story = {};

/** Standalone, with a label: announced politely as a status. */
export const Labelled: Story = {
  args: { label: 'Loading destinations…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading destinations…');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-4 text-primary">
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </div>
  ),
};
