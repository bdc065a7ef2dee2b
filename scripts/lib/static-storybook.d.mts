export declare function serveStorybook(dir: string): Promise<{ url: string; stop: () => Promise<void> }>;
