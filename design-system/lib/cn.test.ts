import { describe, expect, it } from 'vitest';

import { cn, prepareClassMergeConfig } from './cn';

describe('cn', () => {
  it('joins conditional classes and keeps the later of two that conflict', () => {
    expect(cn('p-0', false, undefined, ['text-sm', { 'font-bold': true, italic: false }], 'p-1')).toBe('text-sm font-bold p-1');
  });

  it('knows the design system’s z-index names and breakpoints', () => {
    expect(cn('z-header', 'z-modal')).toBe('z-modal');
    expect(cn('tablet:px-2', 'tablet:px-4', 'desktop:px-2')).toBe('tablet:px-4 desktop:px-2');
  });

  it('builds its configuration once, whether a page prepares it first or not', () => {
    const config = prepareClassMergeConfig();
    expect(prepareClassMergeConfig()).toBe(config);
    expect(config.classGroups.z).toContainEqual({ z: ['header', 'chat-button', 'sidebar', 'modal'] });
    expect(config.theme.breakpoint).toEqual(
      expect.arrayContaining(['mobile', 'mobileMedium', 'mobileWide', 'tablet', 'desktop', 'desktopMedium', 'desktopWide']),
    );
  });
});
