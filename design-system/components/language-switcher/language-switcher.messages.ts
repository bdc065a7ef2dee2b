import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './language-switcher.messages.json';

export const languageSwitcherMessages = defineComponentMessages('LanguageSwitcher', catalog);
