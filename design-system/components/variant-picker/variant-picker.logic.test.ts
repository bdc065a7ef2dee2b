import { describe, expect, it } from 'vitest';
import {
  axisOptions,
  compareByLeadingNumber,
  leadingNumber,
  optionStates,
  selectOption,
  selectionFromVariantId,
  type PlanVariant,
} from './variant-picker.logic';

function variant(id: string, data: string, duration: string, price: number): PlanVariant {
  return {
    id,
    data: { code: `data-${data}`, label: data },
    duration: { code: `duration-${duration}`, label: duration },
    price,
  };
}

// A sparse catalogue like the real one: 10 GB exists only for 30 days, 1 GB only for 7 days.
const variants: PlanVariant[] = [
  variant('v10-30', '10 GB', '30 days', 2500),
  variant('v3-7', '3 GB', '7 days', 900),
  variant('v1-7', '1 GB', '7 days', 450),
  variant('v3-30', '3 GB', '30 days', 1200),
];

const labels = (options: { label: string }[]) => options.map((option) => option.label);
const availableLabels = (options: { label: string; available: boolean }[]) =>
  options.filter((option) => option.available).map((option) => option.label);

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
    expect(['10 GB', 'Unlimited', '3 GB', '1 GB'].sort(compareByLeadingNumber)).toEqual([
      '1 GB',
      '3 GB',
      '10 GB',
      'Unlimited',
    ]);
  });
});

describe('axisOptions', () => {
  it('lists each data amount once, smallest first', () => {
    expect(labels(axisOptions(variants, 'data'))).toEqual(['1 GB', '3 GB', '10 GB']);
  });

  it('lists each duration once, shortest first', () => {
    expect(labels(axisOptions(variants, 'duration'))).toEqual(['7 days', '30 days']);
  });
});

describe('optionStates', () => {
  it('enables everything before anything is chosen', () => {
    const states = optionStates(variants, { drivenBy: 'data' });
    expect(availableLabels(states.data)).toEqual(['1 GB', '3 GB', '10 GB']);
    expect(availableLabels(states.duration)).toEqual(['7 days', '30 days']);
  });

  it('disables durations that do not exist with the chosen data amount', () => {
    const states = optionStates(variants, selectionFromVariantId(variants, 'v1-7', 'data'));
    expect(availableLabels(states.duration)).toEqual(['7 days']);
    // The driving axis stays free so the shopper can never get stuck.
    expect(availableLabels(states.data)).toEqual(['1 GB', '3 GB', '10 GB']);
  });

  it('disables data amounts that do not exist with the chosen duration', () => {
    const states = optionStates(variants, selectionFromVariantId(variants, 'v3-30', 'duration'));
    expect(availableLabels(states.data)).toEqual(['3 GB', '10 GB']);
    expect(availableLabels(states.duration)).toEqual(['7 days', '30 days']);
  });
});

describe('selectOption', () => {
  it('keeps the other axis when the combination exists', () => {
    const start = selectionFromVariantId(variants, 'v3-7');
    const { variant, selection } = selectOption(variants, start, 'duration', 'duration-30 days');
    expect(variant?.id).toBe('v3-30');
    expect(selection.drivenBy).toBe('duration');
  });

  it('moves the other axis to its smallest compatible option when the combination does not exist', () => {
    const start = selectionFromVariantId(variants, 'v1-7');
    const { variant } = selectOption(variants, start, 'data', 'data-10 GB');
    expect(variant?.id).toBe('v10-30');
  });

  it('resolves a full variant from a first choice on an empty selection', () => {
    const { variant } = selectOption(variants, { drivenBy: 'data' }, 'data', 'data-3 GB');
    expect(variant?.id).toBe('v3-7');
  });

  it('reaches every variant from any other one in at most two choices', () => {
    for (const from of variants) {
      for (const to of variants) {
        const afterData = selectOption(variants, selectionFromVariantId(variants, from.id), 'data', to.data.code);
        const afterDuration = selectOption(variants, afterData.selection, 'duration', to.duration.code);
        const disabledDuration = optionStates(variants, afterData.selection).duration.find(
          (option) => option.code === to.duration.code,
        );
        expect(disabledDuration?.available).toBe(true);
        expect(afterDuration.variant?.id).toBe(to.id);
      }
    }
  });

  it('returns no variant for a code no variant has', () => {
    expect(selectOption(variants, { drivenBy: 'data' }, 'data', 'data-99 GB').variant).toBeUndefined();
  });
});

describe('selectionFromVariantId', () => {
  it('is empty for an unknown id', () => {
    expect(selectionFromVariantId(variants, 'nope')).toEqual({ drivenBy: 'data' });
  });
});
