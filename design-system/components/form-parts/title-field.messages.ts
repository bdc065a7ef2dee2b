import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './title-field.messages.json';

export const titleFieldMessages = defineComponentMessages('TitleField', catalog);
