import { describe, expect, it } from 'vitest';

import { ESIM_USAGE_STATES } from '../schemas/esim-usage';
import { makeEsimStatusPage, makeEsimUsage, makeEsimUsageLink } from './esim-usage';

describe('eSIM usage fakes', () => {
  it('fit each state: the whole plan before installation, no days once expired, all data once exhausted', () => {
    expect(makeEsimUsage('notInstalled')).toMatchObject({ dataUsedMb: 0, daysLeft: 30 });
    expect(makeEsimUsage('notInstalled').installedAt).toBeUndefined();
    expect(makeEsimUsage('active').dataUsedMb).toBeLessThan(makeEsimUsage('active').dataTotalMb);
    expect(makeEsimUsage('exhausted').dataUsedMb).toBe(makeEsimUsage('exhausted').dataTotalMb);
    expect(makeEsimUsage('expired').daysLeft).toBe(0);
  });

  it('list one eSIM per state and one whose usage is unavailable, each with its own ICCID', () => {
    const page = makeEsimStatusPage();
    expect(page.items.map((esim) => esim.usage?.state)).toEqual([...ESIM_USAGE_STATES, undefined]);
    expect(new Set(page.items.map((esim) => esim.iccid)).size).toBe(page.items.length);
    expect(makeEsimUsageLink().esims).toHaveLength(1);
  });
});
