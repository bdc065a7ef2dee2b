import { Injectable } from '@nestjs/common';
import { Logger } from '@vendure/core';

import { LOGGER_CTX } from './constants';

/** Resolves once this reader shows every change committed before the call. */
export type CaughtUp = () => Promise<void>;

/**
 * What else shoppers' pages are read from besides the search index, and which must have followed
 * staff's change before a new version is published: a page rendered after the version changed
 * shows the change. The catalogue's in-memory index (the listing's term goes through it) adds
 * itself; other plugins may too.
 */
@Injectable()
export class PublicationGates {
  private readonly gates = new Map<string, CaughtUp>();

  add(name: string, caughtUp: CaughtUp): void {
    this.gates.set(name, caughtUp);
  }

  /** Waits for every gate; one that fails is logged and passed, as a late reader is better than no version. */
  async pass(): Promise<void> {
    await Promise.all(
      [...this.gates].map(async ([name, caughtUp]) => {
        try {
          await caughtUp();
        } catch (error) {
          Logger.warn(`Publishing without ${name} caught up: ${error instanceof Error ? error.message : String(error)}`, LOGGER_CTX);
        }
      }),
    );
  }
}
