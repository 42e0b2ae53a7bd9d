import { describe, expect, it } from 'vitest';
import {
  catalogueSearch,
  hasFilters,
  majorInputValue,
  parseAdQuery,
  parseInvestmentQuery,
} from '@/features/listings/schemas/catalogue-query';
import { prefixTsQuery } from '@/features/listings/server/search';

describe('catalogue query (URL state)', () => {
  it('reads valid params, with amounts in major units converted to minor units', () => {
    expect(
      parseAdQuery({
        q: '  coffee   shop ',
        category: 'food_beverage',
        city: 'jeddah',
        min: '1,000',
        max: '٢٥٠٠٠٠.٥',
        sort: 'price_desc',
        page: '3',
      }),
    ).toEqual({
      q: 'coffee shop',
      category: 'food_beverage',
      city: 'jeddah',
      min: 100_000,
      max: 25_000_050,
      sort: 'price_desc',
      page: 3,
    });
  });

  it('falls back to defaults field by field, never throwing', () => {
    const query = parseAdQuery({
      q: ['first', 'second'],
      category: 'weapons',
      city: '<script>',
      min: 'abc',
      max: '-5',
      sort: 'random',
      page: '0',
    });
    expect(query).toEqual({ q: 'first', sort: 'featured', page: 1 });
    expect(parseAdQuery({ page: '99999999' }).page).toBe(1);
    expect(parseAdQuery({ page: '2.5' }).page).toBe(1);
    expect(parseInvestmentQuery({})).toEqual({ q: '', sort: 'newest', page: 1 });
    expect(parseInvestmentQuery({ sector: 'energy', stage: 'nope' })).toMatchObject({
      sector: 'energy',
    });
    expect(parseInvestmentQuery({ stage: 'nope' }).stage).toBeUndefined();
  });

  it('swaps a reversed range and caps the search text', () => {
    expect(parseAdQuery({ min: '500', max: '100' })).toMatchObject({ min: 10_000, max: 50_000 });
    expect(parseAdQuery({ q: 'x'.repeat(500) }).q).toHaveLength(100);
  });

  it('writes the state back into a short URL without defaults', () => {
    const query = parseAdQuery({ city: 'riyadh', min: '1500.5', sort: 'featured', page: '2' });
    expect(catalogueSearch('advertisement', query)).toBe('?city=riyadh&min=1500.50&page=2');
    expect(catalogueSearch('advertisement', query, { page: 1 })).toBe('?city=riyadh&min=1500.50');
    const inv = parseInvestmentQuery({ sector: 'energy', sort: 'price_asc' });
    expect(catalogueSearch('opportunity', inv, { page: 4 })).toBe(
      '?sector=energy&sort=price_asc&page=4',
    );
    expect(majorInputValue(150_000)).toBe('1500');
    expect(hasFilters(parseAdQuery({ sort: 'newest', page: '3' }))).toBe(false);
    expect(hasFilters(parseAdQuery({ q: 'villa' }))).toBe(true);
  });
});

describe('prefix tsquery', () => {
  it('keeps only letters and digits, every word a prefix', () => {
    expect(prefixTsQuery('Coffee shop')).toBe('coffee:* & shop:*');
    expect(prefixTsQuery("a' | b:* & !c (d)")).toBe('a:* & b:* & c:* & d:*');
    expect(prefixTsQuery('  ,;:!  ')).toBeNull();
    expect(prefixTsQuery('')).toBeNull();
  });

  it('lets an Arabic word match with or without the article, without diacritics', () => {
    expect(prefixTsQuery('رياض')).toBe('(رياض:* | الرياض:*)');
    expect(prefixTsQuery('الرِّياض')).toBe('الرياض:*');
  });

  it('caps the number of words', () => {
    expect(prefixTsQuery('a b c d e f g h i j k')!.split('&')).toHaveLength(8);
  });
});

describe('language of user text', () => {
  it('follows the first letter of either script', async () => {
    const { textLang } = await import('@/features/listings/components/catalogue/text-lang');
    expect(textLang('مقهى مختص')).toBe('ar');
    expect(textLang('Toyota Hilux 2021 – بحالة ممتازة')).toBe('en');
    expect(textLang('2021 – بحالة ممتازة')).toBe('ar');
    expect(textLang('12,000 – 15,000')).toBeUndefined();
  });
});
