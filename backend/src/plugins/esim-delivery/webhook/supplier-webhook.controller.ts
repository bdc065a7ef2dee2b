import { Controller, Head, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { Allow, Ctx, Logger, Permission, RequestContext } from '@vendure/core';
import type { Request, Response } from 'express';

import { isStartupDone } from '../../../startup/readiness';
import { ClaimStore } from '../../claim-store/claim-store.service';
import { EsimAlerts } from '../alerts/esim-alerts.service';
import { LOGGER_CTX } from '../constants';
import { EsimDeliveryService } from '../esim-delivery.service';
import { ESIM_SUPPLIER, EsimSupplierError, type EsimSupplier, type SupplierNotice } from '../esim-supplier';

/**
 * Mounted at POST /esim-supplier/webhook (and /esim-supplier/webhook/<secret> for a supplier that
 * signs nothing: the secret is the URL's last segment): the URL to give the supplier.
 */
const WEBHOOK_ROUTE = 'esim-supplier';
export const SUPPLIER_WEBHOOK_PATH = `/${WEBHOOK_ROUTE}/webhook`;
/** An order of a few dozen eSIMs with their QR links fits many times over. */
export const SUPPLIER_WEBHOOK_MAX_BYTES = 256 * 1024;
/** A notice is taken once within this time: suppliers resend for a day or two at most. */
const NOTICE_MEMORY_MS = 7 * 24 * 60 * 60 * 1000;
const RETRY_AFTER_SECONDS = '60';

type Answer = { status: number; body: Record<string, unknown>; retry?: boolean };

/**
 * The eSIM supplier's webhook. The adapter verifies it (a signature, or the secret in the URL and
 * the sender's address) and reads what it is about; nothing in it is believed beyond "look at this
 * order again": the delivery job queries the supplier for the profiles. Each notice is taken once
 * (its id, remembered for a week), so a replay changes nothing; an unknown order, a notice of
 * another kind or one out of order is acknowledged and ignored. Only the shop's own failure (its
 * database) answers 503, so that the supplier sends the notice again; what was sent decides 4xx.
 */
@Controller(WEBHOOK_ROUTE)
export class SupplierWebhookController {
  constructor(
    @Inject(ESIM_SUPPLIER) private readonly supplier: EsimSupplier,
    private readonly delivery: EsimDeliveryService,
    private readonly claims: ClaimStore,
    private readonly alerts: EsimAlerts,
  ) {}

  /** Airalo checks an opted-in webhook URL with a HEAD request before it sends anything. */
  @Head('webhook')
  @HttpCode(200)
  @Allow(Permission.Public)
  reachable(): void {
    // nothing to answer but 200
  }

  @Post('webhook')
  @Allow(Permission.Public)
  async receive(@Ctx() ctx: RequestContext, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.reply(res, await this.answer(ctx, req, undefined));
  }

  @Post('webhook/:secret')
  @Allow(Permission.Public)
  async receiveWithSecret(
    @Ctx() ctx: RequestContext,
    @Req() req: Request,
    @Res() res: Response,
    @Param('secret') secret: string,
  ): Promise<void> {
    await this.reply(res, await this.answer(ctx, req, secret));
  }

  private async reply(res: Response, answer: Answer): Promise<void> {
    res.status(answer.status);
    res.setHeader('Cache-Control', 'no-store');
    if (answer.retry) res.setHeader('Retry-After', RETRY_AFTER_SECONDS);
    res.json(answer.body);
  }

  private async answer(ctx: RequestContext, req: Request, pathSecret: string | undefined): Promise<Answer> {
    if (!isStartupDone()) return { status: 503, body: { error: 'STARTING' }, retry: true };
    if (!this.supplier.readWebhook) return { status: 404, body: { error: 'NO_WEBHOOKS' } };
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) return { status: 415, body: { error: 'JSON_EXPECTED' } };
    if (!Buffer.isBuffer(req.body)) return { status: 400, body: { error: 'BODY_UNREADABLE' } };
    let notice: SupplierNotice;
    try {
      notice = this.supplier.readWebhook({ rawBody: req.body, headers: req.headers, pathSecret, remoteAddress: req.socket.remoteAddress });
    } catch (error) {
      if (error instanceof EsimSupplierError && error.failure === 'rejected') {
        await this.alerts.raise(ctx, { kind: 'webhookRejected', subject: this.supplier.name, detail: error.message });
        return { status: 401, body: { error: 'NOT_VERIFIED' } };
      }
      return { status: 400, body: { error: 'NOT_A_NOTICE' } };
    }
    if (notice.kind === 'ignored') return { status: 200, body: { ignored: notice.reason } };
    return this.take(ctx, notice).catch((error: unknown): Answer => {
      Logger.error(`Supplier webhook not taken: ${error instanceof Error ? error.message : String(error)}`, LOGGER_CTX);
      return { status: 503, body: { error: 'NOT_TAKEN' }, retry: true };
    });
  }

  private async take(ctx: RequestContext, notice: Exclude<SupplierNotice, { kind: 'ignored' }>): Promise<Answer> {
    const key = `esimDelivery.webhook:${this.supplier.name}:${notice.noticeId}`;
    if ((await this.claims.claim(key, NOTICE_MEMORY_MS)) === undefined) return { status: 200, body: { duplicate: true } };
    try {
      if (notice.kind === 'low-balance') {
        await this.alerts.raise(ctx, { kind: 'lowBalance', subject: this.supplier.name, detail: 'the supplier reported a low balance' });
        return { status: 200, body: { received: true } };
      }
      const key = {
        ...(notice.supplierOrderRef ? { supplierOrderRef: notice.supplierOrderRef } : {}),
        ...(notice.reference ? { reference: notice.reference } : {}),
      };
      const woken = await this.delivery.wake(ctx, key);
      return { status: 200, body: woken ? { received: true } : { received: true, unknownOrder: true } };
    } catch (error) {
      // not taken after all: the supplier's next try must be
      await this.claims.release(key).catch(() => undefined);
      throw error;
    }
  }
}
