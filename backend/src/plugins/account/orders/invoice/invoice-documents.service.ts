import { Injectable } from '@nestjs/common';
import { Logger, OrderService, TransactionalConnection, type ID, type Order, type Refund, type RequestContext } from '@vendure/core';
import { IsNull } from 'typeorm';

import { isPaidState } from '../account-order-status';
import { AccountOrdersService } from '../account-orders.service';
import { LOGGER_CTX } from '../constants';
import type { Seller } from '../seller';
import { SellerSettings } from '../seller-settings';
import { documentNumber, takeNextSequence, yearIn } from './document-numbers';
import { buildCreditNoteContent, buildInvoiceContent, type InvoiceContent } from './invoice-content';
import { InvoiceDocument, InvoiceLogo, type DocumentKind, type InvoiceSnapshot } from './invoice-document.entity';
import { InvoiceRenderer } from './invoice-renderer';

/** An issued invoice's file: its name and bytes, the same at every download. */
export interface InvoiceFile {
  fileName: string;
  pdf: Buffer;
}

/** A credit note as the order lists it. */
export interface IssuedCreditNote {
  number: string;
  issuedAt: Date;
  /** Minor units credited, VAT included. */
  amount: number;
}

/**
 * Invoices as an accountant wants them (issue 35 point 1): issued once, when the order is paid,
 * in the payment's transaction (issue-on-payment.ts), numbered from the year's sequence with no
 * gap, with a snapshot of everything printed; the PDF is made from the snapshot once and kept.
 */
@Injectable()
export class InvoiceDocuments {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly orderService: OrderService,
    private readonly accountOrders: AccountOrdersService,
    private readonly renderer: InvoiceRenderer,
    private readonly sellerSettings: SellerSettings,
  ) {}

  /** The order's invoice, issued now (number, snapshot) unless it has one. Run in the caller's transaction. */
  async issueInvoice(ctx: RequestContext, orderId: ID, issuedAt: Date): Promise<InvoiceDocument> {
    const documents = this.connection.getRepository(ctx, InvoiceDocument);
    const issued = await documents.findOne({ where: { orderId, kind: 'invoice' } });
    if (issued) return issued;
    const started = performance.now();
    const order = await this.orderService.findOne(ctx, orderId);
    if (!order) throw new Error(`Order ${String(orderId)} not found: no invoice issued`);
    const document = await this.numbered(ctx, 'invoice', issuedAt, async (seller) => ({
      orderId,
      refundId: null,
      snapshot: { order: await this.accountOrders.invoiceOrderOf(ctx, order, issuedAt), seller },
    }));
    // The time it adds to the payment's transaction (issue 35's figure): the number's lock, the snapshot, the save.
    Logger.info(`Invoice ${document.number} issued for order ${order.code} in ${(performance.now() - started).toFixed(1)} ms`, LOGGER_CTX);
    return document;
  }

  /**
   * The credit note of a settled refund (one per refund), crediting that amount of the order's
   * invoice, which is issued first if the order has none yet. Its number comes from the credit
   * notes' own sequence; the invoice's snapshot is what it credits, the seller is today's. Run in
   * the refund's transaction (issue-on-payment.ts).
   */
  async issueCreditNote(ctx: RequestContext, order: Order, refund: Refund, issuedAt: Date): Promise<InvoiceDocument> {
    const documents = this.connection.getRepository(ctx, InvoiceDocument);
    const issued = await documents.findOne({ where: { refundId: refund.id, kind: 'credit-note' } });
    if (issued) return issued;
    const invoice = await this.issueInvoice(ctx, order.id, issuedAt);
    const document = await this.numbered(ctx, 'credit-note', issuedAt, (seller) => ({
      orderId: order.id,
      refundId: refund.id,
      snapshot: { order: invoice.snapshot.order, seller, refund: { refersTo: invoice.number, amount: refund.total } },
    }));
    Logger.info(`Credit note ${document.number} issued for order ${order.code} (refund of invoice ${invoice.number})`, LOGGER_CTX);
    return document;
  }

  /** Saves a document of `kind` numbered from its year's sequence with the seller's prefix for it; `fields` are the rest. */
  private async numbered(
    ctx: RequestContext,
    kind: DocumentKind,
    issuedAt: Date,
    fields: (
      seller: Seller,
    ) => Pick<InvoiceDocument, 'orderId' | 'refundId' | 'snapshot'> | Promise<Pick<InvoiceDocument, 'orderId' | 'refundId' | 'snapshot'>>,
  ): Promise<InvoiceDocument> {
    const seller = await this.sellerSettings.current(ctx);
    const year = yearIn(issuedAt, seller.timeZone);
    const sequence = await takeNextSequence(this.connection, ctx, kind, year);
    const prefix = kind === 'invoice' ? seller.invoicePrefix : seller.creditNotePrefix;
    return this.connection.getRepository(ctx, InvoiceDocument).save(
      new InvoiceDocument({
        kind,
        year,
        sequence,
        number: documentNumber(prefix, year, sequence),
        issuedAt,
        pdf: null,
        ...(await fields(seller)),
      }),
    );
  }

  /**
   * The invoice's file for a paid order. An order paid before invoices were issued at payment (or
   * whose issuing failed, logged then) gets its invoice now; the PDF is made on its first download
   * and kept: the first one kept wins, so two downloads at once still serve one file.
   */
  async invoiceFile(ctx: RequestContext, order: Order): Promise<InvoiceFile> {
    const document =
      (await this.connection.getRepository(ctx, InvoiceDocument).findOne({ where: { orderId: order.id, kind: 'invoice' } })) ??
      (await this.connection.withTransaction(ctx, (tx) => this.issueInvoice(tx, order.id, new Date())));
    return this.fileOf(ctx, document);
  }

  /**
   * Whether the order has an invoice to offer: a paid order does (issued now at its first download
   * if it was paid before invoices were issued at payment), and so does one cancelled or refunded
   * after payment: its invoice was issued and stays, the credit notes take the money back.
   */
  async hasInvoice(ctx: RequestContext, order: Order): Promise<boolean> {
    if (isPaidState(order.state)) return true;
    return (await this.connection.getRepository(ctx, InvoiceDocument).count({ where: { orderId: order.id, kind: 'invoice' } })) > 0;
  }

  /** The order's credit notes, oldest first. */
  async creditNotes(ctx: RequestContext, orderId: ID): Promise<IssuedCreditNote[]> {
    const documents = await this.connection.getRepository(ctx, InvoiceDocument).find({
      where: { orderId, kind: 'credit-note' },
      select: { id: true, number: true, issuedAt: true, snapshot: true },
      order: { sequence: 'ASC' },
    });
    return documents.map((document) => ({
      number: document.number,
      issuedAt: document.issuedAt,
      amount: document.snapshot.refund?.amount ?? 0,
    }));
  }

  /** One of the order's credit notes by its number, or undefined. */
  async creditNoteFile(ctx: RequestContext, order: Order, number: string): Promise<InvoiceFile | undefined> {
    const document = await this.connection
      .getRepository(ctx, InvoiceDocument)
      .findOne({ where: { orderId: order.id, kind: 'credit-note', number } });
    return document ? this.fileOf(ctx, document) : undefined;
  }

  /** The document as a file: named by its number, the PDF kept or made now. */
  async fileOf(ctx: RequestContext, document: InvoiceDocument): Promise<InvoiceFile> {
    return { fileName: `${document.number}.pdf`, pdf: await this.pdfOf(ctx, document) };
  }

  /** The document's PDF: the one kept, else made from its snapshot and kept. */
  private async pdfOf(ctx: RequestContext, document: InvoiceDocument): Promise<Buffer> {
    if (document.pdf !== null) return Buffer.from(document.pdf, 'base64');
    const content = contentOf(document);
    const logo = document.snapshot.seller.logo;
    if (logo) {
      const stored = await this.connection.getRepository(ctx, InvoiceLogo).findOne({ where: { sha256: logo.sha256 } });
      content.seller.logo = stored ? { mimeType: stored.mimeType, base64: stored.data } : null;
    }
    const made = await this.renderer.render(content);
    const documents = this.connection.getRepository(ctx, InvoiceDocument);
    await documents.update({ id: document.id, pdf: IsNull() }, { pdf: made.toString('base64') });
    const kept = await documents.findOneOrFail({ where: { id: document.id }, select: { id: true, pdf: true } });
    return kept.pdf === null ? made : Buffer.from(kept.pdf, 'base64');
  }
}

/** What a document prints, from its snapshot: an invoice, or a credit note naming the invoice it credits. */
function contentOf(document: InvoiceDocument): InvoiceContent {
  const { order, seller, refund }: InvoiceSnapshot = document.snapshot;
  // The snapshot went through JSON: its dates are strings again.
  const invoiced = { ...order, paidAt: new Date(order.paidAt) };
  return refund
    ? buildCreditNoteContent(invoiced, seller, document.number, { ...refund, refundedAt: document.issuedAt })
    : buildInvoiceContent(invoiced, seller, document.number);
}
