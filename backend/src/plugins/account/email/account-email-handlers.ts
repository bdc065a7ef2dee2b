import {
  AccountRegistrationEvent,
  CustomerService,
  IdentifierChangeRequestEvent,
  PasswordResetEvent,
  type Customer,
  type Injector,
  type RequestContext,
  type User,
} from '@vendure/core';
import { EmailEventListener } from '@vendure/email-plugin';

import { AccountPlugin } from '../account.plugin';
import { AccountExistsEvent } from '../events';
import {
  ACCOUNT_MAIL_TYPES,
  accountLink,
  prepareAccountMail,
  shopLanguageOf,
  type AccountMailKind,
  type PreparedAccountMail,
} from './account-mails';

/*
 * Vendure's account events, emailed through the EmailPlugin (registered in config.ts) with the
 * templates backend/email-templates/account-*. The verification and the "already registered"
 * notice are written in the customer's language (kept at registration); the reset and the email
 * change in the language of the request that asked for them.
 */

async function customerOf(injector: Injector, ctx: RequestContext, user: User): Promise<Customer | undefined> {
  return injector.get(CustomerService).findOneByUserId(ctx, user.id, false);
}

function mail(kind: AccountMailKind, languageCode: string, customer: Customer | undefined, token: string | null): PreparedAccountMail {
  const language = shopLanguageOf(languageCode);
  return prepareAccountMail(
    kind,
    language,
    customer?.firstName,
    accountLink(AccountPlugin.options.storefrontOrigin, language, kind, token),
  );
}

const accountVerificationEmailHandler = new EmailEventListener(ACCOUNT_MAIL_TYPES.verify)
  .on(AccountRegistrationEvent)
  .loadData(async ({ event, injector }) => {
    const customer = await customerOf(injector, event.ctx, event.user);
    const language = customer?.customFields.languageCode ?? event.ctx.languageCode;
    return mail('verify', language, customer, event.user.getNativeAuthenticationMethod().verificationToken);
  })
  .setRecipient((event) => event.user.identifier)
  .setFrom('{{ fromAddress }}')
  .setSubject((event) => event.data.subject)
  .setTemplateVars((event) => event.data.templateVars);

const accountPasswordResetEmailHandler = new EmailEventListener(ACCOUNT_MAIL_TYPES.reset)
  .on(PasswordResetEvent)
  .loadData(async ({ event, injector }) =>
    mail(
      'reset',
      event.ctx.languageCode,
      await customerOf(injector, event.ctx, event.user),
      event.user.getNativeAuthenticationMethod().passwordResetToken,
    ),
  )
  .setRecipient((event) => event.user.identifier)
  .setFrom('{{ fromAddress }}')
  .setSubject((event) => event.data.subject)
  .setTemplateVars((event) => event.data.templateVars);

const accountEmailChangeEmailHandler = new EmailEventListener(ACCOUNT_MAIL_TYPES.change)
  .on(IdentifierChangeRequestEvent)
  .loadData(async ({ event, injector }) =>
    mail(
      'change',
      event.ctx.languageCode,
      await customerOf(injector, event.ctx, event.user),
      event.user.getNativeAuthenticationMethod().identifierChangeToken,
    ),
  )
  // The link goes to the new address: opening it proves the customer owns it.
  .setRecipient((event) => event.user.getNativeAuthenticationMethod().pendingIdentifier ?? event.user.identifier)
  .setFrom('{{ fromAddress }}')
  .setSubject((event) => event.data.subject)
  .setTemplateVars((event) => event.data.templateVars);

const accountExistsEmailHandler = new EmailEventListener(ACCOUNT_MAIL_TYPES.exists)
  .on(AccountExistsEvent)
  .loadData(async ({ event }) => mail('exists', event.customer.customFields.languageCode ?? event.ctx.languageCode, event.customer, null))
  .setRecipient((event) => event.customer.emailAddress)
  .setFrom('{{ fromAddress }}')
  .setSubject((event) => event.data.subject)
  .setTemplateVars((event) => event.data.templateVars);

export const accountEmailHandlers = [
  accountVerificationEmailHandler,
  accountPasswordResetEmailHandler,
  accountEmailChangeEmailHandler,
  accountExistsEmailHandler,
];
