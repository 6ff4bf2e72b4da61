import { describe, expect, it } from 'vitest';
import { conversionChargeMilli } from './conversion.ts';
import { rupeesToMilli } from './money.ts';

describe('conversion charge', () => {
  it('takes 5 % from deposit to withdrawable', () => {
    expect(conversionChargeMilli(rupeesToMilli(100), 'depositToWithdraw')).toBe(5000n);
    expect(conversionChargeMilli(rupeesToMilli(1), 'depositToWithdraw')).toBe(50n);
    expect(conversionChargeMilli(rupeesToMilli(12.345), 'depositToWithdraw')).toBe(617n);
  });

  it('rounds half a milli-rupee up', () => {
    // 5 % of 0.01 rupee is 0.5 milli-rupee; of 0.029 it is 1.45.
    expect(conversionChargeMilli(10n, 'depositToWithdraw')).toBe(1n);
    expect(conversionChargeMilli(29n, 'depositToWithdraw')).toBe(1n);
    expect(conversionChargeMilli(9n, 'depositToWithdraw')).toBe(0n);
  });

  it('is free from withdrawable to deposit, and zero for nothing', () => {
    expect(conversionChargeMilli(rupeesToMilli(100), 'withdrawToDeposit')).toBe(0n);
    expect(conversionChargeMilli(0n, 'depositToWithdraw')).toBe(0n);
    expect(conversionChargeMilli(-5000n, 'depositToWithdraw')).toBe(0n);
  });
});
