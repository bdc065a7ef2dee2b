import type { Meta, StoryObj } from '@storybook/react-vite';

import { timingTokens } from '../tokens';

const meta = {
  title: 'Foundations/Timings',
  tags: ['autodocs'],
  render: () => (
    <table className="w-full border-collapse text-left text-sm">
      <thead>
        <tr className="border-b">
          <th className="py-2 pe-4">Token (tokens.ts)</th>
          <th className="py-2 pe-4">Value</th>
          <th className="py-2">Why</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(timingTokens).map(([name, token]) => (
          <tr key={name} className="border-b">
            <td className="py-2 pe-4 font-mono">{name}</td>
            <td className="py-2 pe-4 tabular-nums">{token.value} ms</td>
            <td className="py-2">{token.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Delays: Story = {};
