import { Controller, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { Allow, Ctx, Permission, RequestContext } from '@vendure/core';
import type { Request, Response } from 'express';

import { RateLimiter } from '../rate-limit/rate-limiter.service';
import { accepted, refuse } from './community-answers';
import { checkContactFields, checkReviewFields } from './community-rules';
import { CommunityService } from './community.service';
import { COMMUNITY_PLUGIN_OPTIONS, CONTACT_ROUTE, REVIEWS_ROUTE, UPLOADS_ROUTE, type CommunityPluginOptions } from './constants';
import { moderateReviewPermission, readContactMessagePermission } from './permissions';
import { submissionCounters, type SubmittedForm } from './submission-limits';
import { checkUpload, type CheckedUpload, type PdfRewriting, type UploadPurpose } from './uploads/check-upload';
import { MAX_DOCUMENT_BYTES, MAX_PICTURE_BYTES, UPLOAD_KINDS } from './uploads/file-types';
import { readMultipart, type MultipartForm } from './uploads/multipart';
import { PdfRewriter } from './uploads/pdf-rewriter';
import { isStoredName } from './uploads/upload-store';

/** The forms' file fields; a refused file is reported as `fields.file` by both (the machines read that name). */
const CONTACT_FILE_FIELD = 'file';
const REVIEW_FILE_FIELD = 'picture';
const RETRY_AFTER_BUSY_SECONDS = 10;

/**
 * Reads a form, answering the refusal itself when the body is not one: over the file limit (413;
 * the file is kept in memory up to the limit only, the rest of the body is discarded unread), or
 * not readable as multipart (400). The connection is closed after a 413, so a sender cannot keep
 * streaming into it.
 */
async function formOrRefusal(
  req: Request,
  res: Response,
  ctx: RequestContext,
  fileField: string,
  purpose: UploadPurpose,
): Promise<MultipartForm | undefined> {
  const outcome = await readMultipart(req, res, fileField, purpose === 'picture' ? MAX_PICTURE_BYTES : MAX_DOCUMENT_BYTES);
  if (outcome.ok) return outcome.form;
  if (outcome.reason === 'tooLarge') {
    res.setHeader('Connection', 'close');
    const message = purpose === 'picture' ? 'pictureTooLarge' : 'documentTooLarge';
    refuse(res, ctx.languageCode, 413, 'FILE_TOO_LARGE', message, { file: message });
  } else {
    refuse(res, ctx.languageCode, 400, 'MALFORMED_REQUEST', 'malformed');
  }
  return undefined;
}

/** The upload's checks; a refusal is answered here and undefined returned. An empty file part is no file. */
async function uploadOrRefusal(
  form: MultipartForm,
  res: Response,
  ctx: RequestContext,
  purpose: UploadPurpose,
  pdfs: PdfRewriting,
): Promise<CheckedUpload | null | undefined> {
  if (!form.file || form.file.bytes.length === 0) return null;
  const checked = await checkUpload(form.file.bytes, purpose, pdfs);
  if (checked.ok) return checked.upload;
  // A full rewriter queue is load, not the sender's file: a few seconds later it is taken.
  if (checked.refusal.status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_BUSY_SECONDS));
  refuse(res, ctx.languageCode, checked.refusal.status, checked.refusal.code, checked.refusal.message, { file: checked.refusal.message });
  return undefined;
}

/**
 * The shoppers' two forms, both multipart with `?languageCode=` for the answers' language.
 * `POST /contact/submit` (spec §7): `contactId`, `email`, `message`, optional `firstName`,
 * `lastName` and file `file`; stores the message and emails the shop with the attachment.
 * `POST /reviews/submit` (spec §7 add review): `name`, `email`, `destination` (a product slug in
 * any language), `rate`, `message` and optional file `picture`; stored awaiting moderation, staff
 * are emailed.
 */
@Controller()
export class SubmissionsController {
  constructor(
    private readonly community: CommunityService,
    private readonly rateLimiter: RateLimiter,
    private readonly pdfs: PdfRewriter,
    @Inject(COMMUNITY_PLUGIN_OPTIONS) private readonly options: CommunityPluginOptions,
  ) {}

  /** Counts one submission of `kind`, then reads its form; a refusal (429, 413, 400) is answered here and undefined returned. */
  private async formOf(
    kind: SubmittedForm,
    purpose: UploadPurpose,
    req: Request,
    res: Response,
    ctx: RequestContext,
  ): Promise<MultipartForm | undefined> {
    const counters = submissionCounters(kind, this.rateLimiter.clientAddress(req), this.options.rateLimitPerMinute);
    const { decision } = await this.rateLimiter.attempt(counters);
    if (!decision.allow) {
      refuse(res, ctx.languageCode, 429, 'RATE_LIMITED', 'rateLimited');
      return undefined;
    }
    return formOrRefusal(req, res, ctx, kind === 'contact' ? CONTACT_FILE_FIELD : REVIEW_FILE_FIELD, purpose);
  }

  @Post(`${CONTACT_ROUTE}/submit`)
  @Allow(Permission.Public)
  async submitContact(@Ctx() ctx: RequestContext, @Req() req: Request, @Res() res: Response): Promise<void> {
    const form = await this.formOf('contact', 'document', req, res, ctx);
    if (!form) return;
    const fields = checkContactFields(form.fields, await this.community.knownContactIds(ctx));
    if (!fields.ok) {
      // The subject is not a field the shopper types: alone, its own words say more than "the highlighted fields".
      const refused = Object.entries(fields.fields).filter((entry) => entry[1] !== undefined);
      const onlySubject = refused.length === 1 && refused[0]?.[1] === 'unknownContactId';
      return refuse(res, ctx.languageCode, 400, 'BAD_USER_INPUT', onlySubject ? 'unknownContactId' : 'invalidForm', fields.fields);
    }
    const upload = await uploadOrRefusal(form, res, ctx, 'document', this.pdfs);
    if (upload === undefined) return;
    await this.community.submitContactMessage(ctx, fields.value, upload, form.file?.originalName ?? null);
    accepted(res);
  }

  @Post(`${REVIEWS_ROUTE}/submit`)
  @Allow(Permission.Public)
  async submitReview(@Ctx() ctx: RequestContext, @Req() req: Request, @Res() res: Response): Promise<void> {
    const form = await this.formOf('review', 'picture', req, res, ctx);
    if (!form) return;
    const fields = checkReviewFields(form.fields);
    if (!fields.ok) return refuse(res, ctx.languageCode, 400, 'BAD_USER_INPUT', 'invalidForm', fields.fields);
    const product = await this.community.destination(ctx, fields.value.destination);
    if (!product) return refuse(res, ctx.languageCode, 400, 'BAD_USER_INPUT', 'invalidForm', { destination: 'unknownDestination' });
    const upload = await uploadOrRefusal(form, res, ctx, 'picture', this.pdfs);
    if (upload === undefined) return;
    await this.community.submitReview(ctx, fields.value, product, upload);
    accepted(res);
  }
}

function contentTypeOf(storedName: string): string {
  const extension = storedName.slice(storedName.lastIndexOf('.') + 1);
  return Object.values(UPLOAD_KINDS).find((kind) => kind.extension === extension)?.mime ?? 'application/octet-stream';
}

/** `filename` for old clients (ASCII, no quotes), `filename*` with the original name in UTF-8 (RFC 6266). */
function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7E]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Nothing served here may run as a page of the shop, whatever a browser would guess of it. */
function setFileHeaders(res: Response, contentType: string, length: number): void {
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Length', String(length));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
}

/**
 * Uploaded files, one name at a time (UPLOADS_DIR is never served as a folder). Review pictures
 * are public once their review is approved (before that, only staff with ModerateReview see
 * them); contact attachments are for staff with
 * ReadContactMessage (an Admin API session: its bearer token), as downloads.
 */
@Controller(UPLOADS_ROUTE)
export class UploadsController {
  constructor(private readonly community: CommunityService) {}

  @Get('reviews/:name')
  @Allow(Permission.Public)
  async reviewPicture(@Ctx() ctx: RequestContext, @Param('name') name: string, @Res() res: Response): Promise<void> {
    const approved = isStoredName(name) ? await this.community.approvedPicture(ctx, name) : undefined;
    // Staff who moderate see a pending or rejected review's picture too, never cached.
    const forStaff = !approved && isStoredName(name) && ctx.userHasPermissions([moderateReviewPermission.Permission]);
    const bytes = approved ?? (forStaff ? await this.community.uploads.read('reviews', name) : undefined);
    if (!bytes) {
      res.setHeader('Cache-Control', 'no-store');
      res.status(404).json({ message: 'Not found' });
      return;
    }
    setFileHeaders(res, contentTypeOf(name), bytes.length);
    res.setHeader('Content-Disposition', 'inline');
    // A name's bytes never change; 30 days rather than a year, so a review rejected later drops out of caches.
    res.setHeader('Cache-Control', forStaff ? 'private, no-store' : 'public, max-age=2592000');
    res.status(200).end(bytes);
  }

  @Get('contact/:name')
  @Allow(readContactMessagePermission.Permission)
  async contactAttachment(@Ctx() ctx: RequestContext, @Param('name') name: string, @Res() res: Response): Promise<void> {
    res.setHeader('Cache-Control', 'private, no-store');
    const attachment = isStoredName(name) ? await this.community.contactAttachment(ctx, name) : undefined;
    if (!attachment) {
      res.status(404).json({ message: 'Not found' });
      return;
    }
    setFileHeaders(res, attachment.mimeType, attachment.bytes.length);
    res.setHeader('Content-Disposition', attachmentDisposition(attachment.originalName));
    res.status(200).end(attachment.bytes);
  }
}
