import type { Args, Decorator } from '@storybook/react-vite';

/**
 * Story-only decorator: shows the component at the width its host gives it
 * (`max-w-md` for a side panel, `max-w-xl` for a page column, `w-100` for the
 * panel on a desktop screen) or with the room a dialog's page leaves around it
 * (`p-4`). A story whose layout sets its own widths (a grid of cards) opts out
 * with `parameters: { constrainWidth: false }`. Not exported from the design
 * system.
 */
export function widthDecorator<StoryArgs = Args>(className: string): Decorator<StoryArgs> {
  return (Story, context) =>
    context.parameters['constrainWidth'] === false ? (
      <Story />
    ) : (
      <div className={className}>
        <Story />
      </div>
    );
}
