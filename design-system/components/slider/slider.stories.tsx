import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import { storyText } from '../../stories/story-text';
import { Slider } from './slider';
import { sliderMessages } from './slider.messages';

const en = storyText(sliderMessages);

const destinations = ['Europe', 'Asia', 'North America', 'Oceania'];

function slidesOf(names: readonly string[]) {
  return names.map((name) => (
    <div
      key={name}
      className="flex h-32 items-center justify-center rounded-lg bg-secondary p-6 text-lg font-semibold text-secondary-foreground"
    >
      {name}
    </div>
  ));
}

type Canvas = ReturnType<typeof within>;

/** The slide the strip shows at its start edge, i.e. what a person sees first. */
async function expectShown(canvas: Canvas, name: string) {
  await waitFor(
    () => {
      const slide = canvas.getByRole('group', { name });
      const track = slide.parentElement;
      if (track === null) throw new Error('slide outside a track');
      const slideBox = slide.getBoundingClientRect();
      const trackBox = track.getBoundingClientRect();
      expect(Math.abs(slideBox.left - trackBox.left)).toBeLessThan(2);
    },
    { timeout: 3000 },
  );
}

async function expectCurrentBullet(canvas: Canvas, name: string) {
  await waitFor(() => expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-current', 'true'));
}

/** Once the strip has not moved for 10 frames in a row (at most 5 s of frames): a smooth scroll has ended. */
async function stripAtRest(track: HTMLElement) {
  let last = Number.NaN;
  let still = 0;
  for (let frame = 0; frame < 300 && still < 10; frame += 1) {
    await new Promise(requestAnimationFrame);
    still = track.scrollLeft === last ? still + 1 : 0;
    last = track.scrollLeft;
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Components/Slider',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** A row of cards or slides that scrolls sideways (popular plans, reviews, the promises on phones), with arrows or bullets.',
          '**Use instead:** A grid when everything should be seen at once; `Pagination` for pages of a long list; `Tabs` for alternatives.',
        ].join('\n\n'),
      },
    },
  },
  component: Slider,
  args: {
    slides: slidesOf(destinations),
    navigation: 'arrows',
    perView: 1,
    // Stories move by hand unless they are about autoplay; the component's own default is 5000 ms.
    autoplayMs: false,
    rewind: true,
    label: 'Popular destinations',
  },
  argTypes: {
    slides: { control: false },
    navigation: { control: 'inline-radio', options: ['arrows', 'bullets', 'none'] },
    perView: { control: { type: 'number', min: 1, max: 4 } },
  },
  decorators: [widthDecorator('max-w-xl')],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Next and previous arrows; each move is announced. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('region', { name: 'Popular destinations' })).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getAllByRole('group')).toHaveLength(4);
    await expectShown(canvas, en('slide', { page: 1, count: 4 }));

    await userEvent.click(canvas.getByRole('button', { name: en('next') }));
    await expectShown(canvas, en('slide', { page: 2, count: 4 }));
    await expect(canvas.getByRole('status')).toHaveTextContent(en('showSlide', { page: 2, count: 4 }));

    await userEvent.click(canvas.getByRole('button', { name: en('previous') }));
    await expectShown(canvas, en('slide', { page: 1, count: 4 }));
    await expect(canvas.getByRole('status')).toHaveTextContent(en('showSlide', { page: 1, count: 4 }));
  },
};

/** The spec's defaults: arrows, one per view, autoplay every 5 s, rewind. */
export const Playground: Story = {
  args: { autoplayMs: 5000 },
};

export const Bullets: Story = {
  args: { navigation: 'bullets' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: en('next') })).toBeNull();
    await expectCurrentBullet(canvas, en('showSlide', { page: 1, count: 4 }));

    await userEvent.click(canvas.getByRole('button', { name: en('showSlide', { page: 3, count: 4 }) }));
    await expectShown(canvas, en('slide', { page: 3, count: 4 }));
    await expectCurrentBullet(canvas, en('showSlide', { page: 3, count: 4 }));
    await expect(canvas.getByRole('button', { name: en('showSlide', { page: 1, count: 4 }) })).not.toHaveAttribute('aria-current');
  },
};

/** Rewind (default): previous on the first slide shows the last, next on the last shows the first. */
export const Rewind: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('previous') }));
    await expectShown(canvas, en('slide', { page: 4, count: 4 }));
    await userEvent.click(canvas.getByRole('button', { name: en('next') }));
    await expectShown(canvas, en('slide', { page: 1, count: 4 }));
  },
};

/** Without rewind the arrows stop at the ends (disabled, still focusable). */
export const NoRewind: Story = {
  args: { rewind: false },
  play: async ({ canvas, userEvent }) => {
    const previous = canvas.getByRole('button', { name: en('previous') });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await expectShown(canvas, en('slide', { page: 1, count: 4 }));

    const next = canvas.getByRole('button', { name: en('next') });
    for (const page of [2, 3, 4]) {
      await userEvent.click(next);
      await expectShown(canvas, en('slide', { page, count: 4 }));
    }
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(next);
    await expectShown(canvas, en('slide', { page: 4, count: 4 }));
  },
};

/** Spec §5: controls only with more than one slide. */
export const SingleSlide: Story = {
  args: { slides: slidesOf(['Europe']), autoplayMs: 300 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: en('slide', { page: 1, count: 1 }) })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="slider-track"]')).not.toHaveAttribute('tabindex');
  },
};

/** Two per view, moving a page at a time; bullets name pages. */
export const TwoPerView: Story = {
  args: {
    perView: 2,
    navigation: 'bullets',
    slides: slidesOf([...destinations, 'Africa']),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
    const first = canvas.getByRole('group', { name: en('slide', { page: 1, count: 5 }) }).getBoundingClientRect();
    const second = canvas.getByRole('group', { name: en('slide', { page: 2, count: 5 }) }).getBoundingClientRect();
    await expect(Math.abs(first.top - second.top)).toBeLessThan(1);
    await expect(Math.abs(first.width - second.width)).toBeLessThan(1);

    await userEvent.click(canvas.getByRole('button', { name: en('showPage', { page: 2, count: 3 }) }));
    await expectShown(canvas, en('slide', { page: 3, count: 5 }));
    await expect(canvas.getByRole('status')).toHaveTextContent(en('showPage', { page: 2, count: 3 }));

    // The last page holds one slide; the strip ends with it.
    await userEvent.click(canvas.getByRole('button', { name: en('showPage', { page: 3, count: 3 }) }));
    await expectCurrentBullet(canvas, en('showPage', { page: 3, count: 3 }));
    await waitFor(() => {
      const last = canvas.getByRole('group', { name: en('slide', { page: 5, count: 5 }) }).getBoundingClientRect();
      const track = canvas.getByRole('group', { name: en('slide', { page: 5, count: 5 }) }).parentElement?.getBoundingClientRect();
      expect(Math.abs(last.right - (track?.right ?? 0))).toBeLessThan(2);
    });
  },
};

/** Two slides at two per view make one page: no controls. */
export const OnePageOfTwo: Story = {
  args: { perView: 2, navigation: 'bullets', slides: slidesOf(['Europe', 'Asia']) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(2);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NoNavigation: Story = {
  args: { navigation: 'none' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expectShown(canvas, en('slide', { page: 1, count: 4 }));
  },
};

/** The focused strip moves with the arrow keys, Home and End. */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await expect(canvasElement.querySelector('[data-slot="slider-track"]')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expectShown(canvas, en('slide', { page: 2, count: 4 }));
    await userEvent.keyboard('{End}');
    await expectShown(canvas, en('slide', { page: 4, count: 4 }));
    await userEvent.keyboard('{ArrowLeft}');
    await expectShown(canvas, en('slide', { page: 3, count: 4 }));
    await userEvent.keyboard('{Home}');
    await expectShown(canvas, en('slide', { page: 1, count: 4 }));
    await expect(canvas.getByRole('status')).toHaveTextContent(en('showSlide', { page: 1, count: 4 }));
  },
};

/** Autoplay moves on by itself and rewinds after the last slide, without announcing (it would talk over the page). */
/** The story pictures leave these out (.storybook/story-pictures.ts): the slide in the picture would depend on when it is taken. */
const ROTATES_EVERY_300_MS = 'slides change every 300 ms; Default shows the look';

export const Autoplay: Story = {
  parameters: { visual: { skip: ROTATES_EVERY_300_MS } },
  args: { autoplayMs: 300, slides: slidesOf(['Europe', 'Asia', 'Oceania']) },
  play: async ({ canvas }) => {
    await expectShown(canvas, en('slide', { page: 2, count: 3 }));
    await expectShown(canvas, en('slide', { page: 3, count: 3 }));
    await expectShown(canvas, en('slide', { page: 1, count: 3 }));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Autoplay waits while the pointer is over the carousel and goes on when it leaves. */
export const AutoplayPausesOnHover: Story = {
  parameters: { visual: { skip: ROTATES_EVERY_300_MS } },
  args: { autoplayMs: 300 },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Popular destinations' });
    await userEvent.hover(region);
    await wait(900);
    await expectShown(canvas, en('slide', { page: 1, count: 4 }));
    await userEvent.unhover(region);
    await expectShown(canvas, en('slide', { page: 2, count: 4 }));
  },
};

/** Autoplay waits while focus is inside the carousel. */
export const AutoplayPausesOnFocus: Story = {
  parameters: { visual: { skip: ROTATES_EVERY_300_MS } },
  args: { autoplayMs: 300 },
  play: async ({ canvas, canvasElement }) => {
    const track = canvasElement.querySelector<HTMLElement>('[data-slot="slider-track"]');
    track?.focus();
    await wait(900);
    await expectShown(canvas, en('slide', { page: 1, count: 4 }));
    track?.blur();
    await expectShown(canvas, en('slide', { page: 2, count: 4 }));
  },
};

/** The rotation button stops autoplay for good and starts it again (WCAG 2.2.2). */
export const RotationControl: Story = {
  parameters: { visual: { skip: ROTATES_EVERY_300_MS } },
  args: { autoplayMs: 300 },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Popular destinations' });
    await userEvent.click(canvas.getByRole('button', { name: en('pause') }));
    const start = canvas.getByRole('button', { name: en('play') });
    // Pointer and focus leave: only the button's choice holds autoplay now.
    await userEvent.unhover(region);
    start.blur();
    await wait(900);
    await expectShown(canvas, en('slide', { page: 1, count: 4 }));

    await userEvent.click(start);
    await userEvent.unhover(region);
    canvas.getByRole('button', { name: en('pause') }).blur();
    await expectShown(canvas, en('slide', { page: 2, count: 4 }));
  },
};

/** With `prefers-reduced-motion: reduce`, nothing moves by itself and there is no rotation button. */
export const ReducedMotion: Story = {
  args: { autoplayMs: 300 },
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => {
      const result = original.call(window, query);
      if (!query.includes('prefers-reduced-motion')) return result;
      // A MediaQueryList that answers "reduce", like a system with reduced motion on; it never changes.
      const reduced: MediaQueryList = {
        matches: true,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      };
      return reduced;
    };
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: en('pause') })).toBeNull();
    await wait(900);
    await expectShown(canvas, en('slide', { page: 1, count: 4 }));
    // The arrows still work, without smooth scrolling.
    await userEvent.click(canvas.getByRole('button', { name: en('next') }));
    await expectShown(canvas, en('slide', { page: 2, count: 4 }));
  },
};

/** At 320 px a slide fills the width and the strip does not overflow the page. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const slide = canvas.getByRole('group', { name: en('slide', { page: 1, count: 4 }) }).getBoundingClientRect();
    const track = canvasElement.querySelector('[data-slot="slider-track"]')?.getBoundingClientRect();
    await expect(Math.abs(slide.width - (track?.width ?? 0))).toBeLessThan(1);
    await expect(track?.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * A phone turned (or a window resized) while the strip moves: it lands on the page asked for at
 * its new width, not where the move was heading at the old one.
 */
export const ResizedWhileMoving: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const track = canvasElement.querySelector<HTMLElement>('[data-slot="slider-track"]');
    if (track === null) throw new Error('no strip');
    await userEvent.click(canvas.getByRole('button', { name: en('next') }));
    canvas.getByRole('region', { name: 'Popular destinations' }).style.width = `${Math.round(track.clientWidth * 0.6)}px`;
    await stripAtRest(track);
    const slide = canvas.getByRole('group', { name: en('slide', { page: 2, count: 4 }) }).getBoundingClientRect();
    await expect(Math.abs(slide.left - track.getBoundingClientRect().left)).toBeLessThan(1);
    await expect(canvas.getByRole('status')).toHaveTextContent(en('showSlide', { page: 2, count: 4 }));
  },
};

/** German (long words): the arrows, the slides and what a move announces, in de. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas, userEvent }) => {
    const de = storyText(sliderMessages, 'de');
    await expect(canvas.getByRole('group', { name: '1 von 4' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: de('next') }));
    await expectShown(canvas, '2 von 4');
    await expect(canvas.getByRole('status')).toHaveTextContent('Folie 2 von 4');
    await expect(canvas.getByRole('button', { name: de('previous') })).toBeVisible();
  },
};
