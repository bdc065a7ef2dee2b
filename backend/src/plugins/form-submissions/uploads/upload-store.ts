import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { UPLOAD_KINDS, type UploadKind } from './file-types';

/** `contact/` holds message attachments (staff only); `reviews/` review pictures (public once approved). */
export type UploadArea = 'contact' | 'reviews';

/** What the store names files: a random UUID and the extension of the detected kind, nothing of the sender's. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|webp|pdf)$/;

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

/**
 * Uploaded files on disk (UPLOADS_DIR, outside any web root: nothing serves the folder, only the
 * controllers answer for one name at a time). Names are random, so a name is never guessed from
 * another or from the sender's file name, and the path is built only from a name that matches
 * STORED_NAME (no `..`, no separators).
 */
export class UploadStore {
  constructor(private readonly root: string) {}

  private pathOf(area: UploadArea, storedName: string): string {
    if (!isStoredName(storedName)) throw new Error(`Not a stored upload name: ${storedName}`);
    return path.join(this.root, area, storedName);
  }

  /** Writes the bytes under a new name (written then renamed: a reader never sees half a file). */
  async write(area: UploadArea, bytes: Uint8Array, kind: UploadKind): Promise<string> {
    const storedName = `${randomUUID()}.${UPLOAD_KINDS[kind].extension}`;
    const target = this.pathOf(area, storedName);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.partial`;
    await writeFile(partial, bytes, { flag: 'wx', mode: 0o640 });
    await rename(partial, target);
    return storedName;
  }

  async read(area: UploadArea, storedName: string): Promise<Buffer | undefined> {
    if (!isStoredName(storedName)) return undefined;
    return readFile(this.pathOf(area, storedName)).catch(() => undefined);
  }

  /** The absolute path of a stored file, for the email attachment. */
  absolutePath(area: UploadArea, storedName: string): string {
    return this.pathOf(area, storedName);
  }

  async remove(area: UploadArea, storedName: string): Promise<void> {
    await unlink(this.pathOf(area, storedName)).catch(() => undefined);
  }

  /**
   * Writes the file (if any), then saves what refers to it by `save`; a save that fails takes its
   * file with it, so nothing is stored half-way.
   */
  async storeWith<T>(
    area: UploadArea,
    upload: { bytes: Uint8Array; kind: UploadKind } | null,
    save: (storedName: string | null) => Promise<T>,
  ): Promise<T> {
    const storedName = upload ? await this.write(area, upload.bytes, upload.kind) : null;
    try {
      return await save(storedName);
    } catch (error) {
      if (storedName) await this.remove(area, storedName);
      throw error;
    }
  }
}
