import { describe, expect, it } from 'vitest';
import { formatMoney, minorToMajorString, parseMajorToMinor } from '@/lib/format/money';

describe('money', () => {
  it('parses typed amounts to integer minor units', () => {
    expect(parseMajorToMinor('1,234.5', 'SAR')).toBe(123450);
    expect(parseMajorToMinor('١٢٣٫٤٥', 'SAR')).toBe(12345);
    expect(parseMajorToMinor('0.1', 'SAR')).toBe(10);
    expect(parseMajorToMinor('10', 'KWD')).toBe(10000);
    expect(parseMajorToMinor('1.234', 'SAR')).toBeNull();
    expect(parseMajorToMinor('-5', 'SAR')).toBeNull();
    expect(parseMajorToMinor('abc', 'SAR')).toBeNull();
  });

  it('round-trips through the form representation', () => {
    for (const value of [0, 1, 10, 99, 100, 123456789]) {
      expect(parseMajorToMinor(minorToMajorString(value, 'SAR'), 'SAR')).toBe(value);
    }
  });

  it('formats per locale', () => {
    expect(formatMoney(123450, 'SAR', 'en')).toMatch(/1,234\.50/);
    expect(formatMoney(500000, 'SAR', 'en')).toMatch(/5,000(?!\.)/);
    expect(formatMoney(123450, 'SAR', 'ar')).toMatch(/1,234\.50.*ر\.س/);
  });
});
