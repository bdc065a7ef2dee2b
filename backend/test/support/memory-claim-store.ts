import { randomUUID } from 'node:crypto';

import type { ClaimStore, HeldClaim } from '../../src/plugins/claim-store/claim-store.service';

interface Row {
  id: number;
  claim: HeldClaim<unknown>;
}

/**
 * The claim store's contract in memory, for unit tests of what is built on it (the database's
 * own behaviour is claim-store.test.ts's). `beforeClaim` runs before each claim is decided, so a
 * test can let a competitor take the key first.
 */
export class MemoryClaimStore {
  private readonly rows = new Map<string, Row>();
  private nextId = 1;
  beforeClaim: ((key: string) => Promise<void>) | undefined;

  /** As the services inject it: ClaimStore's private members make a structural match impossible. */
  asClaimStore(): ClaimStore {
    return this as unknown as ClaimStore;
  }

  async claim<V = null>(key: string, ttlMs: number, value?: V): Promise<HeldClaim<V> | undefined> {
    await this.beforeClaim?.(key);
    if (this.lasting(key)) return undefined;
    const claim: HeldClaim<V> = { key, holder: randomUUID(), value: value ?? (null as V), expiresAtMs: Date.now() + ttlMs };
    this.rows.set(key, { id: this.nextId++, claim });
    return claim;
  }

  release(key: string, holder?: string): Promise<boolean> {
    const row = this.rows.get(key);
    if (!row || (holder !== undefined && row.claim.holder !== holder)) return Promise.resolve(false);
    this.rows.delete(key);
    return Promise.resolve(true);
  }

  read<V>(key: string): Promise<HeldClaim<V> | undefined> {
    return Promise.resolve(this.lasting(key)?.claim as HeldClaim<V> | undefined);
  }

  update<V>(claim: HeldClaim<V>, value: V): Promise<HeldClaim<V> | undefined> {
    const row = this.rows.get(claim.key);
    if (!row || row.claim.holder !== claim.holder) return Promise.resolve(undefined);
    row.claim = { ...row.claim, value };
    return Promise.resolve({ ...claim, value });
  }

  newestUnder<V>(prefix: string): Promise<HeldClaim<V> | undefined> {
    return Promise.resolve(this.under(prefix).at(-1)?.claim as HeldClaim<V> | undefined);
  }

  oldestUnder<V>(prefix: string, limit: number): Promise<Array<HeldClaim<V>>> {
    return Promise.resolve(
      this.under(prefix)
        .slice(0, limit)
        .map((row) => row.claim as HeldClaim<V>),
    );
  }

  countUnder(prefix: string): Promise<number> {
    return Promise.resolve(this.under(prefix).length);
  }

  /** A claim as a process that is gone left it: its value written directly. */
  put<V>(key: string, value: V): void {
    this.rows.set(key, { id: this.nextId++, claim: { key, holder: randomUUID(), value, expiresAtMs: Date.now() + 60_000 } });
  }

  valueOf<V>(key: string): V | undefined {
    return this.lasting(key)?.claim.value as V | undefined;
  }

  keys(): string[] {
    return this.under('').map((row) => row.claim.key);
  }

  private lasting(key: string): Row | undefined {
    const row = this.rows.get(key);
    return row && row.claim.expiresAtMs > Date.now() ? row : undefined;
  }

  private under(prefix: string): Row[] {
    return [...this.rows.values()]
      .filter((row) => row.claim.key.startsWith(prefix) && row.claim.expiresAtMs > Date.now())
      .sort((a, b) => a.id - b.id);
  }
}
