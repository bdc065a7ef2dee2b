export declare const bin: { tsc: string; reactRouter: string; vite: string };
export declare function buildAll(options?: { only?: Array<'backend' | 'dashboard' | 'storefront'>; force?: boolean }): Promise<boolean>;
