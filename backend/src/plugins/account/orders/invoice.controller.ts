import { Controller, Get, Param, Res } from '@nestjs/common';
import { Allow, ConfigService, Ctx, Logger, Permission, RequestContext, type ID } from '@vendure/core';
import type { Response } from 'express';

import { AccountOrdersService } from './account-orders.service';
import { INVOICE_ROUTE, LOGGER_CTX } from './constants';
import { InvoiceDocuments, type InvoiceFile } from './invoice/invoice-documents.service';
import { InvoiceUnavailableError } from './invoice/invoice-renderer';

/** `<order id>.pdf`; the id as the Shop API writes it (digits with the default id strategy). */
const FILE_NAME = /^([A-Za-z0-9-]{1,64})\.pdf$/;

/**
 * `GET /invoices/<order id>.pdf` (spec §7 "an invoice link is built from the order id"): the PDF
 * of one of the logged-in customer's paid orders, read with the shop session cookie (Vendure's
 * cookie middleware runs for every route). Logged out: 401. Anyone else's order, an unknown or
 * unpaid one: the same 404, so ids cannot be probed. The invoice was issued at payment
 * (invoice/invoice-documents.service.ts); its PDF is made on the renderer's thread on the first
 * download and kept (invoice/invoice-renderer.ts: when flooded or failed, 503 with Retry-After).
 */
@Controller(INVOICE_ROUTE)
export class InvoiceController {
  constructor(
    private readonly accountOrders: AccountOrdersService,
    private readonly invoices: InvoiceDocuments,
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
    let invoice: InvoiceFile | undefined;
    try {
      const order = id === undefined ? undefined : await this.accountOrders.customerOrder(ctx, id);
      invoice = order && this.accountOrders.hasInvoice(order) ? await this.invoices.invoiceFile(ctx, order) : undefined;
    } catch (error: unknown) {
      if (!(error instanceof InvoiceUnavailableError)) throw error;
      // Too many invoices at once, or the renderer failed: nothing the shopper did wrong, try again shortly.
      res.setHeader('Retry-After', '5');
      res.status(503).json({ message: 'The invoice cannot be made right now, please try again in a moment' });
      return;
    }
    if (!invoice) {
      res.status(404).json({ message: 'Invoice not found' });
      return;
    }
    Logger.verbose(`Invoice ${invoice.fileName} (${invoice.pdf.length} bytes)`, LOGGER_CTX);
    res.status(200);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Length', String(invoice.pdf.length));
    res.setHeader('Content-Disposition', `attachment; filename="${invoice.fileName}"`);
    res.end(invoice.pdf);
  }
}
