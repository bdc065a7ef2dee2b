import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { FormSubmissionsPlugin } from '../form-submissions/form-submissions.plugin';

import { adminApiExtensions } from './api/api-extensions';
import { AdminContactMessagesResolver, ContactMessageFieldsResolver } from './api/contact.resolver';
import { ContactAttachmentsController, ContactSubmissionController } from './contact.controller';
import { ContactMessage } from './contact-message.entity';
import { ContactService } from './contact.service';
import { readContactMessagePermission } from './permissions';

/**
 * Contact messages (issue 7; spec §3 Contact message, §7 `POST /contact/submit`), from the
 * contact page and the account page. A message arrives as a multipart form (read, limited and its
 * attachment checked by the form-submissions plugin), is stored with its attachment and emailed to
 * the shop with it (email/, the handler registered in config.ts); staff with ReadContactMessage
 * read it in the dashboard (dashboard/) or the Admin API and download the attachment at
 * `GET /uploads/contact/<name>`. Its subjects are the content plugin's contact configuration.
 */
@VendurePlugin({
  imports: [PluginCommonModule, FormSubmissionsPlugin],
  entities: [ContactMessage],
  providers: [ContactService],
  controllers: [ContactSubmissionController, ContactAttachmentsController],
  adminApiExtensions: { schema: adminApiExtensions, resolvers: [AdminContactMessagesResolver, ContactMessageFieldsResolver] },
  configuration: (config) => {
    config.authOptions.customPermissions = [...config.authOptions.customPermissions, readContactMessagePermission];
    return config;
  },
  dashboard: './dashboard/index.tsx',
  compatibility: '^3.0.0',
})
export class ContactPlugin {}
