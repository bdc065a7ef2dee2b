import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';

import { storyText } from '../../stories/story-text';
import { Button } from '../button/button';
import { RUNNING_END, TopProgressBar, type TopProgressBarProps, type TopProgressBarState } from './top-progress-bar';
import { topProgressBarMessages } from './top-progress-bar.messages';

const en = storyText(topProgressBarMessages);

/** Share of the viewport's width the bar covers now. */
function filled(canvasElement: HTMLElement): number {
  const fill = canvasElement.querySelector<HTMLElement>('[data-slot="top-progress-bar-fill"]');
  return fill === null ? 0 : fill.getBoundingClientRect().width / window.innerWidth;
}

/** The computed colour of a semantic class, read from a throwaway element. */
function colourOf(className: string): string {
  const probe = document.createElement('span');
  probe.className = className;
  document.body.append(probe);
  const colour = getComputedStyle(probe).backgroundColor;
  probe.remove();
  return colour;
}

function fillColour(canvasElement: HTMLElement): string {
  const fill = canvasElement.querySelector<HTMLElement>('[data-slot="top-progress-bar-fill"]');
  return fill === null ? '' : getComputedStyle(fill).backgroundColor;
}

/** The layout driving the bar as the loading-bar hook does, one button per event. */
function LoadingHost({ args }: { args: TopProgressBarProps }) {
  const [state, setState] = useState<TopProgressBarState>(args.state);
  return (
    <div className="flex flex-wrap gap-2 pt-6">
      <TopProgressBar {...args} state={state} />
      <Button size="sm" variant="secondary" onClick={() => setState('running')}>
        Start loading
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setState('finishing')}>
        Finish
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setState('failed')}>
        Fail
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setState('hidden')}>
        Hide
      </Button>
    </div>
  );
}

const meta = {
  title: 'Shell/TopProgressBar',
  tags: ['autodocs'],
  component: TopProgressBar,
  args: { state: 'running', durationMs: 5000 },
  argTypes: {
    state: { control: 'inline-radio', options: ['hidden', 'running', 'finishing', 'failed'] },
    progress: { control: { type: 'range', min: 0, max: 100, step: 5 } },
    durationMs: { control: { type: 'number', min: 0, step: 500 } },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          '**When to use:** The thin bar at the top of the screen while the next page loads (only when it takes longer than a moment).',
          '**Use instead:** `Spinner` for a wait inside a control; skeletons for content loading inside a page.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof TopProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A navigation from start to end: hidden, creeping while loading, completed, then hidden again. */
export const Default: Story = {
  args: { state: 'hidden', durationMs: 1000 },
  render: (args) => <LoadingHost args={args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Start loading' }));
    const bar = canvas.getByRole('progressbar', { name: en('label') });
    await expect(bar).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(filled(canvasElement)).toBeGreaterThan(0.3));

    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await expect(bar).not.toHaveAttribute('aria-busy');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(filled(canvasElement)).toBeCloseTo(1, 2));

    await userEvent.click(canvas.getByRole('button', { name: 'Hide' }));
    await expect(canvas.queryByRole('progressbar')).toBeNull();

    // A new navigation starts from the beginning again.
    await userEvent.click(canvas.getByRole('button', { name: 'Start loading' }));
    await expect(filled(canvasElement)).toBeLessThan(0.3);
  },
};

export const Playground: Story = {};

/** Loading: a busy, indeterminate progress bar along the top edge, over the header, creeping towards 90 %. */
export const Running: Story = {
  args: { durationMs: 1500 },
  play: async ({ canvas, canvasElement }) => {
    const bar = canvas.getByRole('progressbar', { name: en('label') });
    await expect(bar).toHaveAttribute('aria-busy', 'true');
    // An estimate, not measured progress: no value is claimed.
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    const box = bar.getBoundingClientRect();
    await expect(box.top).toBe(0);
    await expect(Math.round(box.width)).toBe(window.innerWidth);
    await expect(Number(getComputedStyle(bar).zIndex)).toBeGreaterThan(100);

    const early = filled(canvasElement);
    await waitFor(() => expect(filled(canvasElement)).toBeGreaterThan(early + 0.2));
    // It stops short of the end until the load is over.
    await waitFor(() => expect(filled(canvasElement)).toBeCloseTo(RUNNING_END, 2), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(filled(canvasElement)).toBeCloseTo(RUNNING_END, 2);
    await expect(fillColour(canvasElement)).toBe(colourOf('bg-primary'));
  },
};

/** The load is over: the bar runs to the end, value 100, no longer busy. */
export const Finishing: Story = {
  args: { state: 'finishing' },
  play: async ({ canvas, canvasElement }) => {
    const bar = canvas.getByRole('progressbar', { name: en('label') });
    await expect(bar).not.toHaveAttribute('aria-busy');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(filled(canvasElement)).toBeCloseTo(1, 2));
  },
};

/** The load failed: the bar completes in the danger colour. */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvas, canvasElement }) => {
    const bar = canvas.getByRole('progressbar', { name: en('label') });
    await expect(bar).toHaveAttribute('data-state', 'failed');
    await expect(bar).not.toHaveAttribute('aria-busy');
    await waitFor(() => expect(filled(canvasElement)).toBeCloseTo(1, 2));
    await expect(fillColour(canvasElement)).toBe(colourOf('bg-danger'));
    await expect(fillColour(canvasElement)).not.toBe(colourOf('bg-primary'));
  },
};

/** Failing mid-way continues from where the bar was, in red. */
export const FailsWhileRunning: Story = {
  args: { state: 'hidden', durationMs: 2000 },
  render: (args) => <LoadingHost args={args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start loading' }));
    await waitFor(() => expect(filled(canvasElement)).toBeGreaterThan(0.3));
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    // No jump back to the start.
    await expect(filled(canvasElement)).toBeGreaterThan(0.3);
    await waitFor(() => expect(filled(canvasElement)).toBeCloseTo(1, 2));
    await expect(fillColour(canvasElement)).toBe(colourOf('bg-danger'));
  },
};

/** The loading-bar machine computes the creep: the bar follows its `progress`, then runs to the end when finishing. */
export const FollowsProgress: Story = {
  args: { progress: 0 },
  render: function MachineDriven(args) {
    const [progress, setProgress] = useState(20);
    const [finished, setFinished] = useState(false);
    return (
      <div className="flex flex-wrap gap-2 pt-6">
        <TopProgressBar {...args} state={finished ? 'finishing' : 'running'} progress={progress} />
        <Button size="sm" variant="secondary" onClick={() => setProgress((current) => current + 40)}>
          Tick
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setFinished(true)}>
          Finish
        </Button>
      </div>
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitFor(() => expect(filled(canvasElement)).toBeCloseTo(0.2, 2));
    await userEvent.click(canvas.getByRole('button', { name: 'Tick' }));
    await waitFor(() => expect(filled(canvasElement)).toBeCloseTo(0.6, 2));
    // It does not creep on its own between ticks.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(filled(canvasElement)).toBeCloseTo(0.6, 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await expect(canvas.getByRole('progressbar', { name: en('label') })).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(filled(canvasElement)).toBeCloseTo(1, 2));
  },
};

/** Nothing is loading: nothing is rendered. */
export const Hidden: Story = {
  args: { state: 'hidden' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="top-progress-bar"]')).toBeNull();
  },
};

/** `prefers-reduced-motion: reduce`: no creeping, the bar stands at its running length at once. */
export const ReducedMotion: Story = {
  args: { durationMs: 60000 },
  beforeEach: () => {
    // The story stands in for the operating-system setting the browser reports.
    const original = window.matchMedia;
    window.matchMedia = (query: string) => {
      const list = original.call(window, query);
      if (!query.includes('prefers-reduced-motion')) return list;
      // `matches` is a getter on the prototype: shadow it on an object inheriting the rest.
      return Object.create(list, { matches: { value: true } }) as MediaQueryList;
    };
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('progressbar', { name: en('label') })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(filled(canvasElement)).toBeCloseTo(RUNNING_END, 2), { timeout: 200 });
  },
};

/** A Japanese page: the bar is named in ja. */
export const Japanese: Story = {
  args: { state: 'running' },
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: storyText(topProgressBarMessages, 'ja')('label') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
