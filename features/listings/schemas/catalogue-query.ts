import '@/lib/validation/zod-config';
import { z } from 'zod';
import { minorToMajorString, parseMajorToMinor } from '@/lib/format/money';
import {
  AD_CATEGORIES,
  CITIES,
  SECTORS,
  STAGES,
  type AdCategory,
  type City,
  type Sector,
  type Stage,
} from '@/features/listings/taxonomy';

/**
 * The state of a public catalogue, as it travels in the URL (a GET form). Every field is parsed
 * on its own and falls back to its default when invalid: a hand-edited URL never errors.
 */
export const CATALOGUE_PAGE_SIZE = 12;
export const MAX_SEARCH_LENGTH = 100;
/** Deep pages are pointless to a person and costly with offset pagination. */
export const MAX_PAGE = 500;
export const CATALOGUE_CURRENCY = 'SAR';

export const AD_SORTS = ['featured', 'newest', 'price_asc', 'price_desc'] as const;
export const INVESTMENT_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type AdSort = (typeof AD_SORTS)[number];
export type InvestmentSort = (typeof INVESTMENT_SORTS)[number];

type BaseQuery = {
  q: string;
  city?: City;
  /** Bounds in minor units (the form shows major units). */
  min?: number;
  max?: number;
  page: number;
};
export type AdQuery = BaseQuery & { category?: AdCategory; sort: AdSort };
export type InvestmentQuery = BaseQuery & { sector?: Sector; stage?: Stage; sort: InvestmentSort };

export type RawSearchParams = Record<string, string | string[] | undefined>;

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
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

const sortOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => first(v) || values[0], z.enum(values)).catch(values[0]);

const base = { q: search, city: optionalEnum(CITIES), min: amount, max: amount, page };

const adQuerySchema = z.object({
  ...base,
  category: optionalEnum(AD_CATEGORIES),
  sort: sortOf(AD_SORTS),
});

const investmentQuerySchema = z.object({
  ...base,
  sector: optionalEnum(SECTORS),
  stage: optionalEnum(STAGES),
  sort: sortOf(INVESTMENT_SORTS),
});

/**
 * Every query parameter a catalogue reads. proxy.ts's matcher sends a catalogue request carrying
 * any of them through the request layer (a filtered view); without one, the unfiltered page is
 * what the query shows anyway (tests/speed/open-pages.test.ts).
 */
export const CATALOGUE_QUERY_KEYS: readonly string[] = [
  ...new Set([...Object.keys(adQuerySchema.shape), ...Object.keys(investmentQuerySchema.shape)]),
];

/** A reversed range is read the way it was meant. */
function ordered<T extends BaseQuery>(query: T): T {
  if (query.min !== undefined && query.max !== undefined && query.min > query.max) {
    return { ...query, min: query.max, max: query.min };
  }
  return query;
}

function strip<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export function parseAdQuery(params: RawSearchParams): AdQuery {
  return ordered(strip(adQuerySchema.parse(params ?? {}) as AdQuery));
}

export function parseInvestmentQuery(params: RawSearchParams): InvestmentQuery {
  return ordered(strip(investmentQuerySchema.parse(params ?? {}) as InvestmentQuery));
}

/** True when the visitor narrowed the list (the sort and the page do not count). */
export function hasFilters(query: AdQuery | InvestmentQuery): boolean {
  return Boolean(
    query.q ||
    query.city ||
    query.min !== undefined ||
    query.max !== undefined ||
    ('category' in query && query.category) ||
    ('sector' in query && query.sector) ||
    ('stage' in query && query.stage),
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
  kind: 'advertisement' | 'opportunity',
  query: AdQuery | InvestmentQuery,
  overrides: Partial<AdQuery & InvestmentQuery> = {},
): string {
  const state = { ...query, ...overrides } as Partial<AdQuery & InvestmentQuery>;
  const defaultSort = kind === 'advertisement' ? AD_SORTS[0] : INVESTMENT_SORTS[0];
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.category) params.set('category', state.category);
  if (state.sector) params.set('sector', state.sector);
  if (state.stage) params.set('stage', state.stage);
  if (state.city) params.set('city', state.city);
  if (state.min !== undefined) params.set('min', majorInputValue(state.min));
  if (state.max !== undefined) params.set('max', majorInputValue(state.max));
  if (state.sort && state.sort !== defaultSort) params.set('sort', state.sort);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
