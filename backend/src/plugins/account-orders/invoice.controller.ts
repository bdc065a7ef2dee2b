import { Controller, Get, Param, Res } from '@nestjs/common';
import { Allow, ConfigService, Ctx, Logger, Permission, RequestContext, type ID } from '@vendure/core';
import type { Response } from 'express';

import { AccountOrdersService } from './account-orders.service';
import { INVOICE_ROUTE, LOGGER_CTX } from './constants';

/** `<order id>.pdf`; the id as the Shop API writes it (digits with the default id strategy). */
const FILE_NAME = /^([A-Za-z0-9-]{1,64})\.pdf$/;

/**
 * `GET /invoices/<order id>.pdf` (spec §7 "an invoice link is built from the order id"): the PDF
 * of one of the logged-in customer's paid orders, read with the shop session cookie (Vendure's
 * cookie middleware runs for every route). Logged out: 401. Anyone else's order, an unknown or
 * unpaid one: the same 404, so ids cannot be probed.
 */
@Controller(INVOICE_ROUTE)
export class InvoiceController {
  constructor(
    private readonly accountOrders: AccountOrdersService,
    private readonly configService: ConfigService,
  ) {}

  /**
   * The path's id decoded as the GraphQL API decodes IDs, so `abc` or a 40-digit number is an
   * unknown order rather than a database error, and `1e3` is not another spelling of 1000.
   */
  private decodedId(raw: string): ID | undefined {
    const strategy = this.configService.entityOptions.entityIdStrategy;
    const decoded: unknown = strategy ? strategy.decodeId(raw) : raw;
    if (typeof decoded === 'number') return String(decoded) === raw ? decoded : undefined;
    return typeof decoded === 'string' ? decoded : undefined;
  }

  @Get(':file')
  @Allow(Permission.Owner)
  async invoice(@Ctx() ctx: RequestContext, @Param('file') file: string, @Res() res: Response): Promise<void> {
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (!ctx.activeUserId) {
      res.status(401).json({ message: 'Log in to download your invoices' });
      return;
    }
    const raw = FILE_NAME.exec(file)?.[1];
    const id = raw === undefined ? undefined : this.decodedId(raw);
    const invoice = id === undefined ? undefined : await this.accountOrders.invoice(ctx, id);
    if (!invoice) {
      res.status(404).json({ message: 'Invoice not found' });
      return;
    }
    Logger.verbose(`Invoice ${invoice.content.number} (${invoice.pdf.length} bytes)`, LOGGER_CTX);
    res.status(200);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Length', String(invoice.pdf.length));
    res.setHeader('Content-Disposition', `attachment; filename="${invoice.content.fileName}"`);
    res.end(invoice.pdf);
  }
}
