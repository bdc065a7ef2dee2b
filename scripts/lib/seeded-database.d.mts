/** Whether a backend started on `dir` with `env` would seed the default catalogue from nothing. */
export declare function seedsDefaultCatalogue(dir: string, env: Record<string, string | undefined>): boolean;
/** Copies the kept seeded database into `dir`; false when there is none for this build and seed. */
export declare function copySeededDatabase(dir: string): Promise<boolean>;
/** Keeps the database a backend running on `dir` has just seeded, for the next fresh starts. */
export declare function keepSeededDatabase(dir: string): Promise<void>;
