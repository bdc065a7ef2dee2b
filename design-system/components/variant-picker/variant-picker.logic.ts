/*
 * Pure rules of the variant picker: option lists, their order and which
 * combinations exist. No React here so every rule is unit-tested in Node.
 *
 * Availability rule (why not simply "disable what doesn't combine with the
 * other axis"): eSIM catalogues are sparse (1 GB/7 days, 3 GB/15 days,
 * 10 GB/30 days…). Disabling both axes against each other would leave the
 * shopper stuck on the first variant. So the axis the shopper touched last
 * *drives*: its options stay enabled, the other axis disables the options that
 * don't exist with the chosen value, and picking a driving option that doesn't
 * combine with the current other value moves the other axis to its first
 * (smallest) compatible option.
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
  /** The axis last chosen by the shopper; it constrains the other axis. */
  drivenBy: VariantAxis;
}

export interface AxisOptionState extends VariantOptionValue {
  available: boolean;
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

/** Selection matching a variant id; the data axis drives by default. */
export function selectionFromVariantId(
  variants: readonly PlanVariant[],
  variantId: string | undefined,
  drivenBy: VariantAxis = 'data',
): VariantSelection {
  const variant = variants.find((candidate) => candidate.id === variantId);
  return variant === undefined ? { drivenBy } : { data: variant.data.code, duration: variant.duration.code, drivenBy };
}

/** Options of both axes with their availability under the current selection. */
export function optionStates(
  variants: readonly PlanVariant[],
  selection: VariantSelection,
): Record<VariantAxis, AxisOptionState[]> {
  const statesOf = (axis: VariantAxis): AxisOptionState[] => {
    const constrainingAxis = otherAxis(axis);
    const constrainingCode = selection[constrainingAxis];
    const isConstrained = selection.drivenBy === constrainingAxis && constrainingCode !== undefined;
    return axisOptions(variants, axis).map((option) => ({
      ...option,
      available:
        !isConstrained ||
        variants.some((variant) => variant[axis].code === option.code && variant[constrainingAxis].code === constrainingCode),
    }));
  };
  return { data: statesOf('data'), duration: statesOf('duration') };
}

/**
 * The shopper picks `code` on `axis`. Keeps the other axis when that
 * combination exists, otherwise moves it to the first compatible option.
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
  const firstPartner = [...compatible].sort((left, right) =>
    compareByLeadingNumber(left[partnerAxis].label, right[partnerAxis].label),
  )[0];
  const variant = keptPartner ?? firstPartner;
  const nextSelection: VariantSelection =
    variant === undefined
      ? { ...selection, [axis]: code, drivenBy: axis }
      : { data: variant.data.code, duration: variant.duration.code, drivenBy: axis };
  return { selection: nextSelection, variant };
}
