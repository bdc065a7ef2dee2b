import { Inject, Injectable } from '@nestjs/common';
import type { RequestContext } from '@vendure/core';
import type { Request, Response } from 'express';

import { RateLimiter } from '../rate-limit/rate-limiter.service';
import { FORM_SUBMISSIONS_PLUGIN_OPTIONS, type FormSubmissionsPluginOptions } from './constants';
import { refuse } from './form-answers';
import { submissionCounters, type SubmittedForm } from './submission-limits';
import { checkUpload, type CheckedUpload, type UploadPurpose } from './uploads/check-upload';
import { MAX_DOCUMENT_BYTES, MAX_PICTURE_BYTES } from './uploads/file-types';
import { readMultipart, type MultipartForm } from './uploads/multipart';
import { PdfRewriter } from './uploads/pdf-rewriter';

const RETRY_AFTER_BUSY_SECONDS = 10;

/**
 * What every multipart form of the shoppers goes through before its own rules (contact and review
 * controllers): the per-address limit, the body read with its file capped, the file checked by
 * content. Each step answers its refusal itself (429, 413, 400, 415, 503, texts in the request's
 * language) and returns undefined, so a controller only returns.
 */
@Injectable()
export class SubmittedForms {
  constructor(
    private readonly rateLimiter: RateLimiter,
    private readonly pdfs: PdfRewriter,
    @Inject(FORM_SUBMISSIONS_PLUGIN_OPTIONS) private readonly options: FormSubmissionsPluginOptions,
  ) {}

  /**
   * Counts one submission of `form`, then reads it: over the file limit (413; the file is kept in
   * memory up to the limit only, the rest of the body is discarded unread), or not readable as
   * multipart (400). The connection is closed after a 413, so a sender cannot keep streaming into it.
   */
  async read(
    form: SubmittedForm,
    fileField: string,
    purpose: UploadPurpose,
    req: Request,
    res: Response,
    ctx: RequestContext,
  ): Promise<MultipartForm | undefined> {
    const counters = submissionCounters(form, this.rateLimiter.clientAddress(req), this.options.rateLimitPerMinute);
    const { decision } = await this.rateLimiter.attempt(counters);
    if (!decision.allow) {
      refuse(res, ctx.languageCode, 429, 'RATE_LIMITED', 'rateLimited');
      return undefined;
    }
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

  /** The form's file checked (null when none: an empty file part is no file); a refusal is answered here and undefined returned. */
  async upload(form: MultipartForm, purpose: UploadPurpose, res: Response, ctx: RequestContext): Promise<CheckedUpload | null | undefined> {
    if (!form.file || form.file.bytes.length === 0) return null;
    const checked = await checkUpload(form.file.bytes, purpose, this.pdfs);
    if (checked.ok) return checked.upload;
    // A full rewriter queue is load, not the sender's file: a few seconds later it is taken.
    if (checked.refusal.status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_BUSY_SECONDS));
    refuse(res, ctx.languageCode, checked.refusal.status, checked.refusal.code, checked.refusal.message, {
      file: checked.refusal.message,
    });
    return undefined;
  }
}
