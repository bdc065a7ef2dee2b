import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './search-empty-state.messages.json';

export const searchEmptyStateMessages = defineComponentMessages('SearchEmptyState', catalog);
