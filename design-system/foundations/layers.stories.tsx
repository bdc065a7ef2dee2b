import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { layerTokens, type LayerName } from '../tokens';

/** Literal class names so Tailwind generates them; the story checks they match tokens.ts. */
const layerClassNames: Record<LayerName, string> = {
  header: 'z-header',
  chatButton: 'z-chat-button',
  sidebar: 'z-sidebar',
  modal: 'z-modal',
};

const layerNames = Object.keys(layerTokens) as LayerName[];

const meta = {
  title: 'Foundations/Layers',
  tags: ['autodocs'],
  render: () => (
    <div className="flex flex-col gap-6">
      <p className="max-w-prose">
        Stacking is named by role. Write <code>z-header</code>, <code>z-chat-button</code>, <code>z-sidebar</code> or <code>z-modal</code>;
        never a number. In TypeScript: <code>layers.sidebar</code>.
      </p>
      <div className="relative h-72 max-w-md">
        {layerNames.map((name, index) => (
          <div
            key={name}
            data-layer={name}
            className={`${layerClassNames[name]} absolute flex h-28 w-56 flex-col justify-between rounded-lg border bg-card p-3 shadow-md`}
            style={{ top: `${index * 3}rem`, left: `${index * 2.5}rem` }}
          >
            <span className="font-semibold">
              {name} · {layerTokens[name].value}
            </span>
            <span className="text-xs text-muted-foreground">{layerTokens[name].description}</span>
          </div>
        ))}
      </div>
    </div>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stack: Story = {
  play: async ({ canvasElement }) => {
    for (const name of layerNames) {
      const element = canvasElement.querySelector<HTMLElement>(`[data-layer="${name}"]`);
      await expect(getComputedStyle(element ?? document.body).zIndex).toBe(String(layerTokens[name].value));
    }
  },
};
