import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import { routerLinkStory } from '../../stories/router-link';
import { preventNavigation } from '../../stories/prevent-navigation';
import { BlogCard } from './blog-card';

/** A local stand-in for a cover picture: nothing is fetched from outside. */
const cover = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450"><rect width="800" height="450" fill="#cfe3f2"/><circle cx="620" cy="120" r="60" fill="#f5c26b"/><path d="M0 450l260-220 180 150 120-90 240 160z" fill="#4f8fbf"/></svg>',
)}`;

const meta = {
  title: 'Content/BlogCard',
  tags: ['autodocs'],
  component: BlogCard,
  args: {
    href: '/en/blog/esim-japan-guide.html',
    title: 'Travelling to Japan: how to stay connected with an eSIM',
    image: { src: cover, width: 800, height: 450 },
    viewCount: 10821,
    tag: { label: 'Guides', href: '/en/blog.html?page=guides' },
    dateLabel: '12 March 2026',
    featured: false,
  },
  argTypes: {
    renderLink: { control: false },
    image: { control: false },
    excerpt: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: ['h2', 'h3', 'h4'] },
  },
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** An article in a list of the blog (home page, blog, related posts): picture, title, tag, date and the start of the text; `featured` puts the picture beside the text.',
          "**Use instead:** `ProductCard` for a destination's plan; `ReviewCard` for a traveller's review.",
        ].join('\n\n'),
      },
    },
  },
  decorators: [preventNavigation, widthDecorator('max-w-sm')],
} satisfies Meta<typeof BlogCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two links: the post (named by its title, covering the card) and its tag. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const post = canvas.getByRole('link', { name: 'Travelling to Japan: how to stay connected with an eSIM' });
    await expect(post).toHaveAttribute('href', '/en/blog/esim-japan-guide.html');
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(/Travelling to Japan/);
    await expect(canvas.getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/en/blog.html?page=guides');
    await expect(canvas.getByText('10,821 views')).toBeVisible();
    await expect(canvas.getByText('12 March 2026')).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

export const Playground: Story = {};

/** The cover is lazy, sized up front (no layout shift) and decorative by default. */
export const WithImage: Story = {
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '800');
    await expect(image).toHaveAttribute('height', '450');
    await expect(image).toHaveAttribute('alt', '');
  },
};

/** Clicks anywhere on the card land on the post link, except on the tag, which is its own link. */
export const WholeCardClickable: Story = {
  play: async ({ canvas, canvasElement }) => {
    const post = canvas.getByRole('link', { name: /Travelling to Japan/ });
    for (const part of [canvasElement.querySelector('img'), canvas.getByText('10,821 views')]) {
      const box = part?.getBoundingClientRect();
      if (box === undefined) throw new Error('card part not rendered');
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      await expect(hit).toBe(post);
    }
    const tag = canvas.getByRole('link', { name: 'Guides' });
    const tagBox = tag.getBoundingClientRect();
    await expect(document.elementFromPoint(tagBox.left + tagBox.width / 2, tagBox.top + tagBox.height / 2)).toBe(tag);
  },
};

export const NoImage: Story = {
  args: { image: undefined, excerpt: 'Which plan to take, how to install it before leaving, and what to do on arrival.' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByText(/Which plan to take/)).toBeVisible();
  },
};

export const NoTag: Story = {
  args: { tag: undefined, dateLabel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByText('10,821 views')).toBeVisible();
  },
};

/** A tag without a page is plain text, not a link. */
export const TagWithoutLink: Story = {
  args: { tag: { label: 'News' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('News')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'News' })).toBeNull();
  },
};

/** The blog's lead post: from tablet the image sits beside the text. */
export const Featured: Story = {
  parameters: { constrainWidth: false },
  args: {
    featured: true,
    headingLevel: 'h2',
    excerpt: 'Which plan to take, how to install it before leaving, and what to do on arrival at Narita or Haneda.',
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    // Measured once the picture is in: before, its box can still be empty on a busy machine.
    await canvasElement.querySelector('img')?.decode();
    const image = canvasElement.querySelector('img')?.getBoundingClientRect();
    const title = canvas.getByRole('heading', { level: 2 }).getBoundingClientRect();
    if (image === undefined) throw new Error('no image');
    // Side by side: the title starts right of the image, at the same height band.
    await expect(title.left).toBeGreaterThanOrEqual(image.right);
    await expect(title.top).toBeLessThan(image.bottom);
  },
};

/** On a phone the featured card stacks like the others. */
export const FeaturedMobile: Story = {
  parameters: { constrainWidth: false },
  args: { featured: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvasElement.querySelector('img')?.decode();
    const image = canvasElement.querySelector('img')?.getBoundingClientRect();
    const title = canvas.getByRole('heading').getBoundingClientRect();
    if (image === undefined) throw new Error('no image');
    await expect(title.top).toBeGreaterThanOrEqual(image.bottom);
    const card = canvasElement.querySelector('[data-slot="blog-card"]');
    await expect(card?.scrollWidth).toBeLessThanOrEqual(card?.clientWidth ?? 0);
  },
};

/** The storefront passes React Router's Link through `renderLink`; a spy stands in for it. */
export const CustomLinkComponent: Story = routerLinkStory('/en/blog/esim-japan-guide.html', /Travelling to Japan/);

/** Cards in the blog grid. */
export const Grid: Story = {
  parameters: { constrainWidth: false },
  render: (args) => (
    <ul className="grid grid-cols-1 gap-4 tablet:grid-cols-2 desktop:grid-cols-3">
      {['Japan', 'Thailand', 'United States'].map((country, index) => (
        <li key={country}>
          <BlogCard
            {...args}
            href={`/en/blog/esim-${index}.html`}
            title={`Travelling to ${country} with an eSIM`}
            image={index === 1 ? undefined : args.image}
          />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

/** Keyboard: the post link's focus ring is drawn around the whole card; the tag link has its own. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const card = canvasElement.querySelector('[data-slot="blog-card"]');
    if (card === null) throw new Error('no card');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Travelling to Japan/ })).toHaveFocus();
    await expect(getComputedStyle(card).outlineStyle).toBe('solid');
    await userEvent.tab();
    const tag = canvas.getByRole('link', { name: 'Guides' });
    await expect(tag).toHaveFocus();
    await expect(getComputedStyle(card).outlineStyle).toBe('none');
    await expect(getComputedStyle(tag).outlineStyle).toBe('solid');
  },
};

/** A Japanese page: the count of views is written in Japanese, with the page's digit grouping. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const views = canvasElement.querySelector('[data-slot="blog-card-views"]');
    await expect(views).toHaveTextContent('10,821');
    await expect(views).not.toHaveTextContent('views');
  },
};
