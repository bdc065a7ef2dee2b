import type { NextFunction, Request, Response } from 'express';

/**
 * A webhook's body as bytes, read before Nest's JSON parser (registered `beforeListen` for the
 * webhook's route only): PayPal and the eSIM suppliers sign the exact bytes, and the JSON parser
 * would keep only their meaning. At most `maxBytes`; a larger body is answered 413 at once, without
 * reading the rest. The parser then sees a finished request and leaves `req.body`, a Buffer, alone.
 */
export const rawWebhookBody =
  (maxBytes: number) =>
  (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'POST') {
      next();
      return;
    }
    const tooLarge = () => {
      if (res.headersSent) return;
      // Connection: close, so the unread rest of the body is not waited for.
      res.writeHead(413, { 'content-type': 'application/json', connection: 'close', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ error: 'BODY_TOO_LARGE', maxBytes: maxBytes }));
    };
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      tooLarge();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.off('data', onData);
        req.off('end', onEnd);
        req.pause();
        tooLarge();
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      req.body = Buffer.concat(chunks);
      next();
    };
    req.on('data', onData);
    req.on('end', onEnd);
    // A client gone mid-body gets no answer: there is nobody to read it.
    req.on('error', () => req.off('end', onEnd));
  };
