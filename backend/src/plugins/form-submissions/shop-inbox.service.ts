import { Inject, Injectable } from '@nestjs/common';
import { TransactionalConnection, type RequestContext } from '@vendure/core';

import { ContactDetails } from '../content/entities';
import { FORM_SUBMISSIONS_PLUGIN_OPTIONS, type FormSubmissionsPluginOptions } from './constants';

/** Where staff mail goes (contact messages, reviews to moderate, security alerts): SHOP_INBOX, else the contact configuration's email. */
@Injectable()
export class ShopInbox {
  constructor(
    private readonly connection: TransactionalConnection,
    @Inject(FORM_SUBMISSIONS_PLUGIN_OPTIONS) private readonly options: FormSubmissionsPluginOptions,
  ) {}

  /** The address; an email handler that finds none fails its job (retried as the EmailPlugin retries). */
  async required(ctx: RequestContext): Promise<string> {
    if (this.options.shopInbox) return this.options.shopInbox;
    const details = await this.connection.getRepository(ctx, ContactDetails).findOne({ where: { key: 'shop' } });
    if (!details?.email) throw new Error('No shop inbox: set SHOP_INBOX or the contact configuration’s email');
    return details.email;
  }
}
