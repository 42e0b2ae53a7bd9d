import { describe, expect, it } from 'vitest';
import { facetQuery, facetSegment, MAX_CACHED_PAGE } from '@/features/listings/catalogue-facets';

const ad = (query: string) => facetSegment('advertisement', new URLSearchParams(query));
const investment = (query: string) => facetSegment('opportunity', new URLSearchParams(query));
const adFacetQuery = (segment: string) => facetQuery('advertisement', segment);
const investmentFacetQuery = (segment: string) => facetQuery('opportunity', segment);

describe('cached catalogue views (the proxy rewrites a query string to one of them)', () => {
  it('gives one segment per view, whatever the order, the defaults or the empty form fields', () => {
    const segment = 'category~real_estate,sort~price_asc';
    expect(ad('category=real_estate&sort=price_asc')).toBe(segment);
    expect(ad('sort=price_asc&category=real_estate')).toBe(segment);
    expect(ad('q=&category=real_estate&city=&min=&max=&sort=price_asc&page=1')).toBe(segment);
    expect(investment('city=riyadh&sort=price_asc')).toBe('city~riyadh,sort~price_asc');
    expect(investment('sector=technology&stage=growth&page=2')).toBe(
      'sector~technology,stage~growth,page~2',
    );
  });

  it('maps a query that changes nothing to the unfiltered page', () => {
    expect(ad('sort=featured')).toBe('');
    expect(ad('q=&category=&city=&min=&max=&sort=featured')).toBe('');
    expect(investment('page=1')).toBe('');
    // A value that does not parse is dropped by the page as well: the same view.
    expect(ad('category=no-such-category')).toBe('');
  });

  it('leaves free input, deep pages and unknown or repeated parameters to the per-request route', () => {
    expect(ad('q=cafe')).toBeNull();
    expect(ad('category=real_estate&min=1000')).toBeNull();
    expect(ad('max=5000')).toBeNull();
    expect(ad(`page=${MAX_CACHED_PAGE + 1}`)).toBeNull();
    expect(ad('category=real_estate&category=retail')).toBeNull();
    expect(ad('utm_source=mail')).toBeNull();
    // Kinds do not share their filters.
    expect(ad('sector=technology')).toBeNull();
    expect(investment('category=real_estate')).toBeNull();
    // At most two filters, so the number of cached views stays small.
    expect(investment('sector=technology&stage=growth&city=riyadh')).toBeNull();
  });

  it('reads back only the canonical segment of a view', () => {
    expect(adFacetQuery('category~real_estate,sort~price_asc')).toEqual({
      q: '',
      page: 1,
      category: 'real_estate',
      sort: 'price_asc',
    });
    // As the route's param arrives: percent-encoded.
    expect(adFacetQuery('category~real_estate%2Csort~price_asc')?.category).toBe('real_estate');
    expect(investmentFacetQuery('city~riyadh,page~3')).toMatchObject({ city: 'riyadh', page: 3 });
    for (const other of [
      '',
      'sort~price_asc,category~real_estate', // not in canonical order
      'category~real_estate,sort~featured', // a default spelled out
      'category~nothing',
      'q~cafe',
      'page~9',
      'category',
      'category~a~b',
      '%E0%A4%A',
    ]) {
      expect(adFacetQuery(other), other).toBeNull();
    }
  });
});
