import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './address-fields.messages.json';

export const addressFieldsMessages = defineComponentMessages('AddressFields', catalog);
