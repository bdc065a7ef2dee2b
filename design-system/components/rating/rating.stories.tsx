import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { storyText } from '../../stories/story-text';
import { Rating } from './rating';
import { ratingMessages } from './rating.messages';

const ja = storyText(ratingMessages, 'ja');
const en = storyText(ratingMessages);

const meta = {
  title: 'Reviews/Rating',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** A score out of five as stars, read aloud as "Rated 4.5 out of 5": on reviews and product pages.',
          '**Use instead:** The star radios of `ReviewForm` to give a score.',
        ].join('\n\n'),
      },
    },
  },
  component: Rating,
  args: { value: 5, size: 'md' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stars a person sees, in order. */
function drawn(canvasElement: HTMLElement): (string | null)[] {
  return [...canvasElement.querySelectorAll('svg[data-star]')].map((star) => star.getAttribute('data-star'));
}

/** Spec §9: five stars by default (the variant rating is fixed at 5). */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: en('label', { rating: 5, max: 5 }) })).toBeVisible();
    await expect(drawn(canvasElement)).toEqual(['full', 'full', 'full', 'full', 'full']);
  },
};

export const Playground: Story = {};

export const FiveStars: Story = {
  args: { value: 5 },
  play: async ({ canvasElement }) => {
    await expect(drawn(canvasElement)).toEqual(['full', 'full', 'full', 'full', 'full']);
  },
};

export const FourAndAHalf: Story = {
  args: { value: 4.5 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: en('label', { rating: '4.5', max: 5 }) })).toBeVisible();
    await expect(drawn(canvasElement)).toEqual(['full', 'full', 'full', 'full', 'half']);
  },
};

/** No rating yet: five outlined stars, still visible against the page. */
export const Zero: Story = {
  args: { value: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: en('label', { rating: 0, max: 5 }) })).toBeVisible();
    await expect(drawn(canvasElement)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    const star = canvasElement.querySelector('svg[data-star]');
    await expect(star && getComputedStyle(star).color).toBe('rgb(194, 106, 4)');
  },
};

/** Spec §2: the rating block "4.9 out of 5", with the number shown next to the stars. */
export const CompanyRating: Story = {
  args: { value: 4.9, showValue: true, size: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    // The number is shown once and read once (as part of the label).
    await expect(canvas.getByRole('img', { name: en('label', { rating: '4.9', max: 5 }) })).toBeVisible();
    await expect(canvas.getByText('4.9 / 5')).toHaveAttribute('aria-hidden', 'true');
    await expect(drawn(canvasElement)).toEqual(['full', 'full', 'full', 'full', 'full']);
  },
};

export const Japanese: Story = {
  args: { value: 4 },
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: ja('label', { max: '5', rating: '4' }) })).toBeVisible();
  },
};

/** An average is read to one decimal in the reader's language: "4,7" in German. */
export const GermanAverage: Story = {
  args: { value: 4.66, showValue: true },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Bewertet mit 4,7 von 5' })).toBeVisible();
    await expect(canvas.getByText('4,7 / 5')).toHaveAttribute('aria-hidden', 'true');
  },
};
