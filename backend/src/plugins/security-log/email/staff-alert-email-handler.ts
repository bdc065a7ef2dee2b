import { EmailEventListener } from '@vendure/email-plugin';

import { shopLanguageOf } from '../../account/email/account-mails';
import { ShopInbox } from '../../form-submissions/shop-inbox.service';
import { STAFF_ALERT_TEMPLATE } from '../constants';
import { StaffSecurityAlertEvent } from '../events';
import { staffAlertMail } from './staff-alert-mails';

/*
 * Alerts to staff, emailed to the shop's inbox (SHOP_INBOX, else the contact configuration's
 * email: where contact messages and reviews go) in the channel's default language, rendered from
 * backend/email-templates/staff-alert. Registered in config.ts with the other handlers.
 */
export const staffAlertEmailHandler = new EmailEventListener(STAFF_ALERT_TEMPLATE)
  .on(StaffSecurityAlertEvent)
  .loadData(async ({ event, injector }): Promise<ReturnType<typeof staffAlertMail> & { inbox: string }> => {
    const inbox = await injector.get(ShopInbox).required(event.ctx);
    return { inbox, ...staffAlertMail(event.alert, shopLanguageOf(event.ctx.channel.defaultLanguageCode), event.raisedAt) };
  })
  .setRecipient((event) => event.data.inbox)
  .setFrom('{{ fromAddress }}')
  .setSubject((event) => event.data.subject)
  .setTemplateVars((event) => event.data.templateVars);
