import { afterEach, describe, expect, it } from 'vitest';

// @ts-expect-error -- the server's plain ESM modules have no type declarations.
import { createJsonLog, logFormat, sendConsoleToLog } from './log.mjs';
// @ts-expect-error -- the server's plain ESM modules have no type declarations.
import { runForRequest } from './request-id.mjs';

/* Issue 34 point 4: the storefront's log lines are JSON, each naming the request it was written for. */

const original = { error: console.error, warn: console.warn };
afterEach(() => Object.assign(console, original));

describe('the storefront’s JSON log', () => {
  it('turns console.error and console.warn into JSON lines naming the request, wherever they were written', async () => {
    const lines: string[] = [];
    sendConsoleToLog(createJsonLog((line: string) => lines.push(line)));
    await runForRequest('lb-7f3a9c2e1d', async () => {
      await Promise.resolve();
      console.error('[shop] %s failed: %d', 'getProduct', 503);
    });
    console.warn('published version unavailable');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      { time: expect.any(String), level: 'error', requestId: 'lb-7f3a9c2e1d', message: '[shop] getProduct failed: 503' },
      { time: expect.any(String), level: 'warn', message: 'published version unavailable' },
    ]);
  });

  it('is JSON in production unless told otherwise, and refuses a format it does not know', () => {
    expect(logFormat({ NODE_ENV: 'production' })).toBe('json');
    expect(logFormat({})).toBe('text');
    expect(logFormat({ NODE_ENV: 'production', LOG_FORMAT: 'text' })).toBe('text');
    expect(() => logFormat({ LOG_FORMAT: 'yaml' })).toThrow(/LOG_FORMAT must be json or text, not "yaml"/);
  });
});
