/** A row of the account links and of the contact choices: icon, text, chevron; a 44 px target at least. */
export const accountPanelRowClassName = [
  'flex min-h-12 w-full items-center gap-3 rounded-md px-3 py-2 text-start text-foreground',
  'transition-colors duration-(--motion-duration-fast) hover:bg-muted cursor-pointer',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'aria-busy:cursor-progress',
].join(' ');

/** A block of the panel (greeting, links, contact): its heading, then its content. */
export const accountPanelSectionClassName = 'flex min-w-0 flex-col gap-2';

/** Full width in the panel; long translations wrap inside the button. */
export const accountPanelButtonClassName = 'h-auto min-h-11 w-full py-2 whitespace-normal';
