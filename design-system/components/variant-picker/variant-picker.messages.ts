import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './variant-picker.messages.json';

export const variantPickerMessages = defineComponentMessages('VariantPicker', catalog);
