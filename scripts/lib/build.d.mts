export declare const bin: { tsc: string; reactRouter: string; vite: string };
export declare function buildAll(options?: {
  only?: Array<'backend' | 'cardSandbox' | 'paypalSandbox' | 'dashboard' | 'storefront'>;
  force?: boolean;
}): Promise<boolean>;
