import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { Flag } from './flag';

const meta = {
  title: 'Components/Flag',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          "**When to use:** A country's or region's flag next to its name (destinations, languages, cart lines). Give it a `label` only where nothing else names the country.",
          "**Use instead:** An icon of **Foundations › Icons** for anything that is not a country; never a flag to stand for a language on its own (`LanguageSwitcher` writes the language's name).",
        ].join('\n\n'),
      },
    },
  },
  component: Flag,
  args: { code: 'fr', size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    code: { control: 'text' },
    label: { control: 'text' },
  },
} satisfies Meta<typeof Flag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: the country name is written next to it, so screen readers skip the image. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('src', '/flags/4x3/fr.svg');
    // The SVG is really served (Storybook staticDirs ↔ the storefront's /flags).
    await waitFor(() => expect(image?.naturalWidth).toBeGreaterThan(0));
  },
};

export const Playground: Story = {};

/** With a `label` the flag is the only thing naming the country. */
export const Labelled: Story = {
  args: { code: 'jp', label: 'Japan' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Japan' });
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

/** Width and height attributes reserve a 4:3 box before the image loads (no layout shift). */
export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-end gap-4">
      <Flag {...args} size="sm" label="Small" />
      <Flag {...args} size="md" label="Medium" />
      <Flag {...args} size="lg" label="Large" />
    </div>
  ),
  play: async ({ canvas }) => {
    const boxes = ['Small', 'Medium', 'Large'].map((name) => {
      const { width, height } = canvas.getByRole('img', { name }).getBoundingClientRect();
      return [width, height];
    });
    await expect(boxes).toEqual([
      [20, 15],
      [32, 24],
      [48, 36],
    ]);
  },
};

/** Regions and extras that flag-icons has beyond ISO countries. */
export const Regions: Story = {
  render: (args) => (
    <div className="flex items-center gap-4">
      <Flag {...args} code="eu" label="European Union" />
      <Flag {...args} code="gb-sct" label="Scotland" />
      <Flag {...args} code="un" label="United Nations" />
    </div>
  ),
};

/** Codes are case-insensitive: backend data may say "US". */
export const UppercaseCode: Story = {
  args: { code: 'US', label: 'United States' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'United States' })).toHaveAttribute('src', '/flags/4x3/us.svg');
  },
};

/** The base path is injectable, e.g. for a CDN or flag-icons' square set. */
export const CustomBasePath: Story = {
  args: { code: 'it', label: 'Italy', basePath: '/flags/1x1/' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Italy' });
    await expect(image).toHaveAttribute('src', '/flags/1x1/it.svg');
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

/** The shop's languages' flags side by side, as in the language switcher. */
export const ShopLanguages: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      {['gb', 'fr', 'es', 'it', 'de', 'nl', 'jp', 'tw'].map((code) => (
        <Flag key={code} {...args} code={code} label={code.toUpperCase()} />
      ))}
    </div>
  ),
};
