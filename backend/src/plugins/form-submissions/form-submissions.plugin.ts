import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { configuredBy } from '../configured-plugin';
import { RateLimitPlugin } from '../rate-limit/rate-limit.plugin';
import { FORM_SUBMISSIONS_PLUGIN_OPTIONS, type FormSubmissionsPluginOptions } from './constants';
import { ShopInbox } from './shop-inbox.service';
import { readStaffSessionOnUploads } from './staff-files-session';
import { SubmittedForms } from './submitted-forms.service';
import { PdfRewriter } from './uploads/pdf-rewriter';
import { UploadStore } from './uploads/upload-store';

/** A plugin that imports this one while the config lacks `FormSubmissionsPlugin.init(…)` fails at start, not on a request. */
function optionsGiven(): FormSubmissionsPluginOptions {
  if (!FormSubmissionsPlugin.options) throw new Error("FormSubmissionsPlugin.init({ uploadsDir, … }) must be among the config's plugins");
  return FormSubmissionsPlugin.options;
}

/**
 * What the shoppers' multipart forms share (the contact and reviews plugins import it; spec §7
 * `POST /contact/submit` and add review): the per-address limit, the body read with its file
 * capped, uploads checked by content and re-encoded or rewritten (uploads/: images by sharp, PDFs
 * by pdf-lib on a thread of their own) and kept in UPLOADS_DIR, the refusals in the request's
 * language, the staff's mails and where they go (ShopInbox), and the dashboard's session read on
 * /uploads so staff open the files the dashboard links to.
 */
@VendurePlugin({
  imports: [PluginCommonModule, RateLimitPlugin],
  providers: [
    { provide: FORM_SUBMISSIONS_PLUGIN_OPTIONS, useFactory: optionsGiven },
    { provide: UploadStore, useFactory: () => new UploadStore(optionsGiven().uploadsDir) },
    PdfRewriter,
    SubmittedForms,
    ShopInbox,
  ],
  exports: [UploadStore, SubmittedForms, ShopInbox],
  configuration: (config) => {
    readStaffSessionOnUploads(config);
    return config;
  },
  compatibility: '^3.0.0',
})
export class FormSubmissionsPlugin extends configuredBy<FormSubmissionsPluginOptions | undefined>() {}
