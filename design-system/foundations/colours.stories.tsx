import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSyncExternalStore } from 'react';
import { expect, waitFor } from 'storybook/test';

import { FoundationSection, TokenTable } from '../stories/token-table';
import { rootCustomPropertyNames, subscribeToStyles, useStyleSheetSnapshot } from './root-custom-properties';

/** Semantic roles, each with the role its text sits on. Components use these names only. */
const textPairs = [
  { text: 'foreground', surface: 'background', use: 'Page text' },
  { text: 'card-foreground', surface: 'card', use: 'Text on cards and panels' },
  { text: 'primary-foreground', surface: 'primary', use: 'Main call to action' },
  { text: 'primary-foreground', surface: 'primary-hover', use: 'Main call to action, hovered' },
  { text: 'secondary-foreground', surface: 'secondary', use: 'Secondary action' },
  { text: 'muted-foreground', surface: 'muted', use: 'Hints, tax notes on grey' },
  { text: 'muted-foreground', surface: 'background', use: 'Hints, tax notes on white' },
  { text: 'accent-foreground', surface: 'accent', use: 'Selected option, current language' },
  { text: 'promo-foreground', surface: 'promo', use: 'Discount on tinted badge' },
  { text: 'promo-foreground', surface: 'background', use: 'Discounted price' },
  { text: 'danger-foreground', surface: 'danger', use: 'Destructive action' },
  { text: 'success-foreground', surface: 'success', use: 'Confirmation message' },
  { text: 'primary', surface: 'background', use: 'Links' },
] as const;

const nonTextRoles = [
  { role: 'border', use: 'Card and divider lines (decorative)' },
  { role: 'input', use: 'Form control borders (3:1 against the page)' },
  { role: 'ring', use: 'Focus outline (3:1 against the page)' },
  { role: 'rating', use: 'Rating stars, filled and outlined (3:1 against the page)' },
  { role: 'overlay', use: 'Dims the page behind panels and modals' },
] as const;

/** Resolved value of a CSS custom property on the root, e.g. "#0f63b3" (minified builds may write "#fff"). */
function readRole(role: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(`--${role}`).trim();
}

/** sRGB channels 0–255 of any CSS colour, normalised by the browser (hex, short hex, rgb()). */
function toRgbChannels(cssColour: string): [number, number, number] {
  const probe = document.createElement('span');
  probe.style.color = cssColour;
  document.body.append(probe);
  const computed = getComputedStyle(probe).color;
  probe.remove();
  const [red = Number.NaN, green = Number.NaN, blue = Number.NaN] = (computed.match(/[\d.]+/g) ?? []).map(Number);
  return [red, green, blue];
}

function relativeLuminance(cssColour: string): number {
  const [red, green, blue] = toRgbChannels(cssColour).map((channel) => {
    const unit = channel / 255;
    return unit <= 0.03928 ? unit / 12.92 : ((unit + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG 2 contrast ratio of two opaque CSS colours. */
function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((left, right) => right - left);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

function useRoleValues(roles: readonly string[]): Record<string, string> {
  // A string snapshot: equal values compare equal, so React re-renders only on a real change.
  const snapshot = useSyncExternalStore(
    subscribeToStyles,
    () => JSON.stringify(roles.map((role) => [role, readRole(role)])),
    () => '[]',
  );
  return Object.fromEntries(JSON.parse(snapshot) as [string, string][]);
}

const allRoles = [...new Set([...textPairs.flatMap((pair) => [pair.text, pair.surface]), ...nonTextRoles.map((entry) => entry.role)])];

function ColourRoles() {
  const values = useRoleValues(allRoles);
  return (
    <div className="flex flex-col gap-8">
      <FoundationSection id="text-pairs" title="Text on surfaces">
        <TokenTable columns={['Sample', 'Roles', 'Used for', 'Contrast']}>
          {textPairs.map((pair) => {
            const text = values[pair.text];
            const surface = values[pair.surface];
            const ratio = text && surface ? contrastRatio(text, surface) : undefined;
            return (
              <tr key={`${pair.text}/${pair.surface}`} className="border-b">
                <td className="py-2 pe-4">
                  <span
                    className="inline-block rounded-md border px-3 py-2 font-semibold"
                    style={{ color: `var(--${pair.text})`, backgroundColor: `var(--${pair.surface})` }}
                  >
                    eSIM €4.50
                  </span>
                </td>
                <td className="py-2 pe-4 font-mono text-xs">
                  {pair.text} on {pair.surface}
                  <br />
                  <span className="text-muted-foreground">
                    {text} / {surface}
                  </span>
                </td>
                <td className="py-2 pe-4">{pair.use}</td>
                <td className="py-2 tabular-nums" data-ratio={ratio?.toFixed(2)}>
                  {ratio === undefined ? '…' : `${ratio.toFixed(2)}:1`}
                </td>
              </tr>
            );
          })}
        </TokenTable>
      </FoundationSection>
      <FoundationSection id="non-text" title="Lines, focus and overlay">
        <ul className="grid grid-cols-1 gap-3 tablet:grid-cols-2">
          {nonTextRoles.map((entry) => (
            <li key={entry.role} className="flex items-center gap-3">
              <span aria-hidden="true" className="size-10 shrink-0 rounded-md border" style={{ background: `var(--${entry.role})` }} />
              <span className="text-sm">
                <span className="font-mono">{entry.role}</span> · {values[entry.role]}
                <br />
                <span className="text-muted-foreground">{entry.use}</span>
              </span>
            </li>
          ))}
        </ul>
      </FoundationSection>
    </div>
  );
}

const meta = {
  title: 'Foundations/Colours',
  render: () => <ColourRoles />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every text/surface pair meets WCAG AA (4.5:1) and focus/input lines reach 3:1. */
export const SemanticRoles: Story = {
  play: async ({ canvasElement }) => {
    const ratioCells = await waitForRatios(canvasElement);
    for (const cell of ratioCells) {
      await expect(Number(cell.dataset['ratio'])).toBeGreaterThanOrEqual(4.5);
    }
    for (const role of ['input', 'ring', 'rating']) {
      await expect(contrastRatio(readRole(role), readRole('background'))).toBeGreaterThanOrEqual(3);
    }
  },
};

function waitForRatios(canvasElement: HTMLElement): Promise<HTMLElement[]> {
  return waitFor(() => {
    const cells = [...canvasElement.querySelectorAll<HTMLElement>('[data-ratio]')];
    if (cells.length !== textPairs.length) throw new Error('contrast not computed yet');
    return cells;
  });
}

/** The raw palette of styles/tokens/palette.css, every step the style sheets declare. */
function Palette() {
  // Read again when a style sheet changes, like the roles: the names are the palette file's.
  const joinedNames = useStyleSheetSnapshot(() => rootCustomPropertyNames('--palette-').join(' '));
  const names = joinedNames === '' ? [] : joinedNames.split(' ').map((name) => name.slice(2));
  const values = useRoleValues(names);
  return (
    <ul className="grid grid-cols-1 gap-3 mobileWide:grid-cols-2 tablet:grid-cols-3 desktop:grid-cols-4">
      {names.map((name) => (
        <li key={name} data-palette={name} className="flex items-center gap-3">
          <span aria-hidden="true" className="size-10 shrink-0 rounded-md border" style={{ background: `var(--${name})` }} />
          <span className="text-sm">
            <span className="font-mono">{name}</span>
            <br />
            <span className="text-muted-foreground">{values[name]}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The raw steps the roles point to: for reference only, components never use them. */
export const RawPalette: Story = {
  render: () => <Palette />,
  play: async ({ canvasElement }) => {
    const swatches = canvasElement.querySelectorAll('[data-palette]');
    await expect(swatches.length).toBeGreaterThan(0);
    await expect(canvasElement.querySelector('[data-palette="palette-white"]')).not.toBeNull();
  },
};
