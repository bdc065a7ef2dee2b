export declare const IMAGES_DIR: string;
export declare const IMAGE_NAMES: Record<
  'debian' | 'nodeBuild' | 'nodeRuntime' | 'postgres' | 'redis' | 'haproxy' | 'backend' | 'storefront',
  string
>;
export declare function containerToolsMissing(): Promise<string[]>;
export declare function containersEnv(dir?: string): Promise<{ CONTAINERS_CONF: string }>;
export declare function exec(
  command: string,
  args: string[],
  options?: { env?: Record<string, string>; cwd?: string; logFile?: string; quiet?: boolean },
): Promise<{ code: number; output: string }>;
export declare function buildLocalBaseImages(env: Record<string, string>, dir?: string): Promise<Record<string, number>>;
export declare function buildShopImages(env: Record<string, string>, dir?: string): Promise<Record<string, number>>;
export declare function imageBytes(name: string, env: Record<string, string>): Promise<number>;
export declare function composeCommand(
  project: string,
  variables: Record<string, string>,
  env: Record<string, string>,
): (args: string[], options?: { logFile?: string }) => Promise<{ code: number; output: string }>;
