import type { StartedProcess } from './processes.mjs';

export declare function startRedis(options: { dir: string; port: number; log?: boolean }): Promise<StartedProcess>;
