import { describe, expect, it } from 'vitest';
import {
  axisOptions,
  compareByLeadingNumber,
  findVariant,
  leadingNumber,
  optionStates,
  selectOption,
  selectionFromVariantId,
  type PlanVariant,
  type VariantAxis,
} from './variant-picker.logic';

function variant(id: string, data: string, duration: string, price: number): PlanVariant {
  return {
    id,
    data: { code: `data-${data}`, label: data },
    duration: { code: `duration-${duration}`, label: duration },
    price,
  };
}

// A sparse catalogue like the real one, in backend order (not sorted): 1 GB exists only for
// 7 days, 10 GB only for 30 and 120 days; 3 GB for 7 and 30 days.
const variants: PlanVariant[] = [
  variant('v10-120', '10 GB', '120 days', 4000),
  variant('v10-30', '10 GB', '30 days', 2500),
  variant('v3-7', '3 GB', '7 days', 900),
  variant('v1-7', '1 GB', '7 days', 450),
  variant('v3-30', '3 GB', '30 days', 1200),
];

const axes: VariantAxis[] = ['data', 'duration'];
const other = (axis: VariantAxis): VariantAxis => (axis === 'data' ? 'duration' : 'data');

const labels = (options: { label: string }[]) => options.map((option) => option.label);
const nonCombiningLabels = (options: { label: string; combinesWithSelection: boolean }[]) =>
  options.filter((option) => !option.combinesWithSelection).map((option) => option.label);
const codeOf = (axis: VariantAxis, label: string) => `${axis}-${label}`;

describe('leadingNumber', () => {
  it('reads the first number of a label, decimal point or comma', () => {
    expect(leadingNumber('10 GB')).toBe(10);
    expect(leadingNumber('1.5 GB')).toBe(1.5);
    expect(leadingNumber('1,5 Go')).toBe(1.5);
    expect(leadingNumber('30日間')).toBe(30);
  });

  it('is undefined for labels without a number', () => {
    expect(leadingNumber('Unlimited')).toBeUndefined();
  });
});

describe('compareByLeadingNumber', () => {
  it('sorts numerically, not alphabetically, with unnumbered labels last', () => {
    expect(['10 GB', 'Unlimited', '3 GB', '1 GB'].sort(compareByLeadingNumber)).toEqual(['1 GB', '3 GB', '10 GB', 'Unlimited']);
  });
});

describe('axisOptions', () => {
  it('lists each data amount once, smallest first', () => {
    expect(labels(axisOptions(variants, 'data'))).toEqual(['1 GB', '3 GB', '10 GB']);
  });

  it('lists each duration once, shortest first', () => {
    expect(labels(axisOptions(variants, 'duration'))).toEqual(['7 days', '30 days', '120 days']);
  });
});

describe('findVariant', () => {
  it('finds the variant of a combination, and none for a combination that does not exist', () => {
    expect(findVariant(variants, 'data-3 GB', 'duration-30 days')?.id).toBe('v3-30');
    expect(findVariant(variants, 'data-1 GB', 'duration-30 days')).toBeUndefined();
  });
});

describe('selectionFromVariantId', () => {
  it('holds the codes of the variant', () => {
    expect(selectionFromVariantId(variants, 'v3-30')).toEqual({ data: 'data-3 GB', duration: 'duration-30 days' });
  });

  it('is empty for an unknown or missing id', () => {
    expect(selectionFromVariantId(variants, 'nope')).toEqual({});
    expect(selectionFromVariantId(variants, undefined)).toEqual({});
  });
});

describe('optionStates', () => {
  it('lists every option of both axes from any selection: none is ever left out', () => {
    for (const selection of [{}, ...variants.map((from) => selectionFromVariantId(variants, from.id))]) {
      const states = optionStates(variants, selection);
      expect(labels(states.data)).toEqual(['1 GB', '3 GB', '10 GB']);
      expect(labels(states.duration)).toEqual(['7 days', '30 days', '120 days']);
    }
  });

  it('marks nothing before anything is chosen', () => {
    const states = optionStates(variants, {});
    expect(nonCombiningLabels(states.data)).toEqual([]);
    expect(nonCombiningLabels(states.duration)).toEqual([]);
  });

  it('marks the durations that do not exist with the chosen data amount', () => {
    const states = optionStates(variants, selectionFromVariantId(variants, 'v1-7'));
    expect(nonCombiningLabels(states.duration)).toEqual(['30 days', '120 days']);
  });

  it('marks the data amounts that do not exist with the chosen duration', () => {
    const states = optionStates(variants, selectionFromVariantId(variants, 'v1-7'));
    expect(nonCombiningLabels(states.data)).toEqual(['10 GB']);
  });

  it('marks relative to the other axis current value only, so the marks follow it', () => {
    // Same duration (30 days), different data amounts: only the duration marks change.
    const with3 = optionStates(variants, selectionFromVariantId(variants, 'v3-30'));
    const with10 = optionStates(variants, selectionFromVariantId(variants, 'v10-30'));
    expect(nonCombiningLabels(with3.duration)).toEqual(['120 days']);
    expect(nonCombiningLabels(with10.duration)).toEqual(['7 days']);
    expect(nonCombiningLabels(with3.data)).toEqual(['1 GB']);
    expect(nonCombiningLabels(with10.data)).toEqual(['1 GB']);
  });

  it('marks only the other axis when one axis alone is chosen', () => {
    const states = optionStates(variants, { data: 'data-10 GB' });
    expect(nonCombiningLabels(states.duration)).toEqual(['7 days']);
    expect(nonCombiningLabels(states.data)).toEqual([]);
  });

  it('never marks the chosen options themselves', () => {
    for (const from of variants) {
      const states = optionStates(variants, selectionFromVariantId(variants, from.id));
      for (const axis of axes) {
        expect(states[axis].find((option) => option.code === from[axis].code)?.combinesWithSelection).toBe(true);
      }
    }
  });
});

describe('selectOption', () => {
  it('keeps the other axis when the combination exists', () => {
    const start = selectionFromVariantId(variants, 'v3-7');
    const { variant, selection } = selectOption(variants, start, 'duration', codeOf('duration', '30 days'));
    expect(variant?.id).toBe('v3-30');
    expect(selection).toEqual({ data: 'data-3 GB', duration: 'duration-30 days' });
  });

  it('moves the data amount to the smallest one sold for a non-combining duration', () => {
    // 1 GB is not sold for 30 days; 10 GB (first in backend order) and 3 GB are.
    const start = selectionFromVariantId(variants, 'v1-7');
    const { variant, selection } = selectOption(variants, start, 'duration', codeOf('duration', '30 days'));
    expect(variant?.id).toBe('v3-30');
    expect(selection).toEqual({ data: 'data-3 GB', duration: 'duration-30 days' });
  });

  it('moves the duration to the shortest one sold for a non-combining data amount', () => {
    // 10 GB is not sold for 7 days; 120 days (first in backend order) and 30 days are.
    const start = selectionFromVariantId(variants, 'v1-7');
    const { variant } = selectOption(variants, start, 'data', codeOf('data', '10 GB'));
    expect(variant?.id).toBe('v10-30');
  });

  it('keeps the other axis exactly when the picked option was marked as combining', () => {
    for (const from of variants) {
      const start = selectionFromVariantId(variants, from.id);
      const states = optionStates(variants, start);
      for (const axis of axes) {
        for (const option of states[axis]) {
          const { variant } = selectOption(variants, start, axis, option.code);
          expect(variant?.[other(axis)].code === from[other(axis)].code).toBe(option.combinesWithSelection);
        }
      }
    }
  });

  it('makes every option of both axes selectable from any selection: picking it always lands on a plan with it', () => {
    for (const selection of [{}, ...variants.map((from) => selectionFromVariantId(variants, from.id))]) {
      for (const axis of axes) {
        for (const option of optionStates(variants, selection)[axis]) {
          const result = selectOption(variants, selection, axis, option.code);
          expect(result.variant?.[axis].code).toBe(option.code);
          expect(result.selection[axis]).toBe(option.code);
        }
      }
    }
  });

  it('resolves the smallest matching plan from a first choice on an empty selection', () => {
    expect(selectOption(variants, {}, 'data', codeOf('data', '3 GB')).variant?.id).toBe('v3-7');
    expect(selectOption(variants, {}, 'duration', codeOf('duration', '30 days')).variant?.id).toBe('v3-30');
  });

  it('reaches every plan from every other in at most two choices, in either order', () => {
    for (const from of variants) {
      for (const to of variants) {
        const start = selectionFromVariantId(variants, from.id);
        for (const [first, second] of [
          ['data', 'duration'],
          ['duration', 'data'],
        ] as const) {
          const afterFirst = selectOption(variants, start, first, to[first].code);
          const afterSecond = selectOption(variants, afterFirst.selection, second, to[second].code);
          expect(afterSecond.variant?.id).toBe(to.id);
        }
      }
    }
  });

  it('returns no variant for a code no variant has', () => {
    const { variant, selection } = selectOption(variants, {}, 'data', 'data-99 GB');
    expect(variant).toBeUndefined();
    expect(selection).toEqual({ data: 'data-99 GB' });
  });
});
