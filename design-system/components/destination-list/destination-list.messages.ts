import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './destination-list.messages.json';

export const destinationListMessages = defineComponentMessages('DestinationList', catalog);
