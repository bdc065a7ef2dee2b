import { Controller, Get, Param, Res } from '@nestjs/common';
import { Allow, ConfigService, Ctx, Logger, Permission, RequestContext, type ID, type Order } from '@vendure/core';
import type { Response } from 'express';

import { AccountOrdersService } from './account-orders.service';
import { INVOICE_ROUTE, LOGGER_CTX } from './constants';
import { InvoiceDocuments, type InvoiceFile } from './invoice/invoice-documents.service';
import { InvoiceUnavailableError } from './invoice/invoice-renderer';

/** An order id as the Shop API writes it (digits with the default id strategy). */
const ORDER_ID = '[A-Za-z0-9-]{1,64}';
/** `<order id>.pdf`. */
const FILE_NAME = new RegExp(`^(${ORDER_ID})\\.pdf$`);
const ORDER_ID_ONLY = new RegExp(`^${ORDER_ID}$`);
/** `CN-2026-000001.pdf`: a document number (invoice/document-numbers.ts). */
const DOCUMENT_FILE_NAME = /^([A-Z0-9]{1,8}-\d{4}-\d{6,10})\.pdf$/;

/**
 * `GET /invoices/<order id>.pdf` (spec §7 "an invoice link is built from the order id"): the PDF
 * of one of the logged-in customer's paid orders, read with the shop session cookie (Vendure's
 * cookie middleware runs for every route). Logged out: 401. Anyone else's order, an unknown or
 * unpaid one: the same 404, so ids cannot be probed. `GET /invoices/<order id>/<number>.pdf` serves
 * the order's credit notes the same way. The invoice was issued at payment
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
    const raw = FILE_NAME.exec(file)?.[1];
    await this.serve(ctx, res, raw, async (order) =>
      (await this.invoices.hasInvoice(ctx, order)) ? this.invoices.invoiceFile(ctx, order) : undefined,
    );
  }

  /** `GET /invoices/<order id>/<credit note number>.pdf`: one of the order's credit notes (refunds), with the same rules. */
  @Get(':order/:file')
  @Allow(Permission.Owner)
  async creditNote(
    @Ctx() ctx: RequestContext,
    @Param('order') rawOrder: string,
    @Param('file') file: string,
    @Res() res: Response,
  ): Promise<void> {
    const number = DOCUMENT_FILE_NAME.exec(file)?.[1];
    const raw = ORDER_ID_ONLY.test(rawOrder) ? rawOrder : undefined;
    await this.serve(ctx, res, number === undefined ? undefined : raw, (order) =>
      number === undefined ? Promise.resolve(undefined) : this.invoices.creditNoteFile(ctx, order, number),
    );
  }

  /** The logged-in customer's order `raw` (an id as the Shop API writes it), its document from `fileOf`, or the one 404. */
  private async serve(
    ctx: RequestContext,
    res: Response,
    raw: string | undefined,
    fileOf: (order: Order) => Promise<InvoiceFile | undefined>,
  ): Promise<void> {
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (!ctx.activeUserId) {
      res.status(401).json({ message: 'Log in to download your invoices' });
      return;
    }
    const id = raw === undefined ? undefined : this.decodedId(raw);
    let document: InvoiceFile | undefined;
    try {
      const order = id === undefined ? undefined : await this.accountOrders.customerOrder(ctx, id);
      document = order ? await fileOf(order) : undefined;
    } catch (error: unknown) {
      if (!(error instanceof InvoiceUnavailableError)) throw error;
      // Too many invoices at once, or the renderer failed: nothing the shopper did wrong, try again shortly.
      res.setHeader('Retry-After', '5');
      res.status(503).json({ message: 'The invoice cannot be made right now, please try again in a moment' });
      return;
    }
    if (!document) {
      res.status(404).json({ message: 'Invoice not found' });
      return;
    }
    Logger.verbose(`Invoice document ${document.fileName} (${document.pdf.length} bytes)`, LOGGER_CTX);
    res.status(200);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Length', String(document.pdf.length));
    res.setHeader('Content-Disposition', `attachment; filename="${document.fileName}"`);
    res.end(document.pdf);
  }
}
