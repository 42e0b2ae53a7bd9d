import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { encodeIssue, VALIDATION_RULES, type ValidationRule } from '@/lib/validation/issue';
import { translateIssue } from '@/lib/validation/translate';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

const tEn = createTranslator({ locale: 'en', messages: en, namespace: 'validation' });
const tAr = createTranslator({ locale: 'ar', messages: ar, namespace: 'validation' });

const values: Partial<Record<ValidationRule, Record<string, string | number>>> = {
  between: { min: 1, max: 5 },
  digits: { length: 4 },
  dimensions: { width: 512, height: 256 },
  ext: { extensions: 'pdf, docx' },
  length: { length: 3 },
  max: { length: 20 },
  max_value: { max: 10 },
  min: { length: 8 },
  min_value: { min: 18 },
  size: { size: 2048 },
};

const expected: Record<ValidationRule, [en: string, ar: string]> = {
  alpha: ['The Name field may only contain letters.', 'يجب أن يحتوي حقل الاسم على حروف فقط.'],
  alpha_num: [
    'The Name field may only contain letters and numbers.',
    'يجب أن يحتوي حقل الاسم على حروف وأرقام فقط.',
  ],
  alpha_dash: [
    'The Name field may only contain letters, numbers, dashes and underscores.',
    'يجب أن يحتوي حقل الاسم على حروف وأرقام وشرطات وشرطات سفلية فقط.',
  ],
  alpha_spaces: [
    'The Name field may only contain letters and spaces.',
    'يجب أن يحتوي حقل الاسم على حروف ومسافات فقط.',
  ],
  between: ['The Name field must be between 1 and 5.', 'يجب أن تكون قيمة حقل الاسم بين 1 و5.'],
  common_password: [
    'This password is one of the most common ones and easy to guess. Please choose another.',
    'كلمة المرور هذه من أكثر كلمات المرور شيوعًا ويسهل تخمينها. يُرجى اختيار كلمة مرور أخرى.',
  ],
  confirmed: [
    'The confirm password field does not match the password field.',
    'حقل تأكيد كلمة المرور لا يطابق حقل كلمة المرور.',
  ],
  digits: [
    'The Name field must be numeric and contain exactly 4 digits.',
    'يجب أن يكون حقل الاسم رقميًا ويتكوّن من 4 أرقام بالضبط.',
  ],
  dimensions: [
    'The Name field must be 512 pixels by 256 pixels.',
    'يجب أن يكون عرض الصورة في حقل الاسم 512 بكسل وارتفاعها 256 بكسل.',
  ],
  email: [
    'The Name field must be a valid email address.',
    'يجب أن يكون حقل الاسم بريدًا إلكترونيًا صالحًا.',
  ],
  ext: [
    'The Name field must be a file of type: pdf, docx.',
    'يجب أن يكون حقل الاسم ملفًا من نوع: pdf, docx.',
  ],
  image: ['The Name field must be an image.', 'يجب أن يكون حقل الاسم صورة.'],
  integer: ['The Name field must be an integer.', 'يجب أن يكون حقل الاسم عددًا صحيحًا.'],
  length: [
    'The Name field must be exactly 3 characters long.',
    'يجب أن يتكوّن حقل الاسم من 3 أحرف بالضبط.',
  ],
  max: [
    'The Name field may not be greater than 20 characters.',
    'يجب ألّا يتجاوز حقل الاسم 20 حرفًا.',
  ],
  max_value: ['The Name field must be 10 or less.', 'يجب أن تكون قيمة حقل الاسم 10 أو أقل.'],
  min: ['The Name field must be at least 8 characters.', 'يجب ألّا يقل حقل الاسم عن 8 أحرف.'],
  min_value: ['The Name field must be 18 or more.', 'يجب أن تكون قيمة حقل الاسم 18 أو أكثر.'],
  mimes: ['The Name field must have a valid file type.', 'نوع الملف في حقل الاسم غير مسموح به.'],
  not_one_of: ['The Name field is not a valid value.', 'قيمة حقل الاسم غير صالحة.'],
  numeric: [
    'The Name field may only contain numeric characters.',
    'يجب أن يحتوي حقل الاسم على أرقام فقط.',
  ],
  one_of: ['The Name field is not a valid value.', 'قيمة حقل الاسم غير صالحة.'],
  regex: [
    'The password must contain at least an uppercase letter, a lowercase letter, a number and one symbol.',
    'يجب أن تحتوي كلمة المرور على حرف كبير وحرف صغير ورقم ورمز واحد على الأقل.',
  ],
  required: ['The Name field is required.', 'حقل الاسم مطلوب.'],
  size: [
    'The Name field may not be greater than 2048 KB.',
    'يجب ألّا يتجاوز حجم الملف في حقل الاسم 2048 كيلوبايت.',
  ],
  url: ['The Name field is not a valid URL.', 'حقل الاسم ليس رابطًا صالحًا.'],
};

describe('translateIssue', () => {
  it.each(VALIDATION_RULES)('%s in English and Arabic', (rule) => {
    const message = encodeIssue(rule, values[rule]);
    expect(translateIssue(tEn, message, 'Name')).toBe(expected[rule][0]);
    expect(translateIssue(tAr, message, 'الاسم')).toBe(expected[rule][1]);
  });

  it('every rule has a message in both languages', () => {
    // Besides the rules: `fields`, the field nouns (field-names.test.tsx).
    const rules = (messages: object) => Object.keys(messages).filter((key) => key !== 'fields');
    expect(rules(en.validation).sort()).toEqual([...VALIDATION_RULES].sort());
    expect(rules(ar.validation).sort()).toEqual([...VALIDATION_RULES].sort());
  });

  it('uses English plural forms', () => {
    expect(translateIssue(tEn, encodeIssue('min', { length: 1 }), 'Code')).toBe(
      'The Code field must be at least 1 character.',
    );
  });

  it('uses all six Arabic plural forms', () => {
    const min = (length: number) => translateIssue(tAr, encodeIssue('min', { length }), 'الرمز');
    expect(min(0)).toBe('يجب ألّا يقل حقل الرمز عن 0 حرف.');
    expect(min(1)).toBe('يجب ألّا يقل حقل الرمز عن حرف واحد.');
    expect(min(2)).toBe('يجب ألّا يقل حقل الرمز عن حرفين.');
    expect(min(5)).toBe('يجب ألّا يقل حقل الرمز عن 5 أحرف.');
    expect(min(11)).toBe('يجب ألّا يقل حقل الرمز عن 11 حرفًا.');
    expect(min(100)).toBe('يجب ألّا يقل حقل الرمز عن 100 حرف.');
    const max = (length: number) => translateIssue(tAr, encodeIssue('max', { length }), 'الرمز');
    expect(max(1)).toBe('يجب ألّا يتجاوز حقل الرمز حرفًا واحدًا.');
  });

  it('returns other messages unchanged, and empty for no message', () => {
    expect(translateIssue(tEn, 'Already taken.', 'Email')).toBe('Already taken.');
    expect(translateIssue(tAr, 'v:nope', 'Email')).toBe('v:nope');
    expect(translateIssue(tEn, undefined, 'Email')).toBe('');
  });
});
