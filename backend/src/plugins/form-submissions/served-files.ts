import type { Response } from 'express';

import { UPLOAD_KINDS } from './uploads/file-types';

export function contentTypeOf(storedName: string): string {
  const extension = storedName.slice(storedName.lastIndexOf('.') + 1);
  return Object.values(UPLOAD_KINDS).find((kind) => kind.extension === extension)?.mime ?? 'application/octet-stream';
}

/** Nothing served from the uploads may run as a page of the shop, whatever a browser would guess of it. */
export function setFileHeaders(res: Response, contentType: string, length: number): void {
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Length', String(length));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
}

export function notFound(res: Response): void {
  res.status(404).json({ message: 'Not found' });
}
