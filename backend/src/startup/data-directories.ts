import { mkdirSync } from 'node:fs';
import path from 'node:path';

import type { BackendEnv } from '../env';

/** The folders the database file, assets and mailbox land in, made before anything writes there. */
export function createDataDirectories(env: BackendEnv): void {
  if (env.database.type === 'sqlite') mkdirSync(path.dirname(env.database.file), { recursive: true });
  mkdirSync(env.assetsDir, { recursive: true });
  mkdirSync(env.mailboxDir, { recursive: true });
}
