import { describe, expect, it } from 'vitest';

import { abortedByStop, heldShopClient } from '../../lib/shop-api/held-shop-client.test-support';
import { contactFormActors } from './contact.actors';

const SUBJECTS = [
  { key: 'customerService', contactId: 1, label: 'Customer service' },
  { key: 'press', contactId: 2, label: 'Press' },
];

describe('contactFormActors', () => {
  it('a stopped sendContactMessage actor aborts its upload (the form was left)', async () => {
    const held = heldShopClient();
    const document = new File(['%PDF-1.4'], 'order.pdf', { type: 'application/pdf' });
    const logic = contactFormActors(held.client, { subjects: SUBJECTS, document, idPrefix: 'contact' }).actors.sendContactMessage;
    const submission = {
      variant: 'contactPage',
      subject: 'press',
      email: 'ann@example.com',
      message: 'Hello',
      document: { name: 'order.pdf', size: 8, type: 'application/pdf' },
    };
    const { request, aborted } = await abortedByStop(logic, submission, held);
    expect(request.url).toContain('/contact/submit');
    // The subject's contactId and the chosen file itself go with the message.
    expect(request.body).toMatch(/name="contactId"\r\n\r\n2\r\n/);
    expect(request.body).toContain('filename="order.pdf"');
    expect(aborted).toBe(true);
  });
});
