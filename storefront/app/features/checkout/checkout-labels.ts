import type { IntlShape } from 'react-intl';

import type { AddressFormLabels } from '@shop/design-system';

/** The billing form's texts in the shopper's language. */
export function addressFormLabels(intl: IntlShape): AddressFormLabels {
  const text = (id: string) => intl.formatMessage({ id });
  return {
    email: text('checkout.field.email'),
    emailHint: text('checkout.field.emailHint'),
    emailConfirmation: text('checkout.field.emailConfirmation'),
    firstName: text('checkout.field.firstName'),
    lastName: text('checkout.field.lastName'),
    address1: text('checkout.field.address1'),
    city: text('checkout.field.city'),
    country: text('checkout.field.country'),
    countryPlaceholder: text('checkout.field.countryPlaceholder'),
    state: text('checkout.field.state'),
    statePlaceholder: text('checkout.field.statePlaceholder'),
    postcode: text('checkout.field.postcode'),
    disclaimer: text('checkout.disclaimer'),
    submit: text('checkout.continue'),
    requiredNote: text('checkout.field.requiredNote'),
  };
}
