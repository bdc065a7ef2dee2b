import http from 'node:http';
import path from 'node:path';

import sirv from 'sirv';

import { repoRoot } from './shop.mjs';

/** Serves a built Storybook (`storybook build`) on a free loopback port until `stop()`. */
export async function serveStorybook(dir) {
  const serve = sirv(path.resolve(repoRoot, dir), { dev: false, etag: true });
  const server = http.createServer((req, res) =>
    serve(req, res, () => {
      res.statusCode = 404;
      res.end();
    }),
  );
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
