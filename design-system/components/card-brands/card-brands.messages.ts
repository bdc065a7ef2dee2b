import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './card-brands.messages.json';

export const cardBrandsMessages = defineComponentMessages('CardBrands', catalog);
