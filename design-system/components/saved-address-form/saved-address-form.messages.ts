import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './saved-address-form.messages.json';

export const savedAddressFormMessages = defineComponentMessages('SavedAddressForm', catalog);
