import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './address-form.messages.json';

export const addressFormMessages = defineComponentMessages('AddressForm', catalog);
