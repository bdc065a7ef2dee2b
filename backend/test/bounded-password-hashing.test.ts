import { describe, expect, it } from 'vitest';

import { BoundedPasswordHashingStrategy } from '../src/plugins/account/bounded-password-hashing';

// Real bcrypt work: up to eight hashes and checks of ~300 ms of a core each. In npm test this file
// shares the machine with the build, so it gets more than Vitest's 5 s; nothing here is timed.
describe('BoundedPasswordHashingStrategy', { timeout: 30_000 }, () => {
  it('checks passwords like bcrypt does', async () => {
    const strategy = new BoundedPasswordHashingStrategy(1);
    const hash = await strategy.hash('correct horse battery staple');
    expect(await strategy.check('correct horse battery staple', hash)).toBe(true);
    expect(await strategy.check('wrong', hash)).toBe(false);
  });

  it('never runs more checks at once than its bound, and answers every one', async () => {
    const strategy = new BoundedPasswordHashingStrategy(2);
    const hash = await strategy.hash('secret-password');
    let running = 0;
    let most = 0;
    const bcrypt = (strategy as unknown as { bcrypt: { check: (plain: string, hashed: string) => Promise<boolean> } }).bcrypt;
    const original = bcrypt.check.bind(bcrypt);
    bcrypt.check = async (plain, hashed) => {
      running += 1;
      most = Math.max(most, running);
      try {
        return await original(plain, hashed);
      } finally {
        running -= 1;
      }
    };
    const answers = await Promise.all(
      Array.from({ length: 7 }, (_, index) => strategy.check(index === 3 ? 'secret-password' : 'guess', hash)),
    );
    expect(most).toBe(2);
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(answers[3]).toBe(true);
  });
});
