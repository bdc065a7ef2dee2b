import { staffMail, type StaffMail } from '../../form-submissions/email/staff-mail';
import type { ContactMessage } from '../contact-message.entity';

/** The template folder under backend/email-templates/. */
export const CONTACT_MESSAGE_TEMPLATE = 'contact-message';

function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** `subjectLabel`: the contact subject's English label, or what the contact id stands for. */
export function contactMessageMail(message: ContactMessage, subjectLabel: string): StaffMail {
  const name = [message.firstName, message.lastName].filter(Boolean).join(' ');
  return staffMail(
    `Contact message (${subjectLabel}) from ${message.email}`,
    'A message was sent with the shop’s contact form. Answer it by replying to this email.',
    [
      ['Subject', `${subjectLabel} (contactId ${message.contactId})`],
      ['From', message.email],
      ['Name', name],
      ['Language', message.languageCode],
      [
        'Attachment',
        message.attachmentOriginalName && message.attachmentSize !== null
          ? `${message.attachmentOriginalName} (${message.attachmentMimeType ?? ''}, ${sizeLabel(message.attachmentSize)}), attached`
          : null,
      ],
      ['Received', message.createdAt.toISOString()],
    ],
    message.message,
  );
}
