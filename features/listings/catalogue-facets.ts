import {
  catalogueSearch,
  parseAdQuery,
  parseInvestmentQuery,
  type AdQuery,
  type InvestmentQuery,
} from '@/features/listings/schemas/catalogue-query';

/*
 * Which filtered catalogue views are cached pages (ISR, like the unfiltered one) rather than
 * rendered per request (a filtered page costs ~25 ms of rendering). Only views made of
 * enumerable choices are cached: a category, sector, stage or city (at most two of them), a sort
 * and one of the first pages. A search text, a price range, a deep page, an unknown or repeated
 * parameter stays per request, so nobody can fill the cache with pages of their own making: there
 * are a few thousand such views per language at most.
 *
 * The proxy turns the query string into the canonical segment of its cached route
 * (`category~real_estate,sort~price_asc`) under `/advertisements/filtered/`, a path nobody can
 * request directly.
 */

export type CatalogueKind = 'advertisement' | 'opportunity';

export const MAX_CACHED_PAGE = 3;
const MAX_CACHED_FILTERS = 2;
const CHOICES: Record<CatalogueKind, readonly string[]> = {
  advertisement: ['category', 'city', 'sort', 'page'],
  opportunity: ['sector', 'stage', 'city', 'sort', 'page'],
};
/** Free input: cached only when left empty (the filter form submits every field). */
const FREE_INPUT = ['q', 'min', 'max'];
const FILTERS = ['category', 'sector', 'stage', 'city'] as const;

function parse(kind: CatalogueKind, raw: Record<string, string>): AdQuery | InvestmentQuery {
  return kind === 'advertisement' ? parseAdQuery(raw) : parseInvestmentQuery(raw);
}

/**
 * The cached view of a catalogue query string: `''` for the unfiltered first page, a segment such
 * as `city~riyadh,sort~price_asc` for a cached filtered view, `null` when it must be rendered per
 * request. Values that do not parse are dropped, as the page itself would drop them.
 */
export function facetSegment(kind: CatalogueKind, params: URLSearchParams): string | null {
  const raw: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key in raw) return null;
    if (value === '' && (CHOICES[kind].includes(key) || FREE_INPUT.includes(key))) continue;
    if (!CHOICES[kind].includes(key)) return null;
    raw[key] = value;
  }
  const query = parse(kind, raw);
  if (query.page > MAX_CACHED_PAGE) return null;
  const filters = FILTERS.filter((name) => (query as Record<string, unknown>)[name]).length;
  if (filters > MAX_CACHED_FILTERS) return null;
  // catalogueSearch drops defaults: the same view always gets the same segment.
  const search = new URLSearchParams(catalogueSearch(kind, query));
  return [...search].map(([key, value]) => `${key}~${value}`).join(',');
}

/** The query of a cached view's segment; `null` unless it is the canonical segment of one. */
function parseFacetSegment(kind: CatalogueKind, encoded: string): AdQuery | InvestmentQuery | null {
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
  return parse(kind, Object.fromEntries(params));
}

export const adFacetQuery = (segment: string) =>
  parseFacetSegment('advertisement', segment) as AdQuery | null;
export const investmentFacetQuery = (segment: string) =>
  parseFacetSegment('opportunity', segment) as InvestmentQuery | null;
