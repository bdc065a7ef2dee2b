import { describe, expect, it } from 'vitest';

import { DESKTOP_WIDTH, MOBILE_WIDTH, baselineName, staleBaselines, viewportHeightFor, widthOfViewport } from './picture-plan';

describe('the story pictures’ plan', () => {
  it('names a baseline by component, story, language and width', () => {
    expect(baselineName('components-texts--default', 375)).toEqual(['components-texts', 'default.375.png']);
    expect(baselineName('components-texts--default', 375, 'ja')).toEqual(['components-texts', 'default.ja.375.png']);
  });

  it('photographs at a mobile and a desktop width, each at a typical device height; a story’s own viewport by its breakpoint', () => {
    expect([MOBILE_WIDTH, DESKTOP_WIDTH]).toEqual([375, 1280]);
    expect([viewportHeightFor(MOBILE_WIDTH), viewportHeightFor(DESKTOP_WIDTH)]).toEqual([740, 900]);
    expect(widthOfViewport('mobile')).toBe(320);
    expect(widthOfViewport('no-such-breakpoint')).toBeUndefined();
    expect(widthOfViewport(undefined)).toBeUndefined();
  });

  it('finds the baselines a whole run did not compare with, leaving out those of stories whose test failed', () => {
    const baselines = [
      'components-texts/default.375.png',
      'components-texts/default.de.375.png',
      'components-texts/long.de.375.png',
      'components-gone/default.375.png',
      'components-failed/default.1280.png',
      'components-failed/default.fr.375.png',
      'components-failed/default-two.375.png',
    ];
    const photographed = new Set(['components-texts/default.375.png', 'components-texts/default.de.375.png']);
    expect(staleBaselines(baselines, photographed, new Set(['components-failed--default']))).toEqual([
      'components-texts/long.de.375.png',
      'components-gone/default.375.png',
      'components-failed/default-two.375.png',
    ]);
  });
});
