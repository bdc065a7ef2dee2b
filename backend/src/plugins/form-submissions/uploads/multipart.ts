import type { Request, Response } from 'express';
import multer from 'multer';

/** A multipart form as the endpoints read it: its text fields and at most one file. */
export interface MultipartForm {
  fields: Record<string, string>;
  file: { originalName: string; bytes: Buffer } | null;
}

export type MultipartOutcome = { ok: true; form: MultipartForm } | { ok: false; reason: 'tooLarge' | 'malformed' };

/**
 * Small bounds on everything but the file: the forms have at most six text fields, a message of
 * 5,000 characters (20 KB in UTF-8 at worst) and one file. A body beyond them is not one of ours.
 */
const TEXT_LIMITS = { fields: 12, fieldSize: 64 * 1024, fieldNameSize: 100, parts: 14, headerPairs: 100 } as const;

/**
 * Reads a multipart body into memory with multer. `limits.fileSize` stops reading the file at the
 * limit (the rest of the body is drained and dropped, never buffered) and the request is answered
 * 413. A body that is not multipart, ends early, has no boundary, a second file or a file under
 * another name is `malformed`.
 */
export function readMultipart(req: Request, res: Response, fileField: string, maxFileBytes: number): Promise<MultipartOutcome> {
  if (!req.is('multipart/form-data')) return Promise.resolve({ ok: false, reason: 'malformed' });
  const upload = multer({ storage: multer.memoryStorage(), limits: { ...TEXT_LIMITS, files: 1, fileSize: maxFileBytes } }).single(
    fileField,
  );
  return new Promise((resolve) => {
    upload(req, res, (error: unknown) => {
      if (error) {
        resolve({ ok: false, reason: error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE' ? 'tooLarge' : 'malformed' });
        return;
      }
      const body: unknown = req.body;
      const fields: Record<string, string> = {};
      if (typeof body === 'object' && body !== null) {
        // A name sent twice (an array) or in brackets (an object) is not a value of these forms: it reads as absent.
        for (const [name, value] of Object.entries(body)) if (typeof value === 'string') fields[name] = value;
      }
      const file = req.file;
      resolve({ ok: true, form: { fields, file: file ? { originalName: file.originalname, bytes: file.buffer } : null } });
    });
  });
}
