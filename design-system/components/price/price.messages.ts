import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './price.messages.json';

/** `startingPrice` places "from" around the amount: some languages put it after ("€5.00 起"). */
export const priceMessages = defineComponentMessages('Price', catalog);
