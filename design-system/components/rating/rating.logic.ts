/** Spec §9 star icons. */
export type StarKind = 'full' | 'half' | 'empty';

/**
 * The stars for a value: rounded to the nearest half (4.7 → ★★★★½, 4.9 → ★★★★★),
 * clamped into 0…`max`; anything not a number shows no filled star.
 */
export function starKinds(value: number, max = 5): StarKind[] {
  const count = Number.isFinite(max) ? Math.max(0, Math.floor(max)) : 0;
  const halves = Number.isFinite(value) ? Math.round(Math.min(Math.max(value, 0), count) * 2) : 0;
  return Array.from({ length: count }, (_, index) => {
    const left = halves - index * 2;
    return left >= 2 ? 'full' : left === 1 ? 'half' : 'empty';
  });
}
