import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, useState } from 'react';
import { expect } from 'storybook/test';
import { TokenTable } from '../stories/token-table';

/** Steps of Tailwind's spacing unit (`--spacing`) used across the system; the page measures what each is. */
const steps = [
  { step: 1, use: 'Icon to text inside chips' },
  { step: 2, use: 'Gap between buttons and chips' },
  { step: 3, use: 'Gap inside cards' },
  { step: 4, use: 'Card and panel padding, page gutter on phones' },
  { step: 6, use: 'Section padding on phones' },
  { step: 8, use: 'Between page sections' },
  { step: 12, use: 'Large section spacing on desktop' },
  { step: 16, use: 'Hero spacing' },
] as const;

/** A step's sample bar, with the width the browser gave it (Tailwind's `--spacing` unit × the step). */
function SpacingRow({ step, use }: { step: number; use: string }) {
  const bar = useRef<HTMLSpanElement>(null);
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => setWidth(bar.current?.getBoundingClientRect().width), []);
  return (
    <tr className="border-b">
      <td className="py-2 pe-4 font-mono">{step}</td>
      <td className="py-2 pe-4 tabular-nums" data-spacing-step={step} data-width={width}>
        {width === undefined ? '…' : `${width} px`}
      </td>
      <td className="py-2 pe-4">
        <span
          ref={bar}
          aria-hidden="true"
          className="block h-4 rounded-sm bg-primary"
          style={{ width: `calc(var(--spacing) * ${step})` }}
        />
      </td>
      <td className="py-2">{use}</td>
    </tr>
  );
}

const meta = {
  title: 'Foundations/Spacing',
  render: () => (
    <TokenTable columns={['Class suffix', 'Size', 'Sample', 'Used for']}>
      {steps.map(({ step, use }) => (
        <SpacingRow key={step} step={step} use={use} />
      ))}
    </TokenTable>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each step is the unit times its number: `p-4` is four times `p-1`. */
export const Scale: Story = {
  play: async ({ canvasElement }) => {
    const cells = [...canvasElement.querySelectorAll<HTMLElement>('[data-spacing-step]')];
    const unit = Number(cells[0]?.dataset['width']);
    await expect(unit).toBeGreaterThan(0);
    for (const cell of cells) {
      await expect(Number(cell.dataset['width'])).toBeCloseTo(unit * Number(cell.dataset['spacingStep']));
    }
  },
};
