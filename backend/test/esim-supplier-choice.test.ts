import { describe, expect, it } from 'vitest';

import { chooseSupplier, readSupplierName } from '../src/plugins/esim-delivery/suppliers/supplier-choice';

describe('ESIM_SUPPLIER', () => {
  it('is the sandbox by default, and names one of the adapters otherwise', () => {
    expect(readSupplierName({})).toBe('sandbox');
    expect(readSupplierName({ ESIM_SUPPLIER: ' ' })).toBe('sandbox');
    expect(chooseSupplier({}, { production: false })).toBeUndefined();
    expect(chooseSupplier({ ESIM_SUPPLIER: 'airalo' }, { production: false })?.name).toBe('airalo');
    expect(chooseSupplier({ ESIM_SUPPLIER: 'esimaccess' }, { production: false })?.name).toBe('esimaccess');
    expect(() => readSupplierName({ ESIM_SUPPLIER: 'esimgo' })).toThrow(/ESIM_SUPPLIER.*sandbox, airalo, esimaccess/);
  });

  it('stops a production start on a simulator, naming the settings missing', () => {
    expect(() => chooseSupplier({ ESIM_SUPPLIER: 'airalo' }, { production: true })).toThrow(/AIRALO_CLIENT_ID and AIRALO_CLIENT_SECRET/);
    expect(() => chooseSupplier({ ESIM_SUPPLIER: 'esimaccess' }, { production: true })).toThrow(
      /ESIMACCESS_ACCESS_CODE.*ESIMACCESS_WEBHOOK_SECRET/,
    );
    expect(() => chooseSupplier({ ESIM_SUPPLIER: 'esimaccess', ESIMACCESS_ACCESS_CODE: 'code' }, { production: true })).toThrow(
      /ESIMACCESS_WEBHOOK_SECRET/,
    );
    const live = { ESIM_SUPPLIER: 'esimaccess', ESIMACCESS_ACCESS_CODE: 'code', ESIMACCESS_WEBHOOK_SECRET: 'a-secret-of-sixteen-chars' };
    expect(chooseSupplier(live, { production: true })?.name).toBe('esimaccess');
    expect(
      chooseSupplier({ ESIM_SUPPLIER: 'airalo', AIRALO_CLIENT_ID: 'id', AIRALO_CLIENT_SECRET: 'secret' }, { production: true })?.name,
    ).toBe('airalo');
  });
});
