import type { IncomingMessage, ServerResponse } from 'node:http';

type Next = (error?: unknown) => void;

/**
 * Adds `Server-Timing: app;dur=<ms>` to every response: the time from the request reaching
 * this middleware to the response headers, i.e. the server's own share of a round trip. The
 * search benchmark reads it; browsers show it in their network panel.
 */
export function serverTiming(req: IncomingMessage, res: ServerResponse, next: Next): void {
  const startedAt = process.hrtime.bigint();
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with apply(this, …)
  const writeHead = res.writeHead;
  // writeHead has several overloads; the wrapper passes whatever it was given through unchanged
  res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (!this.headersSent) {
      const ms = Number(process.hrtime.bigint() - startedAt) / 1e6;
      this.setHeader('Server-Timing', `app;dur=${ms.toFixed(2)}`);
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
}
