import type { DeepPartial } from '@vendure/common/lib/shared-types';
import { EntityId, VendureEntity, type ID } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

import type { InvoiceOrder } from './invoice-content';
import type { Seller } from '../seller';

/** An invoice, issued at payment, or a credit note, issued at a refund: each kind has its own sequence. */
export type DocumentKind = 'invoice' | 'credit-note';

/** Everything the document prints, as it was when it was issued: a later seller or order change rewrites nothing. */
export interface InvoiceSnapshot {
  order: InvoiceOrder;
  seller: Seller;
  /** A credit note's: the invoice it credits and how much of it (minor units, VAT included). */
  refund?: { refersTo: string; amount: number };
}

/**
 * One issued accounting document (issue 35 point 1): its number from its kind's per-year sequence
 * (`year`, `sequence`: 1, 2, 3… with no gap, document-numbers.ts), the snapshot it is printed from,
 * and the PDF once made, kept so every download is the same file byte for byte.
 */
@Entity('shop_invoice_document')
@Index(['kind', 'year', 'sequence'], { unique: true })
export class InvoiceDocument extends VendureEntity {
  // Fields are set after super() returns (ES2022 class fields): the input is assigned here, not by VendureEntity.
  constructor(input?: DeepPartial<InvoiceDocument>) {
    super();
    if (input) Object.assign(this, input);
  }

  @Column({ type: 'varchar', length: 16 }) kind!: DocumentKind;
  @Column({ type: 'int' }) year!: number;
  @Column({ type: 'int' }) sequence!: number;

  /** `INV-2026-000001`: prefix, year, sequence. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 40 })
  number!: string;

  @Index()
  @EntityId()
  orderId!: ID;

  /** A credit note's refund (one each); null for an invoice. */
  @Index()
  @EntityId({ nullable: true })
  refundId!: ID | null;

  @Column({ type: Date }) issuedAt!: Date;

  @Column({ type: 'simple-json' }) snapshot!: InvoiceSnapshot;

  /** The PDF as first made from the snapshot (base64), then served as is; null until made. */
  @Column({ type: 'text', nullable: true }) pdf!: string | null;
}

/** The last number taken of one kind of document in one year: a row locked while a number is taken. */
@Entity('shop_document_counter')
@Index(['kind', 'year'], { unique: true })
export class DocumentCounter extends VendureEntity {
  constructor(input?: DeepPartial<DocumentCounter>) {
    super();
    if (input) Object.assign(this, input);
  }

  @Column({ type: 'varchar', length: 16 }) kind!: DocumentKind;
  @Column({ type: 'int' }) year!: number;
  @Column({ type: 'int' }) lastSequence!: number;
}

/**
 * A logo printed on documents, stored once by its content's SHA-256: a document's snapshot names
 * the hash, so it prints the logo it was issued with whatever staff upload later, and a thousand
 * invoices do not carry a thousand copies of it.
 */
@Entity('shop_invoice_logo')
export class InvoiceLogo extends VendureEntity {
  constructor(input?: DeepPartial<InvoiceLogo>) {
    super();
    if (input) Object.assign(this, input);
  }

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  sha256!: string;

  @Column({ type: 'varchar', length: 32 }) mimeType!: string;

  /** The image's bytes, base64. */
  @Column({ type: 'text' }) data!: string;
}
