import type { Response } from 'express';

import { formMessage, type FormMessageKey } from './form-messages';

export type RefusalCode =
  'BAD_USER_INPUT' | 'FILE_TOO_LARGE' | 'FILE_TYPE_NOT_ALLOWED' | 'MALFORMED_REQUEST' | 'RATE_LIMITED' | 'SERVICE_BUSY';

/**
 * The JSON the contact and review endpoints answer: `{"ok":true}` (201), or a refusal
 * `{ error, code, fields }` whose texts are in the request's language. The storefront's api reads
 * `error` as the server's message (spec §8), `code` to branch, `fields` for the field errors.
 */
export function refuse(
  res: Response,
  languageCode: string,
  status: number,
  code: RefusalCode,
  message: FormMessageKey,
  fields: Partial<Record<string, FormMessageKey>> = {},
): void {
  const translated: Record<string, string> = {};
  for (const [name, key] of Object.entries(fields)) if (key) translated[name] = formMessage(key, languageCode);
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json({ error: formMessage(message, languageCode), code, fields: translated });
}

export function accepted(res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  res.status(201).json({ ok: true });
}
