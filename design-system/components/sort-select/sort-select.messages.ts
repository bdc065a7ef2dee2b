import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './sort-select.messages.json';

export const sortSelectMessages = defineComponentMessages('SortSelect', catalog);
