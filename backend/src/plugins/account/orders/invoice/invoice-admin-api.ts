import { Args, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext, TransactionalConnection, type Order } from '@vendure/core';
import gql from 'graphql-tag';

import type { QueryIssuedInvoiceNumbersArgs } from '../../../../contract/admin-types';
import { InvoiceDocument } from './invoice-document.entity';

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

  extend type Query {
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
  constructor(private readonly connection: TransactionalConnection) {}

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
