import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { storyText } from '../../stories/story-text';
import { sliderMessages } from '../slider/slider.messages';
import { PromisesBar, type PromiseItem } from './promises-bar';
import { promisesBarMessages } from './promises-bar.messages';

const en = storyText(promisesBarMessages);
const slider = storyText(sliderMessages);

const promises: PromiseItem[] = [
  { id: 'instant', icon: 'instant', title: 'Instant delivery', text: 'Your eSIM by email within seconds' },
  { id: 'support', icon: 'support', title: 'Support 24/7', text: 'An answer within 15 minutes' },
  { id: 'coverage', icon: 'coverage', title: '200+ destinations', text: 'Local and regional plans' },
  { id: 'secure', icon: 'secure', title: 'Secure payment', text: 'Visa, Mastercard, PayPal, Apple Pay' },
];

type Canvas = ReturnType<typeof within>;

/** The promise titles a person can see right now (inside the visible part of the bar). */
function visibleTitles(canvasElement: HTMLElement): string[] {
  return [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="promise-badge"]')]
    .filter((badge) => {
      const box = badge.getBoundingClientRect();
      return box.width > 0 && box.left >= -1 && box.right <= window.innerWidth + 1;
    })
    .map((badge) => badge.querySelector('p')?.textContent ?? '');
}

async function expectSliderOnPhone(canvas: Canvas) {
  await expect(canvas.getByRole('region', { name: en('label') })).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(canvas.queryByRole('list', { name: en('label') })).toBeNull();
  await expect(canvas.getAllByRole('button')).toHaveLength(2);
}

const meta = {
  title: 'Layout/PromisesBar',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          "**When to use:** The shop's promises (instant delivery, support, secure payment…) as a row of badges (a slider on phones).",
          "**Use instead:** `InfoRows` for one plan's facts; `Slider` for other content that scrolls.",
        ].join('\n\n'),
      },
    },
  },
  component: PromisesBar,
  args: {
    promises,
    layout: 'auto',
  },
  argTypes: {
    promises: { control: false },
    layout: { control: 'inline-radio', options: ['auto', 'row', 'slider'] },
  },
} satisfies Meta<typeof PromisesBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop (1024 px): the four badges in one row, as a list. */
export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: en('label') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    const tops = within(list)
      .getAllByRole('listitem')
      .map((item) => item.getBoundingClientRect().top);
    await expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(1);
    await expect(visibleTitles(canvasElement)).toEqual(promises.map((promise) => promise.title));
  },
};

export const Playground: Story = {};

/** Phone (320 px): a slider of two badges per view with bullets; nothing moves by itself. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expectSliderOnPhone(canvas);
    await expect(visibleTitles(canvasElement)).toEqual(['Instant delivery', 'Support 24/7']);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(visibleTitles(canvasElement)).toEqual(['Instant delivery', 'Support 24/7']);

    await userEvent.click(canvas.getByRole('button', { name: slider('showPage', { page: 2, count: 2 }) }));
    await waitFor(() => expect(visibleTitles(canvasElement)).toEqual(['200+ destinations', 'Secure payment']));
    await expect(canvas.getByRole('button', { name: slider('showPage', { page: 2, count: 2 }) })).toHaveAttribute('aria-current', 'true');
  },
};

/** Tablet (768 px) is still below the desktop breakpoint: the slider. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    await expectSliderOnPhone(canvas);
  },
};

/** `layout="row"` forces the row whatever the width (e.g. inside a wide desktop-only block). */
export const Row: Story = {
  args: { layout: 'row' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** `layout="slider"` forces the slider whatever the width. */
export const SliderLayout: Story = {
  args: { layout: 'slider' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expectSliderOnPhone(canvas);
  },
};

/** Phone in German: the carousel, its slides and bullets are named in de; long promises wrap inside their slide. */
export const GermanMobile: Story = {
  args: {
    promises: [
      { id: 'instant', icon: 'instant', title: 'Ihre eSIM in einer Minute', text: 'QR-Code per E-Mail direkt nach der Zahlung' },
      { id: 'support', icon: 'support', title: 'Support rund um die Uhr', text: 'Eine Antwort innerhalb von 15 Minuten' },
      { id: 'coverage', icon: 'coverage', title: 'Über 200 Reiseziele', text: 'Lokale und regionale Datentarife' },
      { id: 'secure', icon: 'secure', title: 'Sichere Zahlung', text: 'Karte mit 3-D Secure, PayPal oder Apple Pay' },
    ],
  },
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const de = storyText(promisesBarMessages, 'de');
    await expect(canvas.getByRole('region', { name: de('label') })).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getByRole('button', { name: 'Seite 2 von 2' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: '1 von 4' })).toBeVisible();
    const bar = canvasElement.querySelector<HTMLElement>('[data-slot="promises-bar"]');
    await expect(bar?.scrollWidth).toBeLessThanOrEqual(bar?.clientWidth ?? 0);
  },
};
