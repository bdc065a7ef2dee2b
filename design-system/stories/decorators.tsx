import type { Decorator } from '@storybook/react-vite';

/**
 * Story-only decorator: shows the component at the width its host gives it
 * (`max-w-md` for a side panel, `max-w-xl` for a page column, `w-100` for the
 * panel on a desktop screen). Not exported from the design system.
 */
export function widthDecorator(className: string): Decorator {
  return (Story) => (
    <div className={className}>
      <Story />
    </div>
  );
}
