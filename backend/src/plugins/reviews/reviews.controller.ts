import { Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import { Allow, Ctx, Permission, RequestContext } from '@vendure/core';
import type { Request, Response } from 'express';

import { UPLOADS_ROUTE } from '../form-submissions/constants';
import { accepted, refuse } from '../form-submissions/form-answers';
import { contentTypeOf, notFound, setFileHeaders } from '../form-submissions/served-files';
import { SubmittedForms } from '../form-submissions/submitted-forms.service';
import { isStoredName, UploadStore } from '../form-submissions/uploads/upload-store';
import { REVIEWS_ROUTE } from './constants';
import { moderateReviewPermission } from './permissions';
import { checkReviewFields } from './review-rules';
import { ReviewsService } from './reviews.service';

/** The form's file field; a refused file is reported as `fields.file` (the machine reads that name). */
const REVIEW_FILE_FIELD = 'picture';

/**
 * `POST /reviews/submit` (spec §7 add review), multipart with `?languageCode=` for the answers'
 * language: `name`, `email`, `destination` (a product slug in any language), `rate`, `message`
 * and optional file `picture`; stored awaiting moderation, staff are emailed.
 */
@Controller(REVIEWS_ROUTE)
export class ReviewSubmissionController {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly forms: SubmittedForms,
  ) {}

  @Post('submit')
  @Allow(Permission.Public)
  async submitReview(@Ctx() ctx: RequestContext, @Req() req: Request, @Res() res: Response): Promise<void> {
    const form = await this.forms.read('review', REVIEW_FILE_FIELD, 'picture', req, res, ctx);
    if (!form) return;
    const fields = checkReviewFields(form.fields);
    if (!fields.ok) return refuse(res, ctx.languageCode, 400, 'BAD_USER_INPUT', 'invalidForm', fields.fields);
    const product = await this.reviews.destination(ctx, fields.value.destination);
    if (!product) return refuse(res, ctx.languageCode, 400, 'BAD_USER_INPUT', 'invalidForm', { destination: 'unknownDestination' });
    const upload = await this.forms.upload(form, 'picture', res, ctx);
    if (upload === undefined) return;
    await this.reviews.submitReview(ctx, fields.value, product, upload);
    accepted(res);
  }
}

/**
 * A review's picture, one name at a time (UPLOADS_DIR is never served as a folder): public once
 * its review is approved; before that, only staff with ModerateReview see it.
 */
@Controller(`${UPLOADS_ROUTE}/reviews`)
export class ReviewPicturesController {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly uploads: UploadStore,
  ) {}

  @Get(':name')
  @Allow(Permission.Public)
  async reviewPicture(@Ctx() ctx: RequestContext, @Param('name') name: string, @Res() res: Response): Promise<void> {
    const approved = isStoredName(name) ? await this.reviews.approvedPicture(ctx, name) : undefined;
    // Staff who moderate see a pending or rejected review's picture too, never cached.
    const forStaff = !approved && isStoredName(name) && ctx.userHasPermissions([moderateReviewPermission.Permission]);
    const bytes = approved ?? (forStaff ? await this.uploads.read('reviews', name) : undefined);
    if (!bytes) {
      res.setHeader('Cache-Control', 'no-store');
      return notFound(res);
    }
    setFileHeaders(res, contentTypeOf(name), bytes.length);
    res.setHeader('Content-Disposition', 'inline');
    // A name's bytes never change; 30 days rather than a year, so a review rejected later drops out of caches.
    res.setHeader('Cache-Control', forStaff ? 'private, no-store' : 'public, max-age=2592000');
    res.status(200).end(bytes);
  }
}
