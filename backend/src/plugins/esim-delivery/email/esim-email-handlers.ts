import { EmailEventListener } from '@vendure/email-plugin';

import { shopLanguageOf } from '../../account/email/account-mails';
import { ShopInbox } from '../../form-submissions/shop-inbox.service';
import { STAFF_ALERT_TEMPLATE } from '../../security-log/constants';
import { supplierAlertMail } from '../alerts/alert-mail';
import { EsimDeliveryDelayedEvent, EsimDeliveryFailedEvent, EsimsProvisionedEvent, EsimSupplierAlertEvent } from '../events';
import { ESIM_DELAYED_TEMPLATE, ESIM_DELIVERED_TEMPLATE, ESIM_FAILED_TEMPLATE } from './esim-mails';
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

/** Sent once per order (its claim is `esimDelayNoticeSentAt`); it is not the order's notice. */
export const esimDeliveryDelayedEmailHandler = new EmailEventListener(ESIM_DELAYED_TEMPLATE)
  .on(EsimDeliveryDelayedEvent)
  .setRecipient((event) => event.mail.recipient)
  .setFrom('{{ fromAddress }}')
  .setSubject((event) => event.mail.subject)
  .setTemplateVars((event) => event.mail.templateVars);

/** To the shop's inbox (as staff security alerts), in the channel's default language. */
export const esimSupplierAlertEmailHandler = new EmailEventListener(STAFF_ALERT_TEMPLATE)
  .on(EsimSupplierAlertEvent)
  .loadData(async ({ event, injector }) => {
    const inbox = await injector.get(ShopInbox).required(event.ctx);
    return { inbox, ...supplierAlertMail(event.alert, shopLanguageOf(event.ctx.channel.defaultLanguageCode), event.raisedAt) };
  })
  .setRecipient((event) => event.data.inbox)
  .setFrom('{{ fromAddress }}')
  .setSubject((event) => event.data.subject)
  .setTemplateVars((event) => event.data.templateVars);
