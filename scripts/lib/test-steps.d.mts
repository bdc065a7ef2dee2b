/** What the tests read of test-steps.mjs. */
export declare function errorSummary(failureMessage: unknown): string;
