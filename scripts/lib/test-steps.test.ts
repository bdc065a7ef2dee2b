import { describe, expect, it } from 'vitest';

import { errorSummary } from './test-steps.mjs';

describe('errorSummary', () => {
  it('keeps only the first line of an ordinary error', () => {
    expect(errorSummary('AssertionError: expected 2 to be 3\n    at story.tsx:12:3\n    at run (vitest.js:1:1)')).toBe(
      'AssertionError: expected 2 to be 3',
    );
  });

  it('keeps the lines a heading ending in a colon introduces, and none of the stack', () => {
    const message = [
      'Error: Pictures that differ from their baselines:',
      '  components-slider/german.375.png: differs, 812 pixels differ in x 140–239, y 150–199 of 375×216 (see .tmp/a)',
      '  components-slider/german.1280.png: differs, 9 pixels differ in x 1–2, y 3–4 of 608×216 (see .tmp/b)',
      '    at photograph (story-pictures.ts:300:11)',
    ].join('\n');
    expect(errorSummary(message)).toBe(
      'Error: Pictures that differ from their baselines: components-slider/german.375.png: differs, 812 pixels differ in x 140–239, y 150–199 of 375×216 (see .tmp/a) components-slider/german.1280.png: differs, 9 pixels differ in x 1–2, y 3–4 of 608×216 (see .tmp/b)',
    );
  });

  it('lists at most five lines under a heading', () => {
    const message = [
      'Error: Pictures that differ from their baselines:',
      ...Array.from({ length: 8 }, (_, index) => `  picture-${index}.png`),
    ];
    expect(errorSummary(message.join('\n'))).toBe(`${message[0]} picture-0.png picture-1.png picture-2.png picture-3.png picture-4.png`);
  });

  it('answers an empty line for a test that failed without a message', () => {
    expect(errorSummary(undefined)).toBe('');
  });
});
