import { useSyncExternalStore } from 'react';

/**
 * The tokens written in `styles/tokens/*.css`, read from the page's own style sheets, so the
 * foundations pages show what the browser applies and never a copy of it.
 */

function* styleRulesOf(rules: CSSRuleList | []): Generator<CSSStyleRule> {
  for (const rule of rules) {
    if (rule instanceof CSSStyleRule) yield rule;
    // Layers, media and supports blocks hold rules of their own.
    else if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) yield* styleRulesOf(rule.cssRules);
  }
}

/** A style sheet from another origin cannot be read (the browser throws); none of ours is one. */
function readableRules(sheet: CSSStyleSheet): CSSRuleList | [] {
  try {
    return sheet.cssRules;
  } catch {
    return [];
  }
}

/** Names of the custom properties set on `:root` that start with `prefix` (e.g. "--motion-"), in the order written. */
export function rootCustomPropertyNames(prefix: string): string[] {
  const names = new Set<string>();
  for (const sheet of document.styleSheets) {
    for (const rule of styleRulesOf(readableRules(sheet))) {
      if (!rule.selectorText.split(',').some((selector) => selector.trim() === ':root')) continue;
      for (const property of rule.style) if (property.startsWith(prefix)) names.add(property);
    }
  }
  return [...names];
}

/** The value the browser resolved for a custom property on `:root` ("200ms", "#0f63b3"). */
export function rootCustomProperty(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/** The page's style sheets are the store: a sheet added or edited (Vite's hot reload) may change a token. */
export function subscribeToStyles(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}

/** A string read from the style sheets, read again when they change (a string: equal reads compare equal). */
export function useStyleSheetSnapshot(read: () => string): string {
  return useSyncExternalStore(subscribeToStyles, read, () => '');
}
