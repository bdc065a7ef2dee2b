// The side panel's machine, imported by the layouts once the page is hydrated. A module of its own:
// the machine flow's index is already on the page (its selectors), so importing the index would
// not split the machine off.
export { sidebarMachine } from '@shop/machines/sidebar';
