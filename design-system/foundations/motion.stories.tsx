import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { FoundationSection, TokenTable } from '../stories/token-table';
import { timingTokens, timings } from '../tokens';
import { rootCustomProperty, rootCustomPropertyNames, useStyleSheetSnapshot } from './root-custom-properties';

interface MotionToken {
  name: string;
  value: string;
}

/** The `--motion-*` tokens of styles/tokens/motion.css, as the page's style sheets set them. */
function useMotionTokens(): MotionToken[] {
  const snapshot = useStyleSheetSnapshot(() =>
    JSON.stringify(rootCustomPropertyNames('--motion-').map((name) => ({ name, value: rootCustomProperty(name) }))),
  );
  return snapshot === '' ? [] : (JSON.parse(snapshot) as MotionToken[]);
}

/** The four numbers of `cubic-bezier(x1, y1, x2, y2)`, or undefined for any other value. */
function bezierPoints(value: string): [number, number, number, number] | undefined {
  const numbers = /^cubic-bezier\(([^)]*)\)$/.exec(value)?.[1]?.split(',').map(Number);
  return numbers?.length === 4 && numbers.every(Number.isFinite) ? (numbers as [number, number, number, number]) : undefined;
}

/** A CSS time in milliseconds ("200ms", or ".2s" as a minifier writes it), or undefined for any other value. */
function milliseconds(value: string): number | undefined {
  const match = /^(-?[\d.]+)(ms|s)$/.exec(value);
  if (!match) return undefined;
  return Math.round(Number(match[1]) * (match[2] === 's' ? 1000 : 1));
}

/** The easing's curve: time runs left to right, progress bottom to top. */
function EasingCurve({ points }: { points: [number, number, number, number] }) {
  const [x1, y1, x2, y2] = points;
  const size = 64;
  const at = (x: number, y: number) => `${x * size} ${size - y * size}`;
  return (
    <svg aria-hidden="true" viewBox={`-2 -2 ${size + 4} ${size + 4}`} className="size-16 shrink-0 rounded-sm border">
      <path d={`M ${at(0, 0)} C ${at(x1, y1)} ${at(x2, y2)} ${at(1, 1)}`} fill="none" stroke="var(--primary)" strokeWidth="2" />
    </svg>
  );
}

function MotionTokenRow({ token }: { token: MotionToken }) {
  const points = bezierPoints(token.value);
  const duration = milliseconds(token.value);
  return (
    <tr className="border-b" data-motion-token={token.name}>
      <td className="py-2 pe-4 font-mono">{token.name}</td>
      <td className="py-2 pe-4 font-mono text-xs">{duration === undefined ? token.value : `${duration} ms`}</td>
      <td className="py-2">
        {points ? <EasingCurve points={points} /> : null}
        {duration === undefined ? null : (
          // One pixel per 2 ms: the bars compare the durations at a glance.
          <span aria-hidden="true" className="block h-3 rounded-sm bg-primary" style={{ width: `${duration / 2}px` }} />
        )}
      </td>
    </tr>
  );
}

function MotionFoundation() {
  const motionTokens = useMotionTokens();
  return (
    <div className="flex flex-col gap-8">
      <FoundationSection id="motion-css" title="Durations and easings (styles/tokens/motion.css)">
        <TokenTable columns={['Token', 'Value', 'Shape']}>
          {motionTokens.map((token) => (
            <MotionTokenRow key={token.name} token={token} />
          ))}
        </TokenTable>
      </FoundationSection>
      <FoundationSection id="motion-timings" title="Delays the code waits for (tokens.ts)">
        <TokenTable columns={['Token', 'Value', 'Why']}>
          {Object.entries(timingTokens).map(([name, token]) => (
            <tr key={name} className="border-b">
              <td className="py-2 pe-4 font-mono">{name}</td>
              <td className="py-2 pe-4 tabular-nums">{token.value} ms</td>
              <td className="py-2">{token.description}</td>
            </tr>
          ))}
        </TokenTable>
      </FoundationSection>
    </div>
  );
}

const meta = {
  title: 'Foundations/Motion',
  render: () => <MotionFoundation />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every motion token of the CSS is listed, and the spinner's CSS delay is the button's delay in tokens.ts. */
export const Tokens: Story = {
  play: async ({ canvasElement }) => {
    const rows = await waitFor(() => {
      const found = [...canvasElement.querySelectorAll<HTMLElement>('[data-motion-token]')];
      if (found.length === 0) throw new Error('motion tokens not read yet');
      return found;
    });
    await expect(rows.map((row) => row.dataset['motionToken'])).toContain('--motion-duration-base');
    await expect(milliseconds(rootCustomProperty('--motion-button-loader-delay'))).toBe(timings.buttonLoaderDelayMs);
  },
};
