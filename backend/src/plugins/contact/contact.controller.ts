import { Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import { Allow, Ctx, Permission, RequestContext } from '@vendure/core';
import type { Request, Response } from 'express';

import { UPLOADS_ROUTE } from '../form-submissions/constants';
import { accepted, refuse } from '../form-submissions/form-answers';
import { notFound, setFileHeaders } from '../form-submissions/served-files';
import { SubmittedForms } from '../form-submissions/submitted-forms.service';
import { isStoredName } from '../form-submissions/uploads/upload-store';
import { CONTACT_ROUTE } from './constants';
import { checkContactFields } from './contact-rules';
import { ContactService } from './contact.service';
import { readContactMessagePermission } from './permissions';

/** The form's file field; a refused file is reported as `fields.file`. */
const CONTACT_FILE_FIELD = 'file';

/** `filename` for old clients (ASCII, no quotes), `filename*` with the original name in UTF-8 (RFC 6266). */
function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7E]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * `POST /contact/submit` (spec §7), multipart with `?languageCode=` for the answers' language:
 * `contactId`, `email`, `message`, optional `firstName`, `lastName` and file `file`; stores the
 * message and emails the shop with the attachment.
 */
@Controller(CONTACT_ROUTE)
export class ContactSubmissionController {
  constructor(
    private readonly contact: ContactService,
    private readonly forms: SubmittedForms,
  ) {}

  @Post('submit')
  @Allow(Permission.Public)
  async submitContact(@Ctx() ctx: RequestContext, @Req() req: Request, @Res() res: Response): Promise<void> {
    const form = await this.forms.read('contact', CONTACT_FILE_FIELD, 'document', req, res, ctx);
    if (!form) return;
    const fields = checkContactFields(form.fields, await this.contact.knownContactIds(ctx));
    if (!fields.ok) {
      // The subject is not a field the shopper types: alone, its own words say more than "the highlighted fields".
      const refused = Object.entries(fields.fields).filter((entry) => entry[1] !== undefined);
      const onlySubject = refused.length === 1 && refused[0]?.[1] === 'unknownContactId';
      return refuse(res, ctx.languageCode, 400, 'BAD_USER_INPUT', onlySubject ? 'unknownContactId' : 'invalidForm', fields.fields);
    }
    const upload = await this.forms.upload(form, 'document', res, ctx);
    if (upload === undefined) return;
    await this.contact.submitContactMessage(ctx, fields.value, upload, form.file?.originalName ?? null);
    accepted(res);
  }
}

/**
 * A contact message's attachment, one name at a time (UPLOADS_DIR is never served as a folder),
 * for staff with ReadContactMessage (an Admin API session: its bearer token or the dashboard's
 * cookie), as a download.
 */
@Controller(`${UPLOADS_ROUTE}/contact`)
export class ContactAttachmentsController {
  constructor(private readonly contact: ContactService) {}

  @Get(':name')
  @Allow(readContactMessagePermission.Permission)
  async contactAttachment(@Ctx() ctx: RequestContext, @Param('name') name: string, @Res() res: Response): Promise<void> {
    res.setHeader('Cache-Control', 'private, no-store');
    const attachment = isStoredName(name) ? await this.contact.contactAttachment(ctx, name) : undefined;
    if (!attachment) return notFound(res);
    setFileHeaders(res, attachment.mimeType, attachment.bytes.length);
    res.setHeader('Content-Disposition', attachmentDisposition(attachment.originalName));
    res.status(200).end(attachment.bytes);
  }
}
