import { availableParallelism } from 'node:os';

import { BcryptPasswordHashingStrategy, type PasswordHashingStrategy } from '@vendure/core';

/**
 * Vendure's bcrypt hashing, with at most `concurrency` hashes or checks at a time (the rest wait
 * their turn). One bcrypt check costs about 300 ms of a core (12 rounds), on libuv's threads: 20
 * password guesses at once took both cores of this machine for 1.6 s, and every other request of
 * the shop waited its share (a trivial query's p99 went to 630 ms). Bounded to one core fewer than
 * the machine has, the event loop always keeps a core; only logins queue, and the rate limits
 * bound how long an attacker can make that queue.
 */
export class BoundedPasswordHashingStrategy implements PasswordHashingStrategy {
  private readonly bcrypt = new BcryptPasswordHashingStrategy();
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly concurrency = Math.max(1, availableParallelism() - 1)) {}

  hash(plaintext: string): Promise<string> {
    return this.inTurn(() => this.bcrypt.hash(plaintext));
  }

  check(plaintext: string, hash: string): Promise<boolean> {
    return this.inTurn(() => this.bcrypt.check(plaintext, hash));
  }

  private async inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next in line, so `running` never overshoots.
      if (next) next();
      else this.running -= 1;
    }
  }
}
