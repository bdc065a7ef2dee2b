/*
 * Story-only content for the card form (not exported from the design system):
 * the spec §5 messages the card payment machine's codes become, as the
 * storefront passes them after translation.
 */

export const cardMessagesEn = {
  required: 'This field is required',
  cardNumber: 'Is not a valid credit card number',
  expiry: 'Is not a valid expiry date',
  cvv: (digits: number) => `Needs to be ${digits} digits`,
};
