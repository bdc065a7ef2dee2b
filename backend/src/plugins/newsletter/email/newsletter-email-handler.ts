import { EmailEventListener } from '@vendure/email-plugin';

import { NewsletterConfirmationRequestedEvent } from '../events';
import { NewsletterPlugin } from '../newsletter.plugin';
import { NEWSLETTER_CONFIRMATION_TEMPLATE, newsletterConfirmLink, newsletterLanguageOf, prepareNewsletterMail } from './newsletter-mails';

/*
 * The double opt-in's email (registered with the EmailPlugin in config.ts), in the language of
 * the request that subscribed, rendered from backend/email-templates/newsletter-confirmation.
 * The send-email job's data holds the link until the job queue's clean-up removes old jobs; the
 * subscription table only ever holds the token's hash, and the token works once, for 48 hours.
 */
export const newsletterConfirmationEmailHandler = new EmailEventListener(NEWSLETTER_CONFIRMATION_TEMPLATE)
  .on(NewsletterConfirmationRequestedEvent)
  .loadData(({ event }) => {
    const language = newsletterLanguageOf(event.languageCode);
    return Promise.resolve(
      prepareNewsletterMail(language, newsletterConfirmLink(NewsletterPlugin.options.storefrontOrigin, language, event.token)),
    );
  })
  .setRecipient((event) => event.email)
  .setFrom('{{ fromAddress }}')
  .setSubject((event) => event.data.subject)
  .setTemplateVars((event) => event.data.templateVars);
