import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import { InfoRows } from './info-rows';

const franceRows = [
  { key: 'speed', label: 'Speed', value: '5G / 4G LTE where available' },
  { key: 'calls-sms', label: 'Calls & SMS', value: 'Data only: no calls, no SMS, no phone number' },
  { key: 'roaming-network', label: 'Roaming network', value: 'Orange, SFR' },
  { key: 'activation', label: 'Activation', value: 'The plan starts when the eSIM first connects in France' },
  { key: 'compatible-devices', label: 'Compatible devices', value: 'eSIM-capable, carrier-unlocked phones and tablets' },
  { key: 'coverage', label: 'Coverage', value: 'France' },
];

const meta = {
  title: 'Catalog/InfoRows',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** The facts of a plan on its product page (data, network, activation and the like), each with its icon.',
          '**Use instead:** `CoverageList` for the countries; `CartSummary` for money.',
        ].join('\n\n'),
      },
    },
  },
  component: InfoRows,
  args: { rows: franceRows },
  decorators: [widthDecorator('max-w-2xl')],
} satisfies Meta<typeof InfoRows>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six facts of spec §3 as term/definition pairs, each with its icon. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const terms = canvas.getAllByRole('term');
    const definitions = canvas.getAllByRole('definition');
    await expect(terms.map((term) => term.textContent)).toEqual(franceRows.map((row) => row.label));
    await expect(definitions.map((definition) => definition.textContent)).toEqual(franceRows.map((row) => row.value));
    // Every known row has its own icon, hidden from assistive tech.
    const icons = terms.map((term) => term.querySelector('svg'));
    await expect(icons.every((icon) => icon?.getAttribute('aria-hidden') === 'true')).toBe(true);
    await expect(new Set(icons.map((icon) => icon?.innerHTML)).size).toBe(6);
    await expect(canvasElement.querySelector('dl')).not.toBeNull();
  },
};

export const Playground: Story = {};

/** A row the design system has no icon for gets the generic one, and still reads as a pair. */
export const UnknownKey: Story = {
  args: { rows: [...franceRows.slice(0, 2), { key: 'hotspot', label: 'Hotspot', value: 'Allowed' }] },
  play: async ({ canvas }) => {
    const hotspot = canvas.getAllByRole('term').at(-1);
    await expect(hotspot).toHaveTextContent('Hotspot');
    await expect(hotspot?.querySelector('svg')).not.toBeNull();
    await expect(canvas.getAllByRole('definition').at(-1)).toHaveTextContent('Allowed');
  },
};

/** A long value (a coverage list of a regional plan) wraps within the row. */
export const LongValues: Story = {
  args: {
    rows: [
      {
        key: 'coverage',
        label: 'Coverage',
        value:
          'Austria, Belgium, Bulgaria, Croatia, Cyprus, Czechia, Denmark, Estonia, Finland, France, Germany, Greece, Hungary, Iceland, Ireland, Italy, Latvia, Liechtenstein, Lithuania, Luxembourg, Malta, Netherlands, Norway, Poland, Portugal, Romania, Slovakia, Slovenia, Spain, Sweden, Switzerland, United Kingdom',
      },
    ],
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const value = canvas.getByRole('definition');
    await expect(value.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** No facts: nothing rendered (no empty list). */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toBeNull();
  },
};

export const German: Story = {
  args: {
    rows: [
      { key: 'speed', label: 'Geschwindigkeit', value: '5G / 4G LTE, wo verfügbar' },
      { key: 'calls-sms', label: 'Anrufe & SMS', value: 'Nur Daten: keine Anrufe, keine SMS, keine Telefonnummer' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(within(canvas.getAllByRole('term')[0] as HTMLElement).getByText('Geschwindigkeit')).toBeVisible();
  },
};
