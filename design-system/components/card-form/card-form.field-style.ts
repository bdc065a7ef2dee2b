/**
 * The shop's look for the text inside a hosted card field (a frame of the card
 * gateway's origin, which this page's stylesheets cannot reach): read from the
 * box the field sits in and the theme's roles, as the small style object the
 * gateway's frames accept (each value is checked there with `CSS.supports`).
 * Browser only.
 */
export interface CardFieldTextStyle {
  color?: string;
  fontFamily?: string;
  fontSize?: string;
  fontWeight?: string;
  letterSpacing?: string;
  placeholderColor?: string;
  invalidColor?: string;
}

function nonEmpty(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function cardFieldTextStyle(box: Element): CardFieldTextStyle {
  const view = box.ownerDocument.defaultView;
  if (!view) return {};
  const text = view.getComputedStyle(box);
  const theme = view.getComputedStyle(box.ownerDocument.documentElement);
  const style: CardFieldTextStyle = {
    color: nonEmpty(text.color),
    fontFamily: nonEmpty(text.fontFamily),
    fontSize: nonEmpty(text.fontSize),
    fontWeight: nonEmpty(text.fontWeight),
    letterSpacing: nonEmpty(text.letterSpacing),
    placeholderColor: nonEmpty(theme.getPropertyValue('--muted-foreground')),
    invalidColor: nonEmpty(theme.getPropertyValue('--danger')),
  };
  return Object.fromEntries(Object.entries(style).filter(([, value]) => value !== undefined)) as CardFieldTextStyle;
}
