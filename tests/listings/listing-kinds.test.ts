import { beforeAll, describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ar from '@/messages/ar.json';
import { LISTING_KIND, LISTING_KINDS, type FieldSpec } from '@/features/listings/kinds';
import type { ListingKind } from '@/features/listings/taxonomy';
import {
  createListingSchema,
  emptyListingForm,
  LISTING_FORM_SCHEMAS,
  listingFormValues,
  updateListingSchema,
} from '@/features/listings/schemas/listing-form';
import { createListing, getOwnerListing } from '@/features/listings/server/owner-listings';
import { decodeIssue } from '@/lib/validation/issue';
import { adData, newUser, opportunityData, useTempFiles } from './owner-helpers';

/*
 * The kind registry (features/listings/kinds.ts) declares each kind's fields once; the form's
 * schema, its rows, its labels, its stored columns and its edit values all follow from it. These
 * tests hold every declaration to what the schema and the services do, for both kinds.
 */

const FORMS: Record<ListingKind, Record<string, string>> = {
  advertisement: {
    title: 'Coffee shop for sale',
    description: 'A busy coffee shop in a prime location with loyal customers.',
    category: 'food_beverage',
    city: 'riyadh',
    price: '250000.5',
  },
  opportunity: {
    title: 'Solar farm expansion',
    sector: 'energy',
    city: 'tabuk',
    stage: 'growth',
    summary: 'Doubling the capacity of a profitable solar farm.',
    description: 'We are raising capital to build a second field of panels next year.',
    amountMin: '500000',
    amountMax: '2000000',
    expectedReturn: '12.5',
  },
};

const fieldsOf = (kind: ListingKind): [string, FieldSpec][] =>
  Object.entries(LISTING_KIND[kind].fields);

/** The first rule a value of one field breaks, the rest of the form being valid. */
function ruleOf(kind: ListingKind, field: string, value: string) {
  const parsed = LISTING_FORM_SCHEMAS[kind].safeParse({ ...FORMS[kind], [field]: value });
  if (parsed.success) return null;
  const issue = parsed.error.issues.find((i) => i.path[0] === field);
  return issue ? decodeIssue(issue.message)?.rule : 'other field';
}

beforeAll(() => {
  useTempFiles();
});

describe.each(LISTING_KINDS)('the %s fields drive the form', (kind) => {
  it('accepts the sample and outputs exactly the declared fields', () => {
    const parsed = LISTING_FORM_SCHEMAS[kind].parse(FORMS[kind]);
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(LISTING_KIND[kind].fields).sort());
    expect(Object.keys(emptyListingForm(kind)).sort()).toEqual(Object.keys(parsed).sort());
    expect(Object.values(emptyListingForm(kind)).every((v) => v === '')).toBe(true);
  });

  it.each(fieldsOf(kind))('checks %s as declared', (name, spec) => {
    switch (spec.type) {
      case 'text':
      case 'textarea':
        expect(ruleOf(kind, name, '')).toBe('required');
        expect(ruleOf(kind, name, 'x'.repeat(spec.min - 1))).toBe('min');
        expect(ruleOf(kind, name, 'x'.repeat(spec.min))).toBeNull();
        expect(ruleOf(kind, name, 'x'.repeat(spec.max))).toBeNull();
        expect(ruleOf(kind, name, 'x'.repeat(spec.max + 1))).toBe('max');
        break;
      case 'choice':
        expect(ruleOf(kind, name, '')).toBe('required');
        expect(ruleOf(kind, name, 'no_such_code')).toBe('one_of');
        for (const value of spec.values) expect(ruleOf(kind, name, value)).toBeNull();
        break;
      case 'money':
        expect(ruleOf(kind, name, '12.345')).toBe('numeric');
        expect(ruleOf(kind, name, '10000000001')).toBe('max_value');
        if (spec.min === undefined) {
          expect(ruleOf(kind, name, '')).toBeNull();
          const parsed = LISTING_FORM_SCHEMAS[kind].parse({ ...FORMS[kind], [name]: '' });
          expect(new Map(Object.entries(parsed)).get(name)).toBeNull();
        } else {
          expect(ruleOf(kind, name, '')).toBe('required');
          expect(ruleOf(kind, name, String(spec.min - 0.01))).toBe('min_value');
        }
        break;
      case 'percent':
        expect(ruleOf(kind, name, '')).toBeNull();
        expect(ruleOf(kind, name, String(spec.max + 1))).toBe('between');
        expect(ruleOf(kind, name, '1.234')).toBe('numeric');
        break;
    }
  });

  it('lays out every field once, in rows of at most three', () => {
    const rows = LISTING_KIND[kind].form;
    expect(rows.flat().sort()).toEqual(Object.keys(LISTING_KIND[kind].fields).sort());
    expect(rows.every((row) => row.length >= 1 && row.length <= 3)).toBe(true);
  });

  it('has every label, hint and placeholder it declares, in both languages', () => {
    for (const messages of [en, ar]) {
      const form = new Map(Object.entries(messages.ownerListings.form));
      for (const [name, spec] of fieldsOf(kind)) {
        expect(form.get(name), name).toBeTruthy();
        if ('hint' in spec && spec.hint) expect(form.get(`${name}Hint`), name).toBeTruthy();
        if (spec.type === 'choice') expect(form.get(spec.placeholder), name).toBeTruthy();
      }
      const { ownerTexts, catalogueTexts, titles, facets, sorts, range } = LISTING_KIND[kind];
      expect(Object.keys(messages.ownerListings[ownerTexts])).toEqual(
        expect.arrayContaining(['intro', 'add', 'back', 'created', 'deleteTitle', 'publicLink']),
      );
      expect(Object.keys(messages.catalogue[catalogueTexts])).toEqual(
        expect.arrayContaining(['intro', 'count', 'back', 'related', 'searchPlaceholder']),
      );
      const titleKeys = new Set(Object.keys(messages.titles));
      for (const title of Object.values(titles)) expect(titleKeys, title).toContain(title);
      const filters = new Set(Object.keys(messages.catalogue.filters));
      for (const facet of facets)
        expect([...filters]).toEqual(expect.arrayContaining([facet.name, facet.any]));
      for (const label of Object.values(range)) expect(filters, label).toContain(label);
      const sortLabels = new Set(Object.keys(messages.catalogue.sort));
      for (const label of Object.values(sorts)) expect(sortLabels, label).toContain(label);
    }
  });
});

describe('the action inputs', () => {
  it('parse each kind with its own form, told apart by kind', () => {
    expect(createListingSchema.safeParse({ kind: 'advertisement', ...FORMS.advertisement })).toMatchObject({ success: true }); // prettier-ignore
    expect(createListingSchema.safeParse({ kind: 'opportunity', ...FORMS.opportunity })).toMatchObject({ success: true }); // prettier-ignore
    const crossed = createListingSchema.safeParse({ kind: 'advertisement', ...FORMS.opportunity });
    expect(crossed.success).toBe(false);
    expect(crossed.error!.issues.map((i) => i.path[0])).toContain('category');
    const unknown = createListingSchema.safeParse({ kind: 'job', ...FORMS.advertisement });
    expect(unknown.error!.issues.map((i) => i.path[0])).toEqual(['kind']);
  });

  it('need an edit to name its listing by a UUID', () => {
    const edit = { kind: 'advertisement', ...FORMS.advertisement };
    expect(updateListingSchema.safeParse({ ...edit, id: 'not-a-uuid' }).success).toBe(false);
    expect(updateListingSchema.safeParse({ ...edit, id: crypto.randomUUID() }).success).toBe(true);
  });

  it('keep the amount range on the upper end, once both ends are valid', () => {
    const form = { ...FORMS.opportunity, amountMin: '1000', amountMax: '999' };
    const parsed = LISTING_FORM_SCHEMAS.opportunity.safeParse(form);
    expect(parsed.error!.issues.map((i) => [i.path[0], decodeIssue(i.message)])).toEqual([
      ['amountMax', { rule: 'min_value', values: { min: '1000' } }],
    ]);
    const broken = LISTING_FORM_SCHEMAS.opportunity.safeParse({ ...form, amountMin: 'x' });
    expect(broken.error!.issues.map((i) => i.path[0])).toEqual(['amountMin']);
  });
});

describe('stored columns', () => {
  it.each([['advertisement', adData] as const, ['opportunity', opportunityData] as const])(
    'writes the %s form to its columns and reads it back as the same form',
    async (kind, data) => {
      const owner = await newUser('OWNER');
      const { kind: _kind, ...parsed } = data();
      const { id } = await createListing(owner, data());
      const stored = await getOwnerListing(owner, kind, id);
      const values = listingFormValues(kind, stored!);
      expect(LISTING_FORM_SCHEMAS[kind].parse(values)).toEqual(parsed);
    },
  );
});
