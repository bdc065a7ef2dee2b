export declare function preferredEncoding(acceptEncoding: string | null | undefined): 'br' | 'gzip' | null;
export declare function namesMediaType(accept: string | null | undefined, mediaType: string): boolean;
export declare function preferredLanguages(acceptLanguage: string | null | undefined): string[];
