import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import { preventNavigation } from '../../stories/prevent-navigation';
import { storyText } from '../../stories/story-text';
import { SearchBar } from './search-bar';
import { searchBarMessages } from './search-bar.messages';
import type { SearchBarResult } from './search-result-item';

const en = storyText(searchBarMessages);

const result = (id: string, title: string, flagCode: string): SearchBarResult => ({
  id,
  title,
  flagCode,
  href: `/en/esim-${title.toLowerCase().replace(/\W+/g, '-')}.html`,
});

const franceResults: SearchBarResult[] = [
  result('1', 'France', 'fr'),
  result('2', 'French Polynesia', 'pf'),
  result('3', 'French Guiana', 'gf'),
];

/** Enough destinations to overflow the dropdown at any breakpoint. */
const manyResults: SearchBarResult[] = [
  ['Albania', 'al'],
  ['Andorra', 'ad'],
  ['Austria', 'at'],
  ['Belgium', 'be'],
  ['Bosnia and Herzegovina', 'ba'],
  ['Bulgaria', 'bg'],
  ['Croatia', 'hr'],
  ['Cyprus', 'cy'],
  ['Czechia', 'cz'],
  ['Denmark', 'dk'],
  ['Estonia', 'ee'],
  ['Finland', 'fi'],
  ['France', 'fr'],
  ['Germany', 'de'],
  ['Greece', 'gr'],
  ['Hungary', 'hu'],
  ['Iceland', 'is'],
  ['Ireland', 'ie'],
  ['Italy', 'it'],
  ['Latvia', 'lv'],
].map(([title, code], index) => result(String(index + 1), title ?? '', code ?? ''));

/** The visible message in the dropdown (the live region repeats it for screen readers). */
function messageOf(canvasElement: HTMLElement): HTMLElement {
  const message = canvasElement.querySelector<HTMLElement>('[data-slot="search-bar-message"]');
  if (message === null) throw new Error('dropdown message not rendered');
  return message;
}

/** The scrolling suggestions list. */
function listboxOf(canvasElement: HTMLElement): HTMLElement {
  const listbox = canvasElement.querySelector<HTMLElement>('[data-slot="search-bar-listbox"]');
  if (listbox === null) throw new Error('listbox not rendered');
  return listbox;
}

const meta = {
  title: 'Search/SearchBar',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Searching the destinations from the header, with suggestions as the shopper types.',
          "**Use instead:** `DestinationList`'s filter to narrow a list already on the page; `DeviceChecker` to search phones; `FacetList` to filter a listing.",
        ].join('\n\n'),
      },
    },
  },
  component: SearchBar,
  args: {
    open: true,
    term: 'fra',
    status: 'results',
    results: franceResults,
    activeIndex: -1,
    onTermChange: fn(),
    onKeyDown: fn(),
    onActiveIndexChange: fn(),
    onSelect: fn(),
    onClose: fn(),
    onRetry: fn(),
    autoFocus: false,
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['initial', 'loading', 'results', 'noResults', 'error'] },
    renderLink: { control: false },
  },
  // The dropdown is absolutely placed: leave it room under the bar, as the page would.
  decorators: [preventNavigation, widthDecorator('mx-auto min-h-[26rem] max-w-xl')],
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Suggestions for "fra": a combobox over a listbox of links, each with a flag and a title. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: en('label') });
    await expect(input).toHaveAttribute('placeholder', en('placeholder'));
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-autocomplete', 'list');
    const listbox = canvas.getByRole('listbox', { name: en('label') });
    await expect(input).toHaveAttribute('aria-controls', listbox.id);
    const options = canvas.getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['France', 'French Polynesia', 'French Guiana']);
    await expect(options[0]).toHaveAttribute('href', '/en/esim-france.html');
    await expect(options[0]?.querySelector('img')).toHaveAttribute('src', '/flags/4x3/fr.svg');
    await expect(canvas.getByRole('status')).toHaveTextContent('3 destinations found');
  },
};

export const Playground: Story = {};

/** Typing reports every change; the bar does not keep its own copy of the term. */
export const Typing: Story = {
  args: { term: '', status: 'initial', results: [] },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: en('label') });
    await userEvent.type(input, 'J');
    await expect(args.onTermChange).toHaveBeenLastCalledWith('J');
    // Controlled: the value is whatever the owner passes back, here still ''.
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Fewer than 3 letters: a hint, no list, and the hint is announced. */
export const Initial: Story = {
  args: { term: 'fr', status: 'initial', results: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(messageOf(canvasElement)).toBeVisible();
    await expect(messageOf(canvasElement)).toHaveTextContent(en('initial'));
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(en('initial'));
  },
};

export const Loading: Story = {
  args: { status: 'loading', results: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(messageOf(canvasElement)).toBeVisible();
    await expect(messageOf(canvasElement)).toHaveTextContent(en('loading'));
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent(en('loading'));
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
  },
};

/** The second suggestion highlighted: the combobox points at it and it is marked selected. */
export const Results: Story = {
  args: { activeIndex: 1 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox');
    const highlighted = canvas.getByRole('option', { name: 'French Polynesia' });
    await expect(input).toHaveAttribute('aria-activedescendant', highlighted.id);
    await expect(highlighted).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('option', { name: 'France' })).toHaveAttribute('aria-selected', 'false');
    // Options are reached through the combobox, never by Tab.
    await expect(highlighted).toHaveAttribute('tabindex', '-1');
  },
};

/** Spec §2: "no result for the term", with the term, shown and announced. */
export const NoResults: Story = {
  args: { term: ' xyz ', status: 'noResults', results: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(messageOf(canvasElement)).toBeVisible();
    await expect(messageOf(canvasElement)).toHaveTextContent(en('noResults', { term: 'xyz' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(en('noResults', { term: 'xyz' }));
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The request failed: a message and a retry button. */
export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', results: [] },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(messageOf(canvasElement)).toBeVisible();
    await expect(messageOf(canvasElement)).toHaveTextContent(en('error'));
    await expect(canvas.getByRole('status')).toHaveTextContent(en('error'));
    await userEvent.click(canvas.getByRole('button', { name: en('retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Twenty suggestions: the dropdown stops at 20rem on desktop and scrolls inside; the highlight stays in view. */
export const LongList: Story = {
  args: { term: 'a', results: manyResults, activeIndex: manyResults.length - 1 },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('20 destinations found');
    const listbox = listboxOf(canvasElement);
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(listbox.getBoundingClientRect().height).toBeLessThanOrEqual(20 * rem + 1);
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
    // The last option is highlighted, so the list scrolled to show it.
    await waitFor(() => expect(listbox.scrollTop).toBeGreaterThan(0));
    const last = canvas.getByRole('option', { name: 'Latvia' }).getBoundingClientRect();
    const box = listbox.getBoundingClientRect();
    await expect(last.bottom).toBeLessThanOrEqual(box.bottom + 1);
  },
};

/** On a 320 px phone the dropdown is at most 40% of the screen's height and stays inside its width. */
export const Mobile: Story = {
  args: { term: 'a', results: manyResults },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const listbox = listboxOf(canvasElement);
    const box = listbox.getBoundingClientRect();
    await expect(box.height).toBeLessThanOrEqual(window.innerHeight * 0.4 + 1);
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * Arrow keys move `aria-activedescendant` (wrapping), Enter picks the
 * highlighted suggestion, Escape asks to close. The story keeps the index in
 * local state, as the storefront keeps it in the search machine.
 */
export const Keyboard: Story = {
  render: function KeyboardSearchBar(args) {
    const [activeIndex, setActiveIndex] = useState(-1);
    return (
      <SearchBar
        {...args}
        activeIndex={activeIndex}
        onActiveIndexChange={(index) => {
          args.onActiveIndexChange?.(index);
          setActiveIndex(index);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.click(input);
    await expect(input).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: 'France' }).id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: 'French Guiana' }).id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: 'France' }).id);
    await userEvent.keyboard('{ArrowUp}');
    const guiana = canvas.getByRole('option', { name: 'French Guiana' });
    await expect(input).toHaveAttribute('aria-activedescendant', guiana.id);
    await expect(guiana).toHaveAttribute('aria-selected', 'true');
    // Focus never left the input.
    await expect(input).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(franceResults[2], 2);

    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledWith('escape');
  },
};

/** A caller that prevents the default takes the key over (the storefront sends it to the search machine). */
export const KeysTakenOver: Story = {
  args: { onKeyDown: fn((event) => event.preventDefault()) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(args.onKeyDown).toHaveBeenCalledTimes(2);
    await expect(args.onActiveIndexChange).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('close') }));
    await expect(args.onClose).toHaveBeenCalledWith('button');
  },
};

/** Shown on request: the input takes focus at once. */
export const FocusOnOpen: Story = {
  args: { autoFocus: true, term: '', status: 'initial', results: [] },
  play: async ({ canvas }) => {
    // Moved in an effect: outside the story tests' act() (a fresh Storybook page) it comes after the first paint.
    await waitFor(() => expect(canvas.getByRole('combobox', { name: en('label') })).toHaveFocus());
  },
};

/** Hidden: nothing is rendered. */
export const Hidden: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByRole('search')).toBeNull();
  },
};

/** After the first Escape the bar stays with its term, the dropdown shut. */
export const Collapsed: Story = {
  args: { expanded: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    await expect(canvasElement.querySelector('[data-slot="search-bar-popup"]')).not.toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** One suggestion: the announcement is singular. */
export const OneResult: Story = {
  args: { term: 'jap', results: [result('9', 'Japan', 'jp')] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('1 destination found');
  },
};

/** Japanese: every text of the bar in ja; the hint states the shorter minimum for kanji and kana. */
export const Japanese: Story = {
  args: { term: '日', status: 'initial', results: [] },
  globals: { locale: 'ja' },
  play: async ({ canvas, canvasElement }) => {
    const ja = storyText(searchBarMessages, 'ja');
    const input = canvas.getByRole('combobox', { name: ja('label') });
    await expect(input).toHaveAttribute('placeholder', ja('placeholder'));
    await expect(messageOf(canvasElement)).toHaveTextContent(ja('initial'));
    await expect(canvas.getByRole('button', { name: ja('close') })).toBeVisible();
  },
};

/** 320 px in German: the longest texts (error and retry) wrap inside the dropdown. */
export const GermanError: Story = {
  args: { status: 'error', results: [] },
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const de = storyText(searchBarMessages, 'de');
    await expect(messageOf(canvasElement)).toHaveTextContent(de('error'));
    const retry = canvas.getByRole('button', { name: de('retry') });
    await expect(retry.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
