/*
 * Pure rules of the variant picker: option lists, their order and which
 * combinations exist. No React here so every rule is unit-tested in Node.
 *
 * Selection rule: no option is ever disabled. eSIM catalogues are sparse
 * (1 GB/7 days, 3 GB/15 days, 10 GB/30 days…), and disabling what doesn't
 * combine traps shoppers: whichever axis is constrained, its missing options
 * can only be reached by guessing that the other axis must change first. So
 * every option of both axes is always selectable, and:
 * - an option that doesn't exist with the other axis's current value is
 *   marked (`combinesWithSelection: false`); the component shows the mark
 *   without colour or strikethrough and tells screen readers that picking it
 *   changes the other choice;
 * - picking an option keeps the other axis when that combination exists,
 *   otherwise moves the other axis to its first (smallest, by leading
 *   number) option that combines with it.
 * Hence any plan is reachable from any other in at most two choices.
 * The selection is just the two chosen codes: nothing else to keep in sync.
 */

export interface VariantOptionValue {
  /** Stable id of the option value (e.g. backend option id). */
  code: string;
  /** Translated display text, e.g. "3 GB", "30 jours". */
  label: string;
}

export interface PlanVariant {
  id: string;
  data: VariantOptionValue;
  duration: VariantOptionValue;
  /** Price in minor units. */
  price: number;
  /** Price before discount in minor units, if discounted. */
  regularPrice?: number;
}

export type VariantAxis = 'data' | 'duration';

export interface VariantSelection {
  data?: string;
  duration?: string;
}

export interface AxisOptionState extends VariantOptionValue {
  /**
   * Whether a variant has this option with the other axis's current value.
   * True while the other axis has no value. Picking an option for which it is
   * false moves the other axis (see `selectOption`).
   */
  combinesWithSelection: boolean;
}

const otherAxis = (axis: VariantAxis): VariantAxis => (axis === 'data' ? 'duration' : 'data');

/** First number in a label ("10 GB" → 10, "1,5 Go" → 1.5); undefined for "Unlimited". */
export function leadingNumber(label: string): number | undefined {
  const match = /\d+(?:[.,]\d+)?/.exec(label);
  return match === null ? undefined : Number(match[0].replace(',', '.'));
}

/** Orders labels by their leading number; labels without a number go last, ties by text. */
export function compareByLeadingNumber(left: string, right: string): number {
  const leftNumber = leadingNumber(left);
  const rightNumber = leadingNumber(right);
  if (leftNumber !== undefined && rightNumber !== undefined && leftNumber !== rightNumber) {
    return leftNumber - rightNumber;
  }
  if (leftNumber === undefined && rightNumber !== undefined) return 1;
  if (leftNumber !== undefined && rightNumber === undefined) return -1;
  return left.localeCompare(right);
}

/** Distinct option values of one axis, sorted by leading number. */
export function axisOptions(variants: readonly PlanVariant[], axis: VariantAxis): VariantOptionValue[] {
  const byCode = new Map<string, VariantOptionValue>();
  for (const variant of variants) {
    if (!byCode.has(variant[axis].code)) byCode.set(variant[axis].code, variant[axis]);
  }
  return [...byCode.values()].sort((left, right) => compareByLeadingNumber(left.label, right.label));
}

export function findVariant(
  variants: readonly PlanVariant[],
  dataCode: string | undefined,
  durationCode: string | undefined,
): PlanVariant | undefined {
  return variants.find((variant) => variant.data.code === dataCode && variant.duration.code === durationCode);
}

/** Selection matching a variant id; empty for an unknown or missing id. */
export function selectionFromVariantId(variants: readonly PlanVariant[], variantId: string | undefined): VariantSelection {
  const variant = variants.find((candidate) => candidate.id === variantId);
  return variant === undefined ? {} : { data: variant.data.code, duration: variant.duration.code };
}

/** Options of both axes, each marked with whether it combines with the other axis's current value. */
export function optionStates(variants: readonly PlanVariant[], selection: VariantSelection): Record<VariantAxis, AxisOptionState[]> {
  const statesOf = (axis: VariantAxis): AxisOptionState[] => {
    const partnerAxis = otherAxis(axis);
    const partnerCode = selection[partnerAxis];
    return axisOptions(variants, axis).map((option) => ({
      ...option,
      combinesWithSelection:
        partnerCode === undefined ||
        variants.some((variant) => variant[axis].code === option.code && variant[partnerAxis].code === partnerCode),
    }));
  };
  return { data: statesOf('data'), duration: statesOf('duration') };
}

/**
 * The shopper picks `code` on `axis`. Keeps the other axis when that
 * combination exists, otherwise moves it to its first (smallest) compatible
 * option.
 * Returns the new selection and the variant it designates (undefined only if
 * `code` matches no variant at all).
 */
export function selectOption(
  variants: readonly PlanVariant[],
  selection: VariantSelection,
  axis: VariantAxis,
  code: string,
): { selection: VariantSelection; variant: PlanVariant | undefined } {
  const partnerAxis = otherAxis(axis);
  const compatible = variants.filter((variant) => variant[axis].code === code);
  const keptPartner = compatible.find((variant) => variant[partnerAxis].code === selection[partnerAxis]);
  const firstPartner = [...compatible].sort((left, right) => compareByLeadingNumber(left[partnerAxis].label, right[partnerAxis].label))[0];
  const variant = keptPartner ?? firstPartner;
  const nextSelection: VariantSelection =
    variant === undefined ? { ...selection, [axis]: code } : { data: variant.data.code, duration: variant.duration.code };
  return { selection: nextSelection, variant };
}
