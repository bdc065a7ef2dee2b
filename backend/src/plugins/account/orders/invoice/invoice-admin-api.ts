import { Args, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, OrderService, Permission, RequestContext, TransactionalConnection, type Order } from '@vendure/core';
import gql from 'graphql-tag';

import type { QueryInvoiceDocumentFileArgs, QueryIssuedInvoiceNumbersArgs } from '../../../../contract/admin-types';
import { InvoiceBusyError } from '../../account-errors';
import { InvoiceDocument } from './invoice-document.entity';
import { InvoiceDocuments } from './invoice-documents.service';
import { InvoiceUnavailableError } from './invoice-renderer';

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

  extend type Query {
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
  ) {}

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
      return { fileName: `${document.number}.pdf`, pdfBase64: (await this.invoices.pdfOf(ctx, document)).toString('base64') };
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
