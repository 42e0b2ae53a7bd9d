import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  decodeIssue,
  encodeIssue,
  firstFieldErrors,
  VALIDATION_RULES,
} from '@/lib/validation/issue';
import { requiredString, v } from '@/lib/validation/rules';

describe('encodeIssue / decodeIssue', () => {
  it('round-trips every rule, with and without values', () => {
    for (const rule of VALIDATION_RULES) {
      expect(decodeIssue(encodeIssue(rule))).toEqual({ rule, values: {} });
      const values = { min: 3, label: 'a:b "c" {d}' };
      expect(decodeIssue(encodeIssue(rule, values))).toEqual({ rule, values });
    }
  });

  it('is compact', () => {
    expect(encodeIssue('required')).toBe('v:required');
    expect(encodeIssue('required', {})).toBe('v:required');
    expect(encodeIssue('min_value', { min: 3 })).toBe('v:min_value:{"min":3}');
  });

  it('rejects anything else', () => {
    for (const text of [
      'The email field is required.',
      'v:unknown',
      'v:min:{bad json',
      'v:min:[1]',
      'v:min:{"a":{"b":1}}',
      'v:',
      '',
    ]) {
      expect(decodeIssue(text), text).toBeNull();
    }
  });
});

describe('firstFieldErrors', () => {
  it('keeps the first message per dotted path', () => {
    const schema = z.object({
      email: requiredString(v.email()),
      address: z.object({ city: requiredString() }),
    });
    const result = schema.safeParse({ email: 'x', address: { city: '' } });
    expect(result.success).toBe(false);
    expect(firstFieldErrors(result.error!)).toEqual({
      email: 'v:email',
      'address.city': 'v:required',
    });
    expect(
      firstFieldErrors({
        issues: [
          { path: [], message: 'a' },
          { path: [], message: 'b' },
        ],
      }),
    ).toEqual({ '': 'a' });
  });
});
