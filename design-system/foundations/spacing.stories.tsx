import type { Meta, StoryObj } from '@storybook/react-vite';

/** Tailwind's 4 px spacing unit (`--spacing`), steps used across the system. */
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

const meta = {
  title: 'Foundations/Spacing',
  tags: ['autodocs'],
  render: () => (
    <table className="w-full border-collapse text-left text-sm">
      <thead>
        <tr className="border-b">
          <th className="py-2 pe-4">Class suffix</th>
          <th className="py-2 pe-4">Size</th>
          <th className="py-2 pe-4">Sample</th>
          <th className="py-2">Used for</th>
        </tr>
      </thead>
      <tbody>
        {steps.map(({ step, use }) => (
          <tr key={step} className="border-b">
            <td className="py-2 pe-4 font-mono">{step}</td>
            <td className="py-2 pe-4 tabular-nums">{step * 4} px</td>
            <td className="py-2 pe-4">
              <span aria-hidden="true" className="block h-4 rounded-sm bg-primary" style={{ width: `calc(var(--spacing) * ${step})` }} />
            </td>
            <td className="py-2">{use}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {};
