/**
 * A `tel:` URI for a number as people write it ("+33 (0)1 23 45 67 89"):
 * digits and a leading `+` only, since dialers may not accept the spaces,
 * dots and brackets. A "(0)" trunk prefix after an international code is
 * dropped: it is not dialled from abroad.
 */
export function telHref(number: string): string {
  const trimmed = number.trim();
  const international = trimmed.startsWith('+');
  const withoutTrunk = international ? trimmed.replace(/\(0\)/g, '') : trimmed;
  return `tel:${international ? '+' : ''}${withoutTrunk.replace(/\D/g, '')}`;
}
