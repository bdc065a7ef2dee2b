import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, useState } from 'react';
import { expect } from 'storybook/test';

import { FoundationSection } from '../stories/token-table';
import { useStyleSheetSnapshot } from './root-custom-properties';

const scale = [
  { className: 'text-xs', use: 'Tax notes, legal small print' },
  { className: 'text-sm', use: 'Secondary text, chips, tabs' },
  { className: 'text-base', use: 'Body text (16 px: no zoom on iOS form focus)' },
  { className: 'text-lg', use: 'Panel titles, large buttons' },
  { className: 'text-xl', use: 'Prices on cards and pickers' },
  { className: 'text-2xl', use: 'Page titles on phones' },
  { className: 'text-3xl', use: 'Page titles from tablet up, product price' },
] as const;

const samples = [
  { lang: 'en', text: 'Best eSIM for Japan: Data Plan 10 GB' },
  { lang: 'fr', text: 'Meilleure eSIM pour le Japon : forfait 10 Go' },
  { lang: 'ja', text: '日本向けベストeSIM：データプラン10GB' },
  { lang: 'zh-Hant', text: '日本最佳eSIM：數據方案10GB' },
] as const;

/** One step of the scale, with the size and line height the browser gives it. */
function TypeStep({ className, use }: { className: string; use: string }) {
  const sample = useRef<HTMLSpanElement>(null);
  const [measured, setMeasured] = useState<string>();
  useLayoutEffect(() => {
    if (!sample.current) return;
    const { fontSize, lineHeight } = getComputedStyle(sample.current);
    setMeasured(`${fontSize} / ${lineHeight}`);
  }, []);
  return (
    <li className="flex flex-col gap-1 border-b pb-3 tablet:flex-row tablet:items-baseline tablet:gap-6">
      <code className="w-24 shrink-0 text-sm text-muted-foreground">{className}</code>
      <span ref={sample} className={className} data-type-step={className}>
        Prepaid data in 200+ destinations
      </span>
      <span className="text-sm text-muted-foreground">
        {measured} · {use}
      </span>
    </li>
  );
}

/** The font stack the page really uses (index.css `--font-sans`, through Tailwind's preflight). */
function FontStack() {
  const family = useStyleSheetSnapshot(() => getComputedStyle(document.body).fontFamily);
  return <p className="max-w-prose text-sm text-muted-foreground">Font stack: {family}</p>;
}

const meta = {
  title: 'Foundations/Typography',
  render: () => (
    <div className="flex flex-col gap-8">
      <FoundationSection id="type-scale" title="Type scale (Tailwind, system font stack with CJK fallbacks)">
        <FontStack />
        <ul className="flex flex-col gap-3">
          {scale.map((step) => (
            <TypeStep key={step.className} className={step.className} use={step.use} />
          ))}
        </ul>
      </FoundationSection>
      <FoundationSection id="type-languages" title="Every shop language">
        <ul className="flex flex-col gap-2">
          {samples.map((sample) => (
            <li key={sample.lang} lang={sample.lang} className="text-2xl font-bold">
              {sample.text}
            </li>
          ))}
        </ul>
      </FoundationSection>
      <FoundationSection id="type-weights" title="Weights">
        <p className="font-normal">Regular 400: body text</p>
        <p className="font-semibold">Semibold 600: buttons, labels, card titles</p>
        <p className="font-bold">Bold 700: headings and prices</p>
      </FoundationSection>
    </div>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  play: async ({ canvasElement }) => {
    const sizes = [...canvasElement.querySelectorAll<HTMLElement>('[data-type-step]')].map((element) =>
      Number.parseFloat(getComputedStyle(element).fontSize),
    );
    // Each step is larger than the one before, and body text is 16 px.
    await expect(sizes).toEqual([...sizes].sort((left, right) => left - right));
    await expect(sizes[2]).toBe(16);
  },
};
