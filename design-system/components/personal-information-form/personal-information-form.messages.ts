import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './personal-information-form.messages.json';

export const personalInformationFormMessages = defineComponentMessages('PersonalInformationForm', catalog);
