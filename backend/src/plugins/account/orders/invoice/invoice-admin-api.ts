import { Args, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, OrderService, Permission, RequestContext, TransactionalConnection, UserInputError, type Order } from '@vendure/core';
import gql from 'graphql-tag';

import type { QueryInvoiceDocumentFileArgs, QueryIssuedInvoiceNumbersArgs, QueryOssReportArgs } from '../../../../contract/admin-types';
import { OSS_PERIOD_KEY } from '../../account-messages';
import { InvoiceBusyError } from '../../account-errors';
import { InvoiceDocument } from './invoice-document.entity';
import { InvoiceDocuments } from './invoice-documents.service';
import { InvoiceUnavailableError } from './invoice-renderer';
import { ossReportCsv, type OssReport, type Quarter } from './oss-report';
import { OssReports } from './oss-report.service';

/** Staff's view of the invoices (Admin API, ReadOrder): each order's, and a year's register. */
export const invoiceAdminApiExtensions = gql`
  type IssuedInvoiceDocument {
    id: ID!
    "invoice"
    kind: String!
    "INV-2026-000042"
    number: String!
    issuedAt: DateTime!
  }

  extend type Order {
    "The accounting documents issued for the order, oldest first."
    invoiceDocuments: [IssuedInvoiceDocument!]!
  }

  "An issued document's file, for staff to download from the order's page."
  type InvoiceDocumentFile {
    "INV-2026-000042.pdf"
    fileName: String!
    "The PDF's bytes, base64: the same file the customer downloads."
    pdfBase64: String!
  }

  "One member state and VAT rate of a quarter's OSS report: the invoices' amounts less the credit notes'."
  type OssReportRow {
    "ISO 3166-1 of the customers' billing address"
    memberState: String!
    "OSS: declared through the One-Stop-Shop; domestic: the seller's own member state, in its national return."
    scheme: String!
    vatRate: Float!
    currencyCode: String!
    taxableAmount: Money!
    vatAmount: Money!
    invoices: Int!
    creditNotes: Int!
  }

  type OssReport {
    year: Int!
    quarter: Int!
    sellerCountry: String!
    rows: [OssReportRow!]!
    "Documents of the quarter to businesses under the reverse charge: not in the rows."
    reverseChargeDocuments: Int!
    "Documents of the quarter to customers outside the EU: not in the rows."
    outsideEuDocuments: Int!
    withoutCountryDocuments: Int!
    "The rows as CSV (comma-separated, a header line, amounts with a decimal point)."
    csv: String!
  }

  extend type Query {
    "The OSS report of a quarter (1–4) of a year, from the invoices and credit notes issued in it (the seller's time zone)."
    ossReport(year: Int!, quarter: Int!): OssReport!
    "One issued invoice or credit note as its PDF; null for an unknown id or an order of another channel."
    invoiceDocumentFile(id: ID!): InvoiceDocumentFile
    "The numbers of the invoices issued in a year (the seller's time zone), in sequence: the year's register."
    issuedInvoiceNumbers(year: Int!): [String!]!
  }
`;

/** Years an invoice register can be asked for: nothing before the shop, nothing absurd. */
const YEARS = { min: 2000, max: 9999 };

@Resolver('Order')
export class OrderInvoiceDocumentsResolver {
  constructor(private readonly connection: TransactionalConnection) {}

  @ResolveField()
  invoiceDocuments(@Ctx() ctx: RequestContext, @Parent() order: Order) {
    return this.connection.getRepository(ctx, InvoiceDocument).find({
      where: { orderId: order.id },
      select: { id: true, kind: true, number: true, issuedAt: true },
      order: { issuedAt: 'ASC', id: 'ASC' },
    });
  }
}

@Resolver()
export class InvoiceRegisterResolver {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly orderService: OrderService,
    private readonly invoices: InvoiceDocuments,
    private readonly ossReports: OssReports,
  ) {}

  @Query()
  @Allow(Permission.ReadOrder)
  async ossReport(@Ctx() ctx: RequestContext, @Args() args: QueryOssReportArgs): Promise<OssReport & { csv: string }> {
    const { year, quarter } = args;
    if (!Number.isInteger(year) || year < YEARS.min || year > YEARS.max || ![1, 2, 3, 4].includes(quarter)) {
      throw new UserInputError(OSS_PERIOD_KEY);
    }
    const report = await this.ossReports.report(ctx, year, quarter as Quarter);
    return { ...report, csv: ossReportCsv(report) };
  }

  @Query()
  @Allow(Permission.ReadOrder)
  async invoiceDocumentFile(
    @Ctx() ctx: RequestContext,
    @Args() args: QueryInvoiceDocumentFileArgs,
  ): Promise<{ fileName: string; pdfBase64: string } | null> {
    const document = await this.connection.getRepository(ctx, InvoiceDocument).findOne({ where: { id: args.id } });
    // The order through Vendure's service: staff of another channel do not reach it.
    if (!document || !(await this.orderService.findOne(ctx, document.orderId))) return null;
    try {
      const file = await this.invoices.fileOf(ctx, document);
      return { fileName: file.fileName, pdfBase64: file.pdf.toString('base64') };
    } catch (error: unknown) {
      if (error instanceof InvoiceUnavailableError) throw new InvoiceBusyError();
      throw error;
    }
  }

  @Query()
  @Allow(Permission.ReadOrder)
  async issuedInvoiceNumbers(@Ctx() ctx: RequestContext, @Args() args: QueryIssuedInvoiceNumbersArgs): Promise<string[]> {
    if (!Number.isInteger(args.year) || args.year < YEARS.min || args.year > YEARS.max) return [];
    // One SELECT: a number is visible only once every smaller one is (numbers are taken one
    // transaction at a time, document-numbers.ts), so the register read has no hole.
    const documents = await this.connection.getRepository(ctx, InvoiceDocument).find({
      where: { kind: 'invoice', year: args.year },
      select: { number: true, sequence: true },
      order: { sequence: 'ASC' },
    });
    return documents.map((document) => document.number);
  }
}
