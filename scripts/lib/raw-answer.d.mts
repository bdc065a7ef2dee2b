import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** As sent: still compressed when the server compressed it. */
  body: Buffer;
}

export declare function rawAnswer(
  url: string | URL,
  request?: { method?: string; headers?: OutgoingHttpHeaders; body?: string | Buffer },
): Promise<RawAnswer>;
