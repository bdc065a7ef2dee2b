import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './facet-list.messages.json';

export const facetListMessages = defineComponentMessages('FacetList', catalog);
