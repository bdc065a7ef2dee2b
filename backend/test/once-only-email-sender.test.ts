import type { Injector } from '@vendure/core';
import type { EmailDetails, EmailSender } from '@vendure/email-plugin';
import { describe, expect, it } from 'vitest';

import { OnceOnlyEmailSender } from '../src/email/once-only-email-sender';
import { MemoryClaimStore } from './support/memory-claim-store';

function senderWith(inner: EmailSender) {
  const sender = new OnceOnlyEmailSender(inner);
  const claims = new MemoryClaimStore().asClaimStore();
  const injector = { get: () => claims } as unknown as Injector;
  return { sender, init: () => sender.init(injector) };
}

const email = (body: string): EmailDetails => ({
  from: 'shop@example.com',
  recipient: 'traveller@example.com',
  subject: 'Your eSIM for order ABC',
  body,
  attachments: [],
});

describe('OnceOnlyEmailSender', () => {
  it('sends an email once however often its job runs, and every other email', async () => {
    const sent: string[] = [];
    const { sender, init } = senderWith({ send: (details) => void sent.push(details.body) });
    await init();
    await sender.send(email('<p>eSIM 1</p>'), { type: 'none' });
    await sender.send(email('<p>eSIM 1</p>'), { type: 'none' });
    await sender.send(email('<p>eSIM 2</p>'), { type: 'none' });
    expect(sent).toEqual(['<p>eSIM 1</p>', '<p>eSIM 2</p>']);
  });

  it('remembers nothing when sending failed, so the retry sends it', async () => {
    const sent: string[] = [];
    let failures = 1;
    const { sender, init } = senderWith({
      send: (details) => {
        if (failures-- > 0) throw new Error('SMTP refused');
        sent.push(details.body);
      },
    });
    await init();
    await expect(sender.send(email('<p>eSIM</p>'), { type: 'none' })).rejects.toThrow('SMTP refused');
    await sender.send(email('<p>eSIM</p>'), { type: 'none' });
    expect(sent).toEqual(['<p>eSIM</p>']);
  });
});
