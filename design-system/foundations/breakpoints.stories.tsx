import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { TokenTable } from '../stories/token-table';
import { breakpointTokens, mobileMenuBreakpointToken, type BreakpointName } from '../tokens';

/** Literal classes (Tailwind only generates what it finds written out); each shows from its breakpoint up. */
const shownFromClassNames: Record<BreakpointName, string> = {
  mobile: 'hidden mobile:inline',
  mobileMedium: 'hidden mobileMedium:inline',
  mobileWide: 'hidden mobileWide:inline',
  tablet: 'hidden tablet:inline',
  desktop: 'hidden desktop:inline',
  desktopMedium: 'hidden desktopMedium:inline',
  desktopWide: 'hidden desktopWide:inline',
};

const breakpointNames = Object.keys(breakpointTokens) as BreakpointName[];

const meta = {
  title: 'Foundations/Breakpoints',
  tags: ['autodocs'],
  render: () => (
    <div className="flex flex-col gap-4">
      <p className="max-w-prose">
        Mobile-first: <code>tablet:grid-cols-2</code> applies from 768 px up. The variant names are the keys of <code>breakpoints</code> in{' '}
        <code>tokens.ts</code>. The mobile menu shows up to {mobileMenuBreakpointToken.value} px (<code>mobileMenu:</code> variant).
      </p>
      <TokenTable columns={['Variant', 'From', 'Active now', 'Why']}>
        {breakpointNames.map((name) => (
          <tr key={name} className="border-b">
            <td className="py-2 pe-4 font-mono">{name}:</td>
            <td className="py-2 pe-4 tabular-nums">{breakpointTokens[name].value} px</td>
            <td className="py-2 pe-4">
              <span data-breakpoint={name} className={shownFromClassNames[name]}>
                ✓ active
              </span>
            </td>
            <td className="py-2">{breakpointTokens[name].description}</td>
          </tr>
        ))}
        <tr className="border-b">
          <td className="py-2 pe-4 font-mono">mobileMenu:</td>
          <td className="py-2 pe-4 tabular-nums">up to {mobileMenuBreakpointToken.value} px</td>
          <td className="py-2 pe-4">
            <span data-breakpoint="mobileMenu" className="hidden mobileMenu:inline">
              ✓ active
            </span>
          </td>
          <td className="py-2">{mobileMenuBreakpointToken.description}</td>
        </tr>
      </TokenTable>
    </div>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Tailwind variants switch exactly at the widths in tokens.ts. */
async function expectVariantsMatchTokens(canvasElement: HTMLElement) {
  const width = window.innerWidth;
  for (const name of breakpointNames) {
    const marker = canvasElement.querySelector(`[data-breakpoint="${name}"]`);
    const shown = marker !== null && getComputedStyle(marker).display !== 'none';
    await expect({ name, shown }).toEqual({ name, shown: width >= breakpointTokens[name].value });
  }
  const mobileMenuMarker = canvasElement.querySelector('[data-breakpoint="mobileMenu"]');
  const mobileMenuShown = mobileMenuMarker !== null && getComputedStyle(mobileMenuMarker).display !== 'none';
  await expect(mobileMenuShown).toBe(width <= mobileMenuBreakpointToken.value);
}

export const Desktop: Story = {
  play: async ({ canvasElement }) => expectVariantsMatchTokens(canvasElement),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(breakpointTokens.mobile.value);
    await expectVariantsMatchTokens(canvasElement);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(breakpointTokens.tablet.value);
    await expectVariantsMatchTokens(canvasElement);
  },
};
