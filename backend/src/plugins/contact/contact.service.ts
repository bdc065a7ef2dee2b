import { Injectable } from '@nestjs/common';
import {
  EventBus,
  ListQueryBuilder,
  Logger,
  TransactionalConnection,
  type ID,
  type ListQueryOptions,
  type RequestContext,
} from '@vendure/core';

import { ContactDetails, ContactSubject } from '../content/entities';
import type { CheckedUpload } from '../form-submissions/uploads/check-upload';
import { UPLOAD_KINDS } from '../form-submissions/uploads/file-types';
import { UploadStore } from '../form-submissions/uploads/upload-store';
import { ACCOUNT_FORM_CONTACT_ID, LOGGER_CTX } from './constants';
import { ContactMessage } from './contact-message.entity';
import type { ContactInput } from './contact-rules';
import { ContactMessageReceivedEvent } from './events';

/** Staff's list when no sort is asked. */
const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

/** On the backend's origin only: the storefront does not proxy staff downloads. */
export function contactAttachmentUrl(storedName: string): string {
  return `/uploads/contact/${storedName}`;
}

/**
 * Contact messages: stored with their attachment as one unit (the file is written only after
 * every check passed and removed again if the row cannot be saved), emailed to the shop through an
 * event the EmailPlugin turns into mail, listed for staff.
 */
@Injectable()
export class ContactService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly eventBus: EventBus,
    private readonly listQueryBuilder: ListQueryBuilder,
    private readonly uploads: UploadStore,
  ) {}

  /** The contact configuration's subjects, its review id (spec §9: 3) and the account form's. */
  async knownContactIds(ctx: RequestContext): Promise<Set<number>> {
    const subjects = await this.connection.getRepository(ctx, ContactSubject).find({ select: { contactId: true } });
    const details = await this.connection.getRepository(ctx, ContactDetails).findOne({ where: { key: 'shop' } });
    const ids = new Set([ACCOUNT_FORM_CONTACT_ID, ...subjects.map((subject) => subject.contactId)]);
    if (details) ids.add(details.reviewContactId);
    return ids;
  }

  async submitContactMessage(
    ctx: RequestContext,
    input: ContactInput,
    upload: CheckedUpload | null,
    originalName: string | null,
  ): Promise<ContactMessage> {
    const message = await this.uploads.storeWith('contact', upload, (storedName) =>
      this.connection.getRepository(ctx, ContactMessage).save(
        new ContactMessage({
          ...input,
          languageCode: ctx.languageCode,
          attachmentStoredName: storedName,
          // Only a label for staff: control characters out, and short enough for its column.
          attachmentOriginalName: upload
            ? (originalName ?? '').replace(/[\p{Cc}/\\]/gu, '').slice(0, 255) || `attachment.${UPLOAD_KINDS[upload.kind].extension}`
            : null,
          attachmentMimeType: upload ? UPLOAD_KINDS[upload.kind].mime : null,
          attachmentSize: upload ? upload.bytes.length : null,
        }),
      ),
    );
    Logger.verbose(`Contact message ${String(message.id)} (contactId ${message.contactId})`, LOGGER_CTX);
    await this.eventBus.publish(new ContactMessageReceivedEvent(ctx, message));
    return message;
  }

  /** Staff's list of contact messages: Vendure's list options, newest first unless sorted otherwise. */
  async contactMessages(
    ctx: RequestContext,
    options: ListQueryOptions<ContactMessage> = {},
  ): Promise<{ items: ContactMessage[]; totalItems: number }> {
    const [items, totalItems] = await this.listQueryBuilder
      .build(ContactMessage, options, { ctx, orderBy: options.sort ? undefined : NEWEST_FIRST })
      .getManyAndCount();
    return { items, totalItems };
  }

  async contactMessage(ctx: RequestContext, id: ID): Promise<ContactMessage | null> {
    return this.connection.getRepository(ctx, ContactMessage).findOne({ where: { id } });
  }

  /** A contact message's attachment for staff: its bytes, type and original name. */
  async contactAttachment(
    ctx: RequestContext,
    storedName: string,
  ): Promise<{ bytes: Buffer; mimeType: string; originalName: string } | undefined> {
    const message = await this.connection.getRepository(ctx, ContactMessage).findOne({ where: { attachmentStoredName: storedName } });
    if (!message?.attachmentMimeType) return undefined;
    const bytes = await this.uploads.read('contact', storedName);
    return bytes ? { bytes, mimeType: message.attachmentMimeType, originalName: message.attachmentOriginalName ?? storedName } : undefined;
  }
}
