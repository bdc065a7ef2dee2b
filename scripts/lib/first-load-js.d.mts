export declare const clientBuildDir: string;
export interface FirstLoadBudget {
  page: string;
  path: string;
  budgetKb: number;
}
export declare const FIRST_LOAD_BUDGETS: readonly FirstLoadBudget[];
export interface BrowserManifest {
  url: string;
  routeDiscovery: 'lazy' | 'initial';
  entry: { module: string; imports: string[] };
  routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[] }>;
}
export interface ChunkSize {
  url: string;
  raw: number;
  gzip: number;
}
export interface FirstLoad {
  routes: string[];
  chunks: ChunkSize[];
  raw: number;
  gzip: number;
}
export declare function readBrowserManifest(clientDir?: string): BrowserManifest;
export declare function assetSize(url: string, clientDir?: string): { raw: number; gzip: number };
export declare function firstLoadJs(pathname: string, options?: { clientDir?: string; manifest?: BrowserManifest }): FirstLoad;
export declare function checkFirstLoadBudgets(options?: {
  clientDir?: string;
  budgets?: readonly FirstLoadBudget[];
}): Array<FirstLoadBudget & FirstLoad & { gzipKb: number; overBudget: boolean }>;
export declare function chunkName(url: string): string;
/** The scripts a served document loads for hydration, by path: module scripts, and the after-first-paint script's preloads and imports. */
export declare function scriptsOfDocument(html: string): string[];
