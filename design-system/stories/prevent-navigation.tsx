import type { Decorator } from '@storybook/react-vite';

/**
 * Story-only decorator: stops links inside the story from navigating the
 * preview iframe (which would end the play function), while their own click
 * handlers still run. Not exported from the design system.
 */
export const preventNavigation: Decorator = (Story) => (
  <div
    onClickCapture={(event) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
    }}
  >
    <Story />
  </div>
);
