import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  acceptedCheckbox,
  optionalString,
  passwordSchema,
  requiredArray,
  requiredString,
  stringField,
  toNumber,
  v,
  withConfirmation,
} from '@/lib/validation/rules';
import { issuesOf } from './helpers';

const field = (...rules: Parameters<typeof requiredString>) => requiredString(...rules);

describe('string rules: pass and fail', () => {
  const cases: Array<[string, ReturnType<typeof field>, string[], string[], string]> = [
    [
      'alpha',
      field(v.alpha()),
      ['Sara', 'سارة', 'مُحَمَّد', 'Émile'],
      ['Sara1', 'سارة ١', 'a-b'],
      'alpha',
    ],
    [
      'alpha_num',
      field(v.alphaNum()),
      ['abc123', 'سارة٣', 'x٠'],
      ['abc 1', 'a_b', 'a!'],
      'alpha_num',
    ],
    [
      'alpha_dash',
      field(v.alphaDash()),
      ['a-b_c1', 'سارة-علي_٢'],
      ['a b', 'a.b', 'a@b'],
      'alpha_dash',
    ],
    [
      'alpha_spaces',
      field(v.alphaSpaces()),
      ['Sara Ali', 'سارة علي'],
      ['Sara_Ali', 'سارة 1', 'x-y'],
      'alpha_spaces',
    ],
    [
      'numeric',
      field(v.numeric()),
      ['0123', '٠١٢٣', '۱۲'],
      ['12.5', '-1', '1e3', '12a'],
      'numeric',
    ],
    ['integer', field(v.integer()), ['42', '-7', '+3', '٤٢'], ['4.2', '4a', '--1'], 'integer'],
    [
      'digits',
      field(v.digits(4)),
      ['1234', '٠١٢٣'],
      ['123', '12345', '12a4'],
      'digits{"length":4}',
    ],
    [
      'email',
      field(v.email()),
      ['a@b.co', 'first.last+tag@mail.example.sa'],
      ['a@b', 'a b@c.com', '@x.com'],
      'email',
    ],
    [
      'url',
      field(v.url()),
      ['https://example.com/x?y=1', 'http://localhost:3000'],
      ['example.com', 'ftp://x.com', 'javascript:alert(1)', 'http://nodot'],
      'url',
    ],
    ['length', field(v.length(3)), ['abc', 'سعد', '٣٤٥'], ['ab', 'abcd'], 'length{"length":3}'],
    ['min', field(v.min(3)), ['abc', 'abcdef', 'سعد'], ['ab', 'سع'], 'min{"length":3}'],
    ['max', field(v.max(3)), ['abc', 'a', '👍👍👍'], ['abcd', 'سعيدة'], 'max{"length":3}'],
    [
      'min_value',
      field(v.minValue(18)),
      ['18', '99', '١٨', '18.5'],
      ['17', '17.9', 'abc', '-20'],
      'min_value{"min":18}',
    ],
    [
      'max_value',
      field(v.maxValue(10)),
      ['10', '-3', '٩', '9.99'],
      ['11', '10.01', 'ten'],
      'max_value{"max":10}',
    ],
    [
      'between',
      field(v.between(1, 5)),
      ['1', '5', '3.5', '٤'],
      ['0', '6', '5.1', 'x'],
      'between{"min":1,"max":5}',
    ],
    ['one_of', field(v.oneOf(['sa', 'ae', 1])), ['sa', 'ae', '1'], ['eg', 'SA'], 'one_of'],
    [
      'not_one_of',
      field(v.notOneOf(['admin', 'root'])),
      ['sara', 'Admin'],
      ['admin', 'root'],
      'not_one_of',
    ],
    [
      'regex',
      field(v.regex(/^[A-Z]{2}\d+$/g)),
      ['SA123', 'AE9', 'SA123'],
      ['sa123', 'S1'],
      'regex',
    ],
  ];

  for (const [name, schema, valid, invalid, expected] of cases) {
    it(`${name}: accepts ${valid.join(' | ')}`, () => {
      for (const value of valid) expect(issuesOf(schema, value), value).toEqual([]);
    });
    it(`${name}: rejects ${invalid.join(' | ')}`, () => {
      for (const value of invalid) expect(issuesOf(schema, value), value).toEqual([expected]);
    });
  }
});

describe('required', () => {
  const schema = requiredString(v.email());

  it('fails on empty, blank, missing and null', () => {
    for (const value of ['', '   ', undefined, null]) {
      expect(issuesOf(schema, value)).toEqual(['required']);
    }
  });

  it('trims the value it returns', () => {
    expect(schema.parse('  a@b.co ')).toBe('a@b.co');
  });

  it('v.required works on any value', () => {
    const r = v.required();
    expect([r.test('x'), r.test(0), r.test(['a']), r.test(true)]).toEqual([true, true, true, true]);
    expect([r.test(' '), r.test([]), r.test(null), r.test(false)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('acceptedCheckbox requires true', () => {
    expect(issuesOf(acceptedCheckbox(), true)).toEqual([]);
    expect(issuesOf(acceptedCheckbox(), false)).toEqual(['required']);
    expect(issuesOf(acceptedCheckbox(), undefined)).toEqual(['required']);
  });

  it('requiredArray: required, then its rules', () => {
    const schema = requiredArray(z.string(), v.max(2));
    expect(issuesOf(schema, ['a'])).toEqual([]);
    expect(issuesOf(schema, [])).toEqual(['required']);
    expect(issuesOf(schema, undefined)).toEqual(['required']);
    expect(issuesOf(schema, ['a', 'b', 'c'])).toEqual(['max{"length":2}']);
  });
});

describe('first error only', () => {
  it('reports only the first failing rule, in the order given', () => {
    const schema = requiredString(v.min(5), v.alpha(), v.max(3));
    expect(issuesOf(schema, '')).toEqual(['required']);
    expect(issuesOf(schema, 'a1')).toEqual(['min{"length":5}']);
    expect(issuesOf(schema, 'abc12')).toEqual(['alpha']);
    expect(issuesOf(schema, 'abcdef')).toEqual(['max{"length":3}']);
  });

  it('skips zod checks chained after the rules once one failed', () => {
    const schema = requiredString(v.min(3)).refine((s) => s !== 'zz', 'second');
    expect(issuesOf(schema, 'zz')).toEqual(['min{"length":3}']);
  });

  it('one issue per field in an object', () => {
    const schema = z.object({
      a: requiredString(v.email(), v.max(3)),
      b: requiredString(v.numeric(), v.digits(2)),
    });
    expect(issuesOf(schema, { a: 'nope', b: 'x' })).toEqual(['email', 'numeric']);
  });
});

describe('optional strings', () => {
  const schema = optionalString(v.email());
  it('empty or missing passes, anything else is checked', () => {
    expect(issuesOf(schema, '')).toEqual([]);
    expect(issuesOf(schema, '  ')).toEqual([]);
    expect(issuesOf(schema, undefined)).toEqual([]);
    expect(issuesOf(schema, 'x')).toEqual(['email']);
    expect(issuesOf(schema, 'a@b.co')).toEqual([]);
  });
});

describe('password and confirmation', () => {
  it('passwordSchema: required, min 8, then the custom regex', () => {
    const schema = passwordSchema();
    expect(issuesOf(schema, '')).toEqual(['required']);
    expect(issuesOf(schema, 'Ab1!')).toEqual(['min{"length":8}']);
    for (const weak of ['abcdefg1!', 'ABCDEFG1!', 'Abcdefgh!', 'Abcdefgh1', 'Abcd efg1']) {
      expect(issuesOf(schema, weak), weak).toEqual(['regex']);
    }
    expect(issuesOf(schema, 'Abcdefg1!')).toEqual([]);
    expect(schema.parse(' Abcdefg1! ')).toBe(' Abcdefg1! '); // not trimmed
  });

  const schema = withConfirmation(
    z.object({
      email: requiredString(v.email()),
      password: passwordSchema(),
      passwordConfirmation: stringField({ trim: false }),
    }),
    'password',
    'passwordConfirmation',
  );
  const pathsOf = (value: unknown) => {
    const r = schema.safeParse(value);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };

  it('puts confirmed on the confirmation path', () => {
    expect(
      pathsOf({ email: 'a@b.co', password: 'Abcdefg1!', passwordConfirmation: 'Abcdefg1?' }),
    ).toEqual(['passwordConfirmation:v:confirmed']);
    expect(
      pathsOf({ email: 'a@b.co', password: 'Abcdefg1!', passwordConfirmation: 'Abcdefg1!' }),
    ).toEqual([]);
  });

  it('still checks confirmation while other fields are invalid', () => {
    expect(pathsOf({ email: 'x', password: 'Abcdefg1!', passwordConfirmation: 'other' })).toEqual([
      'email:v:email',
      'passwordConfirmation:v:confirmed',
    ]);
  });

  it('reports required, not confirmed, for an empty confirmation', () => {
    expect(pathsOf({ email: 'a@b.co', password: 'Abcdefg1!', passwordConfirmation: '' })).toEqual([
      'passwordConfirmation:v:required',
    ]);
  });
});

describe('toNumber', () => {
  it('reads Western and Arabic-Indic digits and decimal separators', () => {
    expect(toNumber('١٢٣')).toBe(123);
    expect(toNumber('۱۲')).toBe(12);
    expect(toNumber('٣٫٥')).toBe(3.5);
    expect(toNumber('-2.5')).toBe(-2.5);
    expect(toNumber('')).toBeNaN();
    expect(toNumber('1e3')).toBeNaN();
  });
});
