import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

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

const meta = {
  title: 'Foundations/Typography',
  tags: ['autodocs'],
  render: () => (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="type-scale">
        <h2 id="type-scale" className="mb-3 text-xl font-bold">
          Type scale (Tailwind, system font stack with CJK fallbacks)
        </h2>
        <ul className="flex flex-col gap-3">
          {scale.map((step) => (
            <li key={step.className} className="flex flex-col gap-1 border-b pb-3 tablet:flex-row tablet:items-baseline tablet:gap-6">
              <code className="w-24 shrink-0 text-sm text-muted-foreground">{step.className}</code>
              <span className={step.className} data-type-step={step.className}>
                Prepaid data in 200+ destinations
              </span>
              <span className="text-sm text-muted-foreground">{step.use}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="type-languages">
        <h2 id="type-languages" className="mb-3 text-xl font-bold">
          Every shop language
        </h2>
        <ul className="flex flex-col gap-2">
          {samples.map((sample) => (
            <li key={sample.lang} lang={sample.lang} className="text-2xl font-bold">
              {sample.text}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="type-weights">
        <h2 id="type-weights" className="mb-3 text-xl font-bold">
          Weights
        </h2>
        <p className="font-normal">Regular 400: body text</p>
        <p className="font-semibold">Semibold 600: buttons, labels, card titles</p>
        <p className="font-bold">Bold 700: headings and prices</p>
      </section>
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
