import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './search-bar.messages.json';

export const searchBarMessages = defineComponentMessages('SearchBar', catalog);
