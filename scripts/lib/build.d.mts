export declare const bin: { tsc: string; reactRouter: string; vite: string };
export declare function buildAll(options?: { only?: Array<'backend' | 'cardSandbox' | 'dashboard' | 'storefront'>; force?: boolean }): Promise<boolean>;
