export declare const bin: { tsc: string; reactRouter: string; vite: string; storybook: string };
export declare const STORYBOOK_DIR: string;
export declare function buildAll(options?: {
  only?: Array<
    | 'backend'
    | 'cardSandbox'
    | 'paypalSandbox'
    | 'viesSandbox'
    | 'airaloSandbox'
    | 'esimaccessSandbox'
    | 'stripeSandbox'
    | 'dashboard'
    | 'storefront'
    | 'storybook'
  >;
  force?: boolean;
}): Promise<boolean>;
