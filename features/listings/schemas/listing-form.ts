import { z } from 'zod';
import { LISTING_KIND, type FieldSpec, type FieldsOf } from '@/features/listings/kinds';
import type { ListingKind } from '@/features/listings/taxonomy';
import { encodeIssue } from '@/lib/validation/issue';
import { requiredString, v } from '@/lib/validation/rules';
import {
  choice,
  listingIdSchema,
  moneyInput,
  optionalMoney,
  optionalPercentBps,
  percentInput,
  requiredMoney,
} from './listing-fields';

/**
 * The add/edit form of each kind, made of the kind's field declarations (kinds.ts): the browser
 * checks it as typed, its actions parse it again. Amounts are typed in the major unit and come
 * out in minor units; a percentage comes out in basis points.
 */

type FieldSchema<F> = F extends { type: 'choice'; values: readonly (infer V extends string)[] }
  ? ReturnType<typeof choice<V>>
  : F extends { type: 'text' | 'textarea' }
    ? ReturnType<typeof requiredString>
    : F extends { type: 'money'; min: number }
      ? ReturnType<typeof requiredMoney>
      : F extends { type: 'money' }
        ? ReturnType<typeof optionalMoney>
        : ReturnType<typeof optionalPercentBps>;

type Shape<K extends ListingKind> = {
  -readonly [N in keyof FieldsOf<K>]: FieldSchema<FieldsOf<K>[N]>;
};
type ListingFieldsSchema<K extends ListingKind> = z.ZodObject<Shape<K>>;

function fieldSchema(spec: FieldSpec): z.ZodType {
  switch (spec.type) {
    case 'text':
    case 'textarea':
      return requiredString(v.min(spec.min), v.max(spec.max));
    case 'choice':
      return choice(spec.values);
    case 'money':
      return spec.min === undefined ? optionalMoney() : requiredMoney(spec.min);
    case 'percent':
      return optionalPercentBps(spec.max);
  }
}

/**
 * A money field with `atLeast` must not be below that other money field (the range sought); the
 * issue lands on it, once both amounts are valid on their own.
 */
function atLeastChecks(fields: Record<string, FieldSpec>) {
  return Object.entries(fields).flatMap(([name, spec]) =>
    spec.type === 'money' && spec.atLeast
      ? [
          z.superRefine<Record<string, unknown>>(
            (data, ctx) => {
              const [value, floor] = [data[name], data[spec.atLeast!]];
              if (typeof value === 'number' && typeof floor === 'number' && value < floor) {
                ctx.addIssue({
                  code: 'custom',
                  path: [name],
                  input: value,
                  message: encodeIssue('min_value', { min: moneyInput(floor) }),
                });
              }
            },
            {
              // Runs while other fields are still invalid (shown on blur), not before these two are.
              when: (payload) =>
                !payload.issues.some((i) => i.path?.[0] === name || i.path?.[0] === spec.atLeast),
            },
          ),
        ]
      : [],
  );
}

function listingFieldsSchema<K extends ListingKind>(kind: K): ListingFieldsSchema<K> {
  const fields: Record<string, FieldSpec> = LISTING_KIND[kind].fields;
  const shape = Object.fromEntries(
    Object.entries(fields).map(([name, spec]) => [name, fieldSchema(spec)]),
  );
  const checks = atLeastChecks(fields);
  const schema = checks.length ? z.object(shape).check(...checks) : z.object(shape);
  // Object.entries forgets which field got which schema; fieldSchema follows FieldSchema's cases
  // (tests/listings/listing-kinds.test.ts holds each declared rule to the parsed result).
  return schema as unknown as ListingFieldsSchema<K>;
}

export const advertisementSchema = listingFieldsSchema('advertisement');
export const opportunitySchema = listingFieldsSchema('opportunity');

/** Each kind's form, as the browser loads it (`useZodForm`) and its actions parse it. */
export const LISTING_FORM_SCHEMAS: { [K in ListingKind]: ListingFieldsSchema<K> } = {
  advertisement: advertisementSchema,
  opportunity: opportunitySchema,
};

export type ListingData<K extends ListingKind = ListingKind> = z.output<ListingFieldsSchema<K>>;

/** Any kind's form as the browser holds it: every field is text (an optional one may be unset). */
export type ListingFormValues = Record<string, string | undefined>;

/** A kind's form schema as the form of either kind holds it (fields by name). */
export function listingFormSchema(
  kind: ListingKind,
): z.ZodType<Record<string, unknown>, ListingFormValues> {
  return LISTING_FORM_SCHEMAS[kind];
}

/** The empty form of a kind (the "add" page). */
export function emptyListingForm(kind: ListingKind): ListingFormValues {
  return Object.fromEntries(Object.keys(LISTING_KIND[kind].fields).map((name) => [name, '']));
}

/** A stored listing as its edit form's starting values (amounts back in the major unit). */
export function listingFormValues(kind: ListingKind, row: object): ListingFormValues {
  const stored = new Map(Object.entries(row));
  const fields: Record<string, FieldSpec> = LISTING_KIND[kind].fields;
  return Object.fromEntries(
    Object.entries(fields).map(([name, spec]) => {
      const value = stored.get('column' in spec ? spec.column : name);
      const number = typeof value === 'number' ? value : null;
      if (spec.type === 'money') return [name, moneyInput(number)];
      if (spec.type === 'percent') return [name, percentInput(number)];
      return [name, typeof value === 'string' ? value : ''];
    }),
  );
}

/** A new listing: its kind and its form (`{ kind, ...fields }`). */
export const createListingSchema = z.discriminatedUnion('kind', [
  advertisementSchema.safeExtend({ kind: z.literal('advertisement') }),
  opportunitySchema.safeExtend({ kind: z.literal('opportunity') }),
]);

/** The edited fields of a listing (`{ kind, id, ...fields }`). */
export const updateListingSchema = z.discriminatedUnion('kind', [
  advertisementSchema.safeExtend({ kind: z.literal('advertisement'), id: listingIdSchema }),
  opportunitySchema.safeExtend({ kind: z.literal('opportunity'), id: listingIdSchema }),
]);

export type CreateListingInput = z.input<typeof createListingSchema>;
export type UpdateListingInput = z.input<typeof updateListingSchema>;
export type ListingInput = z.output<typeof createListingSchema>;
