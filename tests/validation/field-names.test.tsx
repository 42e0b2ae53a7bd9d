// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator, NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { LISTING_KIND } from '@/features/listings/kinds';
import { encodeIssue } from '@/lib/validation/issue';
import { requiredString, v } from '@/lib/validation/rules';
import { fieldNoun, translateIssue } from '@/lib/validation/translate';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

/*
 * The `{field}` of "The {field} field is required." is the field's noun, validation.fields.<name>,
 * looked up by the form field's name ("email address", "البريد الإلكتروني"), not its visible
 * label ("Your message", "Price (SAR)"). Every field of every form has one in both languages.
 */

const tEn = createTranslator({ locale: 'en', messages: en, namespace: 'validation' });
const tAr = createTranslator({ locale: 'ar', messages: ar, namespace: 'validation' });
type WithNouns = { validation: { fields?: Record<string, string> } };
const nouns = {
  en: (en as WithNouns).validation.fields ?? {},
  ar: (ar as WithNouns).validation.fields ?? {},
};

afterEach(cleanup);

describe('field nouns', () => {
  it('are looked up by the field name in both languages, else the label', () => {
    expect(fieldNoun(tEn, { name: 'email', label: 'Email' })).toBe('email address');
    expect(fieldNoun(tAr, { name: 'email', label: 'البريد' })).toBe('البريد الإلكتروني');
    expect(fieldNoun(tEn, { name: 'nickname', label: 'Nickname' })).toBe('Nickname');
    expect(fieldNoun(tEn, { label: 'Nickname' })).toBe('Nickname');
    expect(fieldNoun(tEn, { name: '', label: 'Nickname' })).toBe('Nickname');
  });

  it('read naturally inside the messages', () => {
    const required = encodeIssue('required');
    const max = encodeIssue('max', { length: 2000 });
    const body = { name: 'body', label: 'Your message' };
    expect(translateIssue(tEn, required, body)).toBe('The message field is required.');
    expect(translateIssue(tAr, required, { ...body, label: 'رسالتك' })).toBe('حقل الرسالة مطلوب.');
    expect(translateIssue(tEn, max, body)).toBe(
      'The message field may not be greater than 2,000 characters.',
    );
    expect(translateIssue(tAr, max, body)).toBe('يجب ألّا يتجاوز حقل الرسالة 2,000 حرف.');
    const amountMin = { name: 'amountMin', label: 'Minimum amount sought (SAR)' };
    expect(translateIssue(tEn, encodeIssue('min_value', { min: 100 }), amountMin)).toBe(
      'The minimum amount field must be 100 or more.',
    );
    expect(translateIssue(tAr, encodeIssue('min_value', { min: 100 }), amountMin)).toBe(
      'يجب أن تكون قيمة حقل الحد الأدنى للمبلغ 100 أو أكثر.',
    );
    // A plain label still works where there is no name (and for older callers).
    expect(translateIssue(tEn, required, 'Name')).toBe('The Name field is required.');
  });

  it('are lower-case noun phrases in English and definite Arabic nouns', () => {
    expect(Object.keys(nouns.ar).sort()).toEqual(Object.keys(nouns.en).sort());
    for (const [name, noun] of Object.entries(nouns.en)) {
      // Inside "The … field": no capital but a language's name, no "your", no "(SAR)" or
      // "(optional)" of a label.
      expect(
        noun.replace(/\b(English|Arabic)\b/g, (w) => w.toLowerCase()),
        name,
      ).toMatch(/^[a-z][a-z ]*$/);
      expect(noun, name).not.toMatch(/\b(your|field)\b/);
    }
    for (const [name, noun] of Object.entries(nouns.ar)) {
      // "حقل الاسم": the article (or a construct ending in one) makes the noun definite.
      expect(noun, name).toMatch(/^[\u0621-\u064A\u0670 ]+$/);
      expect(noun, name).toMatch(/(^| )ال/);
      expect(noun, name).not.toMatch(/حقل/);
    }
  });
});

const schema = z.object({ email: requiredString(v.email()) });

function EmailForm() {
  const form = useZodForm(() => Promise.resolve(schema), { defaultValues: { email: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(() => {})}>
      <TextField form={form} name="email" label="Your email" />
      <button type="submit">Send</button>
    </form>
  );
}

describe('the field components', () => {
  it.each([
    ['en', en, 'The email address field is required.'],
    ['ar', ar, 'حقل البريد الإلكتروني مطلوب.'],
  ] as const)('name their errors by the field noun (%s)', async (locale, messages, text) => {
    render(
      <NextIntlClientProvider locale={locale} messages={messages as AbstractIntlMessages}>
        <EmailForm />
      </NextIntlClientProvider>,
    );
    fireEvent.click(screen.getByText('Send'));
    expect((await screen.findByText(text)).getAttribute('aria-live')).toBe('polite');
  });
});

/*
 * Every name a form field is given in the app's source: the `name` of the field components
 * (<TextField name="email">, <PackageField name="packageCode">, ...), what is registered or
 * read with useFieldError, and the `name` given to translateIssue; identifiers are resolved to
 * their string constants. The listing editor builds its fields from LISTING_KIND.
 */
const ROOT = process.cwd();
const SCANNED = ['app', 'features', 'components'];
const IDENTIFIER = String.raw`([A-Za-z_$][\w$]*)`;
const NAME = String.raw`(?:'([^']+)'|"([^"]+)"|${IDENTIFIER})`;

function sources(): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of SCANNED) {
    for (const entry of readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(entry) || entry.includes('node_modules')) continue;
      const file = path.join(dir, entry);
      files.set(file, readFileSync(path.join(ROOT, file), 'utf8'));
    }
  }
  return files;
}

/** `const X = 'x'` (optionally `as …`) anywhere: what an identifier stands for. */
function constantsOf(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, value] of text.matchAll(/\bconst (\w+) = '([^']+)'/g)) {
    found.set(name!, value!);
  }
  return found;
}

function formFieldNames() {
  const files = sources();
  const exported = new Map<string, string>();
  for (const text of files.values()) {
    for (const [name, value] of constantsOf(text))
      if (/^[A-Z_]+$/.test(name)) exported.set(name, value);
  }
  const names = new Set<string>();
  const unresolved: string[] = [];
  for (const [file, text] of files) {
    // The generic field components pass their `name` prop through.
    if (file.startsWith(`components${path.sep}form`)) continue;
    if (!/@\/components\/form\/|@\/lib\/validation\/translate/.test(text)) continue;
    const local = constantsOf(text);
    const add = (match: RegExpMatchArray, at = 1) => {
      const [literal, quoted, identifier] = [match[at], match[at + 1], match[at + 2]];
      const value = literal ?? quoted ?? local.get(identifier!) ?? exported.get(identifier!);
      if (value) names.add(value);
      // `name={name}`: a wrapper passing its own prop on; its callers are scanned.
      else if (identifier !== 'name') unresolved.push(`${file}: ${identifier}`);
    };
    for (const tag of text.matchAll(/<[A-Z]\w*Fields?\b/g)) {
      const rest = text.slice(tag.index + 1);
      const end = rest.search(/<[A-Za-z/]/);
      const props = end === -1 ? rest : rest.slice(0, end);
      const name = props.match(new RegExp(String.raw`\bname=(?:\{\s*${NAME}\s*\}|"([^"]+)")`));
      if (name) add(name[4] ? [name[0], name[4]] : name);
    }
    for (const call of text.matchAll(new RegExp(String.raw`\bregister\(\s*${NAME}`, 'g')))
      add(call);
    for (const call of text.matchAll(
      new RegExp(String.raw`useFieldError\([^,()]+,\s*${NAME}`, 'g'),
    )) {
      add(call);
    }
    for (const call of text.matchAll(
      new RegExp(String.raw`translateIssue\([^;]*?\{\s*name:\s*${NAME}`, 'g'),
    )) {
      add(call);
    }
  }
  for (const kind of Object.values(LISTING_KIND)) {
    for (const name of Object.keys(kind.fields)) names.add(name);
  }
  return { names, unresolved };
}

describe('every form field has a noun', () => {
  const { names, unresolved } = formFieldNames();

  it('finds the fields of the forms (the scan works)', () => {
    for (const name of ['email', 'password', 'passwordConfirmation', 'currentPassword', 'type']) {
      expect(names, name).toContain(name);
    }
    for (const name of ['packageCode', 'avatar', 'body', 'photo', 'message', 'amountMin']) {
      expect(names, name).toContain(name);
    }
    expect(unresolved).toEqual([]);
  });

  it('in English and in Arabic', () => {
    const missing = (messages: Record<string, string>) =>
      [...names].filter((name) => !messages[name]?.trim()).sort();
    expect(missing(nouns.en), 'validation.fields.* in messages/en.json').toEqual([]);
    expect(missing(nouns.ar), 'validation.fields.* in messages/ar.json').toEqual([]);
  });
});
