import type { EsimPlan } from './esim-supplier';

/*
 * A plan's data and validity from its variant's option codes, as the seed names them
 * (backend/src/seed/option-names.ts): the `data` group's `5gb` or `500mb`, the `duration`
 * group's `30d`. 1 GB counts 1024 MB, as the suppliers count it.
 */

const DATA_CODE = /^(\d{1,6})(gb|mb)$/i;
const DURATION_CODE = /^(\d{1,4})d$/i;
const MB_PER_GB = 1024;

export interface VariantOption {
  code: string;
  groupCode: string;
}

export function esimPlanOf(options: readonly VariantOption[]): EsimPlan | undefined {
  let dataTotalMb: number | undefined;
  let validityDays: number | undefined;
  for (const option of options) {
    const data = DATA_CODE.exec(option.code);
    const duration = DURATION_CODE.exec(option.code);
    if (option.groupCode === 'data' && data?.[1] && data[2]) {
      dataTotalMb = Number(data[1]) * (data[2].toLowerCase() === 'gb' ? MB_PER_GB : 1);
    } else if (option.groupCode === 'duration' && duration?.[1]) {
      validityDays = Number(duration[1]);
    }
  }
  return dataTotalMb && validityDays ? { dataTotalMb, validityDays } : undefined;
}
