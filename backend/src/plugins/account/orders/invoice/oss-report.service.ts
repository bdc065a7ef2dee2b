import { Injectable } from '@nestjs/common';
import { Order, TransactionalConnection, type ID, type RequestContext } from '@vendure/core';
import { Between, In, MoreThan } from 'typeorm';

import { SellerSettings } from '../seller-settings';
import { InvoiceDocument } from './invoice-document.entity';
import { ossTally, type OssReport, type Quarter, type ReportedDocument } from './oss-report';

/** Documents read per query: a quarter of any size is read in pages, never all at once. */
const PAGE = 500;
const DAY_MS = 86_400_000;

/** Reads a year's invoices and credit notes, page by page, into oss-report.ts's report of one quarter. */
@Injectable()
export class OssReports {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly sellerSettings: SellerSettings,
  ) {}

  async report(ctx: RequestContext, year: number, quarter: Quarter): Promise<OssReport> {
    const seller = await this.sellerSettings.current(ctx);
    const documents = this.connection.getRepository(ctx, InvoiceDocument);
    const tally = ossTally({ year, quarter, sellerCountry: seller.countryCode, timeZone: seller.timeZone });
    // The quarter in UTC with a day's margin either side (the seller's zone decides, in the tally).
    const window = Between(new Date(Date.UTC(year, (quarter - 1) * 3, 1) - DAY_MS), new Date(Date.UTC(year, quarter * 3, 1) + DAY_MS));
    let after: ID = 0;
    for (;;) {
      const page = await documents.find({
        where: { year, issuedAt: window, id: MoreThan(after) },
        select: { id: true, kind: true, number: true, issuedAt: true, snapshot: true, orderId: true },
        order: { id: 'ASC' },
        take: PAGE,
      });
      if (page.length === 0) break;
      for (const document of await this.withOrderCountries(ctx, page)) tally.add(document);
      after = page[page.length - 1]?.id ?? after;
      if (page.length < PAGE) break;
    }
    return tally.report();
  }

  /** Snapshots from before the buyer's country was kept take the order's billing country. */
  private async withOrderCountries(ctx: RequestContext, page: InvoiceDocument[]): Promise<ReportedDocument[]> {
    const missing = page.filter((document) => !document.snapshot.order.buyer.countryCode).map((document) => document.orderId);
    const countries = new Map<string, string | null>();
    if (missing.length > 0) {
      const orders = await this.connection
        .getRepository(ctx, Order)
        .find({ where: { id: In(missing) }, select: { id: true, billingAddress: true } });
      for (const order of orders) countries.set(String(order.id), order.billingAddress.countryCode ?? null);
    }
    // Only what the report reads: the PDFs (not selected) and the rest of the entity stay behind.
    return page.map((document) => ({
      kind: document.kind,
      number: document.number,
      issuedAt: document.issuedAt,
      snapshot: document.snapshot,
      orderCountryCode: countries.get(String(document.orderId)) ?? null,
    }));
  }
}
