import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './saved-addresses.messages.json';

export const savedAddressesMessages = defineComponentMessages('SavedAddresses', catalog);
