import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './order-details.messages.json';

export const orderDetailsMessages = defineComponentMessages('OrderDetails', catalog);
