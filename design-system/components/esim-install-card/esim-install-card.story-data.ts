/*
 * Story-only content for the eSIM card (not exported from the design system). The profiles are the
 * thank-you page's, so both components are shown with the same eSIMs.
 */
export { franceEsim, japanEsims } from '../thank-you-panel/thank-you-panel.story-data';
