import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import { preventNavigation } from '../../stories/prevent-navigation';
import { routerLinkStandIn } from '../../stories/router-link';
import { storyText } from '../../stories/story-text';
import { ratingMessages } from '../rating/rating.messages';
import { ReviewCard } from './review-card';
import { reviewCardMessages } from './review-card.messages';

const ja = storyText(reviewCardMessages, 'ja');
const rating = storyText(ratingMessages);
const en = storyText(reviewCardMessages);

/** A drawn holiday photo (mountains, sun), inline so the stories need no file or network. */
const PHOTO_SRC = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">' +
    '<rect width="640" height="480" fill="#bfe3f5"/><circle cx="500" cy="110" r="50" fill="#f6c34a"/>' +
    '<path d="M0 400 L180 170 L330 360 L430 250 L640 420 L640 480 L0 480Z" fill="#4c7a5a"/></svg>',
)}`;

const picture = { src: PHOTO_SRC, width: 640, height: 480 };

/** The storefront's router link, standing in: records where a click goes. */
const { navigate, renderLink: routerLink } = routerLinkStandIn();

const meta = {
  title: 'Reviews/ReviewCard',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          "**When to use:** One traveller's review as shown: author, stars, title, text, destination, date and an optional picture.",
          '**Use instead:** `ReviewForm` to write one; `Rating` for stars alone; `BlogCard` for an article.',
        ].join('\n\n'),
      },
    },
  },
  component: ReviewCard,
  args: {
    author: 'Maria G.',
    title: 'Worked the minute I landed',
    text: 'Installed it at home with the QR code, switched it on at the airport in Tokyo and had 5G straight away.',
    rating: 5,
    destination: { label: 'eSIM Japan', href: '/en/esim-12.html' },
    dateLabel: '12 March 2026',
    dateTime: '2026-03-12',
    variant: 'card',
  },
  argTypes: {
    rating: { control: { type: 'range', min: 1, max: 5, step: 1 } },
    variant: { control: 'inline-radio', options: ['card', 'plain'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    renderLink: { control: false },
  },
  decorators: [preventNavigation, widthDecorator('max-w-sm')],
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An article named by its title: stars, date, text, the author and the plan, which links to its page. */
export const Default: Story = {
  args: { renderLink: routerLink },
  play: async ({ canvas, userEvent }) => {
    navigate.mockClear();
    const article = canvas.getByRole('article', { name: 'Worked the minute I landed' });
    const review = within(article);
    await expect(review.getByRole('heading', { level: 3, name: 'Worked the minute I landed' })).toBeVisible();
    await expect(review.getByRole('img', { name: rating('label', { rating: 5, max: 5 }) })).toBeVisible();
    await expect(review.getByText('12 March 2026')).toHaveAttribute('datetime', '2026-03-12');
    await expect(review.getByText('Maria G.')).toBeVisible();
    await expect(review.queryByRole('img', { name: en('pictureAlt', { name: 'Maria G.' }) })).toBeNull();
    const link = review.getByRole('link', { name: 'eSIM Japan' });
    await expect(link).toHaveAttribute('href', '/en/esim-12.html');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/en/esim-12.html');
  },
};

export const Playground: Story = {};

/** With the customer's picture: lazy, described as the author's photo, its room kept before it loads. */
export const WithPicture: Story = {
  args: { picture },
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: en('pictureAlt', { name: 'Maria G.' }) });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '640');
    await expect(image).toHaveAttribute('height', '480');
    // The height comes from the attributes' proportions (capped), whether or not the file has arrived.
    const box = image.getBoundingClientRect();
    await expect(box.height).toBeGreaterThan(200);
    const article = canvas.getByRole('article').getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(article.right);
    await image.decode();
    await expect(image.naturalWidth).toBe(640);
    await expect(image).toBeVisible();
  },
};

/** Without a picture, without a title: named by its author; a destination with no page is plain text. */
export const WithoutPicture: Story = {
  args: { title: undefined, picture: undefined, destination: { label: 'eSIM Europe' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Maria G.' })).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByRole('img', { name: rating('label', { rating: 5, max: 5 }) })).toBeVisible();
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(canvas.getByText('eSIM Europe')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A long review: its line breaks are kept, a long unbroken word wraps inside the card. */
export const LongText: Story = {
  args: {
    title: 'Three weeks, four countries, no problem at all',
    text:
      'We travelled through Germany, Austria, Italy and Switzerland by train and the eSIM switched networks on its own at every border.\n\n' +
      'Speed was good everywhere except in the mountains, which is expected. Support answered my question about hotspot sharing in ten minutes.\n\n' +
      'Tip: write down the activation code https://example.com/a-very-long-address-without-any-spaces-at-all-to-break-on before you leave.',
    picture,
  },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: 'Three weeks, four countries, no problem at all' });
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
    const text = article.querySelector<HTMLElement>('[data-slot="review-card-text"]');
    await expect(text && getComputedStyle(text).whiteSpace).toBe('pre-line');
    await expect(text?.textContent).toContain('\n\nSpeed was good');
  },
};

/** One star: one filled, four outlined. */
export const OneStar: Story = {
  args: {
    rating: 1,
    title: 'Did not work on my phone',
    text: 'My phone turned out to be locked to my carrier. The refund policy was explained clearly, though.',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: rating('label', { rating: 1, max: 5 }) })).toBeVisible();
    const stars = [...canvasElement.querySelectorAll('svg[data-star]')].map((star) => star.getAttribute('data-star'));
    await expect(stars).toEqual(['full', 'empty', 'empty', 'empty', 'empty']);
  },
};

/** Markup typed in a review is shown as typed: no element is created from it. */
export const MarkupStaysText: Story = {
  args: {
    title: '<b>Great</b>',
    text: 'Loved it <img src="x" onerror="alert(1)"> would buy again',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: '<b>Great</b>' })).toBeVisible();
    await expect(canvas.getByText('Loved it <img src="x" onerror="alert(1)"> would buy again')).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};

/** In a list of rules: no box of its own. */
export const Plain: Story = {
  args: { variant: 'plain' },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: 'Worked the minute I landed' });
    await expect(getComputedStyle(article).borderTopWidth).toBe('0px');
  },
};

/** The reviewer's email bought this destination: "Verified purchase" beside their name. */
export const VerifiedPurchase: Story = {
  args: { verifiedPurchase: true },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: 'Worked the minute I landed' });
    await expect(within(article).getByText(en('verifiedPurchase'))).toBeVisible();
  },
};

/** 320 px, Japanese: everything wraps inside the card, the purchase's mark included. */
export const Mobile: Story = {
  args: {
    author: '佐藤 花子',
    title: '到着してすぐに使えました',
    text: '自宅でQRコードを読み込んでインストールし、空港で電源を入れるとすぐに5Gにつながりました。サポートの対応もとても早かったです。',
    destination: { label: 'eSIM フランス', href: '/ja/esim-7.html' },
    dateLabel: '2026年3月12日',
    picture,
    verifiedPurchase: true,
  },
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'ja' },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: '到着してすぐに使えました' });
    await expect(within(article).getByText(ja('verifiedPurchase'))).toBeVisible();
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
    await expect(
      canvas.getByRole('img', { name: ja('pictureAlt', { name: '佐藤 花子' }) }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(article.getBoundingClientRect().right);
  },
};
