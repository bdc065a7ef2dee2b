import type { DeepPartial } from '@vendure/common/lib/shared-types';
import { VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

/**
 * A message sent with the contact form or the account page's form (spec §3 Contact message). Texts
 * are stored as typed (control characters removed); the attachment is a file in UPLOADS_DIR's
 * `contact/` folder under `attachmentStoredName`, its original name kept only to label it.
 */
// The table keeps the name of the plugin it was made by (community): renaming it would rename its
// indexes and keys too, a migration on both databases for no change in what is stored.
@Entity('community_contact_message')
export class ContactMessage extends VendureEntity {
  constructor(input?: DeepPartial<ContactMessage>) {
    super();
    if (input) Object.assign(this, input);
  }

  @Index()
  @Column({ type: 'int' })
  contactId!: number;

  @Column({ type: 'varchar', length: 254 }) email!: string;
  @Column({ type: 'varchar', length: 100, nullable: true }) firstName!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) lastName!: string | null;
  @Column({ type: 'text' }) message!: string;
  /** The language the form was sent in (the request's `languageCode`). */
  @Column({ type: 'varchar', length: 16 }) languageCode!: string;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  attachmentStoredName!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true }) attachmentOriginalName!: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) attachmentMimeType!: string | null;
  @Column({ type: 'int', nullable: true }) attachmentSize!: number | null;
}
