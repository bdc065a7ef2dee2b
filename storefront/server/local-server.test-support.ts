import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** One of the server's request handlers: true when it answered, false when it passes the request on. */
export type RequestHandler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<boolean> | boolean;

export interface LocalServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  /** Ends the open connections (a kept-alive or hanging one too) and stops listening. */
  close(): Promise<void>;
}

/** Starts `listener` on a free port of 127.0.0.1. */
export async function listenLocally(listener: http.RequestListener): Promise<LocalServer> {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A listener answering with `handler`, or, when it passes the request on, 404 with `x-passed-on: yes`. */
export function answeringWith(handler: RequestHandler): http.RequestListener {
  return (req, res) => {
    void Promise.resolve(handler(req, res)).then((answered) => {
      if (!answered) res.writeHead(404, { 'x-passed-on': 'yes' }).end();
    });
  };
}

/** A new folder in the system's temporary one, named from `prefix`, holding `files` (each path in it → its text). */
export async function folderWith(prefix: string, files: Record<string, string>): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), prefix));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(folder, name)), { recursive: true });
    await writeFile(path.join(folder, name), text);
  }
  return folder;
}
