import {
  Logger,
  TransactionalConnection,
  type Injector,
  type OrderProcess,
  type OrderState,
  type RefundState,
  type RequestContext,
} from '@vendure/core';
// Not exported from the package's index (3.7), unlike defaultRefundProcess.
import type { RefundProcess } from '@vendure/core/dist/config/refund/refund-process';

import { LOGGER_CTX } from '../constants';
import { InvoiceDocument } from './invoice-document.entity';
import { InvoiceDocuments } from './invoice-documents.service';

let services: { documents: InvoiceDocuments; connection: TransactionalConnection } | undefined;

/**
 * `work` inside a savepoint of the caller's transaction: when it fails, what it wrote is undone and
 * the transaction goes on (PostgreSQL aborts the whole transaction at a failed statement otherwise).
 */
async function inSavepoint(connection: TransactionalConnection, ctx: RequestContext, work: () => Promise<unknown>): Promise<void> {
  const queryRunner = connection.getRepository(ctx, InvoiceDocument).manager.queryRunner;
  if (!queryRunner?.isTransactionActive) {
    await work();
    return;
  }
  // A transaction started inside one is a SAVEPOINT (TypeORM's nested transactions).
  await queryRunner.startTransaction();
  try {
    await work();
    await queryRunner.commitTransaction();
  } catch (error) {
    await queryRunner.rollbackTransaction();
    throw error;
  }
}

/**
 * Issues the order's invoice as it moves to PaymentSettled, inside the transition and so inside
 * the payment's transaction: its number is taken with the payment, and given back if the payment
 * rolls back. A failure to issue never fails the payment (the money is taken): it is undone to
 * its savepoint and logged, and the invoice is issued at its first download instead.
 */
export const issueInvoiceOnPayment: OrderProcess<OrderState> = {
  init(injector: Injector) {
    services = { documents: injector.get(InvoiceDocuments), connection: injector.get(TransactionalConnection) };
  },
  async onTransitionEnd(fromState, toState, { ctx, order }) {
    if (toState !== 'PaymentSettled' || !services) return;
    const { documents, connection } = services;
    try {
      await inSavepoint(connection, ctx, () => documents.issueInvoice(ctx, order.id, new Date()));
    } catch (error) {
      Logger.error(
        `Invoice of order ${order.code} not issued at payment: ${error instanceof Error ? error.message : String(error)}`,
        LOGGER_CTX,
      );
    }
  },
};

/**
 * Issues a credit note as a refund settles, in the refund's transaction, the same way: a failure
 * is undone to its savepoint and logged, never failing the refund.
 */
export const issueCreditNoteOnRefund: RefundProcess<RefundState> = {
  async onTransitionEnd(fromState, toState, { ctx, order, refund }) {
    if (toState !== 'Settled' || !services) return;
    const { documents, connection } = services;
    try {
      await inSavepoint(connection, ctx, () => documents.issueCreditNote(ctx, order, refund, new Date()));
    } catch (error) {
      Logger.error(
        `Credit note of refund ${String(refund.id)} (order ${order.code}) not issued: ${error instanceof Error ? error.message : String(error)}`,
        LOGGER_CTX,
      );
    }
  },
};
