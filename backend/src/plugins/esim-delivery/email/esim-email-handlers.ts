import { EmailEventListener } from '@vendure/email-plugin';

import { EsimDeliveryFailedEvent, EsimsProvisionedEvent } from '../events';
import { ESIM_DELIVERED_TEMPLATE, ESIM_FAILED_TEMPLATE } from './esim-mails';
import { noticeMetadata } from './notice-metadata';

/*
 * The job prepares language, subject, template variables and QR attachments (esim-mails.ts);
 * the handlers only hand them to the EmailPlugin, which renders
 * backend/email-templates/<type>/body.hbs and sends through the configured transport. The
 * metadata names the order, whose notice is marked sent once the mailer has sent it.
 */

export const esimDeliveredEmailHandler = new EmailEventListener(ESIM_DELIVERED_TEMPLATE)
  .on(EsimsProvisionedEvent)
  .setRecipient((event) => event.mail.recipient)
  .setFrom('{{ fromAddress }}')
  .setSubject((event) => event.mail.subject)
  .setTemplateVars((event) => event.mail.templateVars)
  .setAttachments((event) => event.mail.attachments)
  .setMetadata((event) => noticeMetadata(event.order.id));

export const esimDeliveryFailedEmailHandler = new EmailEventListener(ESIM_FAILED_TEMPLATE)
  .on(EsimDeliveryFailedEvent)
  .setRecipient((event) => event.mail.recipient)
  .setFrom('{{ fromAddress }}')
  .setSubject((event) => event.mail.subject)
  .setTemplateVars((event) => event.mail.templateVars)
  .setMetadata((event) => noticeMetadata(event.order.id));
