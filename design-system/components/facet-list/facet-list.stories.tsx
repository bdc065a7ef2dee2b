import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import { FacetList, type FacetGroup } from './facet-list';

const option = (label: string, magnitude: number, active = false) => ({
  value: label.toLowerCase().replace(/\s+/g, ''),
  label,
  magnitude,
  active,
});

const facets: FacetGroup[] = [
  { code: 'data', label: 'Data amount', filters: [option('1 GB', 42), option('3 GB', 40), option('5 GB', 38), option('10 GB', 35)] },
  { code: 'duration', label: 'Duration', filters: [option('7 days', 44), option('15 days', 30), option('30 days', 45)] },
  { code: 'region', label: 'Region', filters: [option('Europe', 48), option('Asia', 41), option('Oceania', 0)] },
];

const withActive: FacetGroup[] = facets.map((facet) =>
  facet.code === 'data'
    ? { ...facet, filters: facet.filters.map((filter) => ({ ...filter, active: filter.value === '3gb' || filter.value === '5gb' })) }
    : facet,
);

const meta = {
  title: 'Catalog/FacetList',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Filters of a listing (data amount, duration…) as groups of options with their counts, beside or above the plans.',
          '**Use instead:** `SortSelect` to change the order; `CategoryTree` to move to another category; `Tabs` to switch between views.',
        ].join('\n\n'),
      },
    },
  },
  component: FacetList,
  args: { facets, onToggle: fn() },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [widthDecorator('max-w-xs')],
} satisfies Meta<typeof FacetList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: every facet a named group of checkboxes with counts; toggling reports facet and value. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const data = canvas.getByRole('group', { name: 'Data amount' });
    const checkboxes = within(data).getAllByRole('checkbox');
    await expect(checkboxes).toHaveLength(4);
    await expect(checkboxes[0]).toHaveAccessibleName('1 GB 42 plans');
    await expect(checkboxes[0]).not.toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Duration' })).toBeVisible();
    // Nothing to collapse on desktop.
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);

    await userEvent.click(within(data).getByRole('checkbox', { name: '3 GB 40 plans' }));
    await expect(args.onToggle).toHaveBeenCalledWith('data', '3gb');
  },
};

export const Playground: Story = {};

/** Chosen values are checked; unchecking one reports it. */
export const WithActive: Story = {
  args: { facets: withActive },
  play: async ({ canvas, userEvent, args }) => {
    const data = canvas.getByRole('group', { name: 'Data amount' });
    await expect(within(data).getByRole('checkbox', { name: '3 GB 40 plans' })).toBeChecked();
    await expect(within(data).getByRole('checkbox', { name: '5 GB 38 plans' })).toBeChecked();
    await expect(within(data).getByRole('checkbox', { name: '1 GB 42 plans' })).not.toBeChecked();
    await userEvent.click(within(data).getByRole('checkbox', { name: '5 GB 38 plans' }));
    await expect(args.onToggle).toHaveBeenCalledWith('data', '5gb');
  },
};

/** A value no listed plan has is disabled, unless it is chosen (so it can be unchosen). */
export const ZeroCount: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Oceania 0 plans' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Asia 41 plans' })).toBeEnabled();
  },
};

/** No facet has values: no empty groups, nothing at all. */
export const Empty: Story = {
  args: { facets: [{ code: 'data', label: 'Data amount', filters: [] }] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('fieldset')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="facet-list"]')).toBeNull();
  },
};

/** A facet with many values lists them all, in the given order. */
export const ManyValues: Story = {
  args: {
    facets: [
      {
        code: 'data',
        label: 'Data amount',
        filters: ['1 GB', '2 GB', '3 GB', '5 GB', '8 GB', '10 GB', '15 GB', '20 GB', '30 GB', '50 GB', '100 GB', 'Unlimited'].map(
          (label, index) => option(label, 48 - index * 3),
        ),
      },
    ],
  },
  play: async ({ canvas }) => {
    const boxes = within(canvas.getByRole('group', { name: 'Data amount' })).getAllByRole('checkbox');
    await expect(boxes).toHaveLength(12);
    await expect(boxes.at(-1)).toHaveAccessibleName('Unlimited 15 plans');
  },
};

/** Phones: each facet folds behind its name; a facet with a chosen value starts open. */
export const Mobile: Story = {
  args: { facets: withActive },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const dataToggle = canvas.getByRole('button', { name: 'Data amount' });
    const durationToggle = canvas.getByRole('button', { name: 'Duration' });
    await expect(dataToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(durationToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('checkbox', { name: '7 days 44 plans' })).toBeNull();
    // The group keeps its name from the legend.
    await expect(canvas.getByRole('group', { name: 'Duration' })).toBeVisible();

    await userEvent.click(durationToggle);
    await expect(durationToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('checkbox', { name: '7 days 44 plans' })).toBeVisible();

    await userEvent.click(dataToggle);
    await expect(dataToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('checkbox', { name: '3 GB 40 plans' })).toBeNull();
  },
};

/** German: the facets' names are the api's (data); the counts are read in German, singular included. */
export const German: Story = {
  args: {
    facets: [
      { code: 'data', label: 'Datenvolumen', filters: [option('1 GB', 1), option('3 GB', 40)] },
      { code: 'duration', label: 'Gültigkeitsdauer', filters: [option('7 Tage', 44)] },
    ],
  },
  globals: { locale: 'de', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const data = canvas.getByRole('group', { name: 'Datenvolumen' });
    await expect(within(data).getByRole('checkbox', { name: '1 GB 1 Tarif' })).toBeVisible();
    await expect(within(data).getByRole('checkbox', { name: '3 GB 40 Tarife' })).toBeVisible();
  },
};
