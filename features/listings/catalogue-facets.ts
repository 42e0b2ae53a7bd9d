import { LISTING_KIND } from '@/features/listings/kinds';
import type { ListingKind } from '@/features/listings/taxonomy';
import {
  catalogueSearch,
  parseCatalogueQuery,
  type CatalogueQuery,
} from '@/features/listings/schemas/catalogue-query';

/*
 * Which filtered catalogue views are cached pages (ISR, like the unfiltered one) rather than
 * rendered per request (a filtered page costs ~25 ms of rendering). Only views made of
 * enumerable choices are cached: a facet of the kind or a city (at most two of them), a sort and
 * one of the first pages. A search text, a price range, a deep page, an unknown or repeated
 * parameter stays per request, so nobody can fill the cache with pages of their own making: there
 * are a few thousand such views per language at most.
 *
 * The proxy turns the query string into the canonical segment of its cached route
 * (`category~real_estate,sort~price_asc`) under `/advertisements/filtered/`, a path nobody can
 * request directly.
 */

export const MAX_CACHED_PAGE = 3;
const MAX_CACHED_FILTERS = 2;
/** Free input: cached only when left empty (the filter form submits every field). */
const FREE_INPUT = ['q', 'min', 'max'];

/** The enumerable filters of a kind: its facets, then the city. */
const filtersOf = (kind: ListingKind) => [
  ...LISTING_KIND[kind].facets.map((facet) => facet.name),
  'city',
];
const choicesOf = (kind: ListingKind) => [...filtersOf(kind), 'sort', 'page'];

/**
 * The cached view of a catalogue query string: `''` for the unfiltered first page, a segment such
 * as `city~riyadh,sort~price_asc` for a cached filtered view, `null` when it must be rendered per
 * request. Values that do not parse are dropped, as the page itself would drop them.
 */
export function facetSegment(kind: ListingKind, params: URLSearchParams): string | null {
  const choices = choicesOf(kind);
  const raw: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key in raw) return null;
    if (value === '' && (choices.includes(key) || FREE_INPUT.includes(key))) continue;
    if (!choices.includes(key)) return null;
    raw[key] = value;
  }
  const query = parseCatalogueQuery(kind, raw);
  if (query.page > MAX_CACHED_PAGE) return null;
  const values = new Map<string, unknown>(Object.entries(query));
  if (filtersOf(kind).filter((name) => values.get(name)).length > MAX_CACHED_FILTERS) return null;
  // catalogueSearch drops defaults: the same view always gets the same segment.
  const search = new URLSearchParams(catalogueSearch(kind, query));
  return [...search].map(([key, value]) => `${key}~${value}`).join(',');
}

/** The query of a cached view's segment; `null` unless it is the canonical segment of one. */
export function facetQuery<K extends ListingKind>(
  kind: K,
  encoded: string,
): CatalogueQuery<K> | null {
  // The route's param arrives as it was in the path, `,` and `~` percent-encoded.
  let segment: string;
  try {
    segment = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  const params = new URLSearchParams();
  for (const part of segment.split(',')) {
    const [key, value, extra] = part.split('~');
    if (!key || value === undefined || extra !== undefined) return null;
    params.append(key, value);
  }
  if (!segment || facetSegment(kind, params) !== segment) return null;
  return parseCatalogueQuery(kind, Object.fromEntries(params));
}
