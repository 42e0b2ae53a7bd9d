import '@/lib/validation/zod-config';
import { z } from 'zod';
import { minorToMajorString, parseMajorToMinor } from '@/lib/format/money';
import {
  LISTING_KIND,
  LISTING_KINDS,
  type FacetOf,
  type FacetSpec,
  type SortOf,
} from '@/features/listings/kinds';
import { CITIES, type City, type ListingKind } from '@/features/listings/taxonomy';

/**
 * The state of a public catalogue, as it travels in the URL (a GET form): the text, the kind's
 * facets (kinds.ts) and the city, an amount range, a sort and a page. Every field is parsed on its
 * own and falls back to its default when invalid: a hand-edited URL never errors.
 */
export const CATALOGUE_PAGE_SIZE = 12;
export const MAX_SEARCH_LENGTH = 100;
/** Deep pages are pointless to a person and costly with offset pagination. */
export const MAX_PAGE = 500;
export const CATALOGUE_CURRENCY = 'SAR';

type BaseQuery = {
  q: string;
  city?: City;
  /** Bounds in minor units (the form shows major units). */
  min?: number;
  max?: number;
  page: number;
};
type FacetFilters<K extends ListingKind> = {
  [F in FacetOf<K> as F['name']]?: F['values'][number];
};
export type CatalogueQuery<K extends ListingKind> = BaseQuery &
  FacetFilters<K> & { sort: SortOf<K> };
/** The query of either catalogue, as code written for both reads it (facets: facetValues). */
export type CatalogueState = BaseQuery & { sort: string };

export type RawSearchParams = Record<string, string | string[] | undefined>;

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

const optionalEnum = (values: readonly string[]) =>
  z.preprocess((v) => first(v) || undefined, z.enum(values).optional()).catch(undefined);

const search = z
  .preprocess((v) => first(v) ?? '', z.string())
  .transform((s) => s.replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH))
  .catch('');

const amount = z
  .preprocess((v) => {
    const value = first(v);
    if (typeof value !== 'string' || !value.trim()) return undefined;
    return parseMajorToMinor(value, CATALOGUE_CURRENCY) ?? undefined;
  }, z.number().int().nonnegative().optional())
  .catch(undefined);

const page = z.preprocess((v) => first(v), z.coerce.number().int().min(1).max(MAX_PAGE)).catch(1);

/** The sort keys of a kind, its default first. */
export function sortsOf<K extends ListingKind>(kind: K): SortOf<K>[] {
  // The keys of the kind's `sorts` table, in their declared order.
  return Object.keys(LISTING_KIND[kind].sorts) as SortOf<K>[];
}

function querySchema(kind: ListingKind) {
  const facets: readonly FacetSpec[] = LISTING_KIND[kind].facets;
  const [fallback, ...sorts] = sortsOf(kind);
  return z.object({
    q: search,
    city: optionalEnum(CITIES),
    min: amount,
    max: amount,
    page,
    ...Object.fromEntries(facets.map((facet) => [facet.name, optionalEnum(facet.values)])),
    sort: z.preprocess((v) => first(v) || fallback, z.enum([fallback!, ...sorts])).catch(fallback!),
  });
}

const QUERY_SCHEMAS = {
  advertisement: querySchema('advertisement'),
  opportunity: querySchema('opportunity'),
};

/**
 * Every query parameter a catalogue reads. proxy.ts's matcher sends a catalogue request carrying
 * any of them through the request layer (a filtered view); without one, the unfiltered page is
 * what the query shows anyway (tests/speed/open-pages.test.ts).
 */
export const CATALOGUE_QUERY_KEYS: readonly string[] = [
  ...new Set(LISTING_KINDS.flatMap((kind) => Object.keys(QUERY_SCHEMAS[kind].shape))),
];

/** A reversed range is read the way it was meant. */
function ordered<T extends BaseQuery>(query: T): T {
  if (query.min !== undefined && query.max !== undefined && query.min > query.max) {
    return { ...query, min: query.max, max: query.min };
  }
  return query;
}

export function parseCatalogueQuery<K extends ListingKind>(
  kind: K,
  params: RawSearchParams,
): CatalogueQuery<K> {
  const parsed = QUERY_SCHEMAS[kind].parse(params ?? {});
  const present = Object.entries(parsed).filter(([, value]) => value !== undefined);
  // The schema was made of this kind's facets and sorts (querySchema), every value parsed above.
  return ordered(Object.fromEntries(present) as CatalogueQuery<K>);
}

export const parseAdQuery = (params: RawSearchParams) =>
  parseCatalogueQuery('advertisement', params);
export const parseInvestmentQuery = (params: RawSearchParams) =>
  parseCatalogueQuery('opportunity', params);

/** The kind's facets with the value the query gives each (undefined: any). */
export function facetValues(
  kind: ListingKind,
  query: object,
): Array<{ facet: FacetSpec; value: string | undefined }> {
  const values = new Map<string, unknown>(Object.entries(query));
  const facets: readonly FacetSpec[] = LISTING_KIND[kind].facets;
  return facets.map((facet) => {
    const value = values.get(facet.name);
    return { facet, value: typeof value === 'string' ? value : undefined };
  });
}

const FACET_NAMES = new Set<string>(
  LISTING_KINDS.flatMap((kind) => LISTING_KIND[kind].facets.map((facet) => facet.name)),
);

/** True when the visitor narrowed the list (the sort and the page do not count). */
export function hasFilters(query: CatalogueState): boolean {
  return (
    Boolean(query.q || query.city || query.min !== undefined || query.max !== undefined) ||
    Object.entries(query).some(([key, value]) => FACET_NAMES.has(key) && Boolean(value))
  );
}

/** 150000 → "1500" and 150050 → "1500.50": an amount as a person would type it. */
export function majorInputValue(amountMinor: number | undefined): string {
  if (amountMinor === undefined) return '';
  return minorToMajorString(amountMinor, CATALOGUE_CURRENCY).replace(/\.0+$/, '');
}

/**
 * The query string of a catalogue state, without defaults, so URLs stay short and canonical.
 * `overrides` changes fields, e.g. `{ page: 3 }` for a pagination link.
 */
export function catalogueSearch(
  kind: ListingKind,
  query: CatalogueState,
  overrides: Partial<BaseQuery> = {},
): string {
  const state = { ...query, ...overrides };
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const { facet, value } of facetValues(kind, query)) {
    if (value) params.set(facet.name, value);
  }
  if (state.city) params.set('city', state.city);
  if (state.min !== undefined) params.set('min', majorInputValue(state.min));
  if (state.max !== undefined) params.set('max', majorInputValue(state.max));
  if (state.sort && state.sort !== sortsOf(kind)[0]) params.set('sort', state.sort);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
