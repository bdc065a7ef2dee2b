import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'Components/Tabs',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Switching between views of the same place that are alternatives, one shown at a time ("Local eSIMs" / "Regional eSIMs").',
          '**Use instead:** `Accordion` for questions a reader opens one by one; `AccountNav` or links for separate pages.',
        ].join('\n\n'),
      },
    },
  },
  component: Tabs,
  subcomponents: { TabsList, TabsTrigger, TabsContent },
  args: {
    defaultValue: 'local',
    onValueChange: fn(),
    activationMode: 'automatic',
  },
  argTypes: {
    activationMode: { control: 'inline-radio', options: ['automatic', 'manual'] },
  },
  render: (args) => (
    <Tabs {...args} className="max-w-xl">
      <TabsList aria-label="eSIM type">
        <TabsTrigger value="local">Local eSIMs</TabsTrigger>
        <TabsTrigger value="regional">Regional eSIMs</TabsTrigger>
      </TabsList>
      <TabsContent value="local">
        <p>One country: France, Japan, United States…</p>
      </TabsContent>
      <TabsContent value="regional">
        <p>Several countries with one eSIM: Europe, Asia, Global…</p>
      </TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Local eSIMs' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Local eSIMs' })).toHaveTextContent('One country');

    await userEvent.click(canvas.getByRole('tab', { name: 'Regional eSIMs' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('regional');
    await expect(canvas.getByRole('tabpanel', { name: 'Regional eSIMs' })).toHaveTextContent('Several countries');
    await expect(canvas.queryByText(/One country/)).toBeNull();
  },
};

export const Playground: Story = {};

export const RegionalSelected: Story = {
  args: { defaultValue: 'regional' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Regional eSIMs' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Tab enters the tab list on the selected tab; arrow keys move and (automatic mode) select. */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Local eSIMs' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    const regional = canvas.getByRole('tab', { name: 'Regional eSIMs' });
    await expect(regional).toHaveFocus();
    await expect(regional).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('regional');

    // Focus wraps around at the ends.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Local eSIMs' })).toHaveFocus();

    // The next Tab leaves the list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Local eSIMs' })).toHaveFocus();
  },
};

/** Manual activation: arrows only move focus, Enter selects (for panels that are costly to render). */
export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const regional = canvas.getByRole('tab', { name: 'Regional eSIMs' });
    await expect(regional).toHaveFocus();
    await expect(regional).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(regional).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith('regional');
  },
};

export const WithDisabledTab: Story = {
  render: (args) => (
    <Tabs {...args} className="max-w-xl">
      <TabsList aria-label="eSIM type">
        <TabsTrigger value="local">Local eSIMs</TabsTrigger>
        <TabsTrigger value="regional" disabled>
          Regional eSIMs
        </TabsTrigger>
      </TabsList>
      <TabsContent value="local">Local plans</TabsContent>
      <TabsContent value="regional">Regional plans</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Regional eSIMs' }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('tab', { name: 'Local eSIMs' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** At 320 px the two tabs share the width and stay on one line. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const local = canvas.getByRole('tab', { name: 'Local eSIMs' }).getBoundingClientRect();
    const regional = canvas.getByRole('tab', { name: 'Regional eSIMs' }).getBoundingClientRect();
    await expect(Math.abs(local.top - regional.top)).toBeLessThan(1);
    await expect(regional.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
