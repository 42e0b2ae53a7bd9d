import {
  AD_CATEGORIES,
  CITIES,
  SECTORS,
  STAGES,
  type ListingKind,
} from '@/features/listings/taxonomy';

/*
 * The two kinds of listing, declared once: what sets an advertisement apart from an opportunity
 * (shown publicly as an "investment") is in this table, and everything else (editor, catalogue,
 * pages, actions) is written once for both. Client-safe and small (no zod): the forms and buttons
 * read it in the browser. Its server half, the tables and columns, is server/kinds.ts.
 */

export const LISTING_KINDS = [
  'advertisement',
  'opportunity',
] as const satisfies readonly ListingKind[];

/** A fixed list whose labels are under `taxonomy.<group>`. */
export type TaxonomyGroup = 'categories' | 'sectors' | 'cities' | 'stages';

/**
 * A field of a kind's form: its rules (schemas/listing-form.ts makes the zod schema of them) and
 * how the form shows it. Label `ownerListings.form.<name>`, hint `<name>Hint`. `column` names the
 * stored column when it differs from the field (amounts are stored in minor units).
 */
export type FieldSpec =
  | { type: 'text' | 'textarea'; min: number; max: number; rows?: number; hint?: true }
  | { type: 'choice'; values: readonly string[]; taxonomy: TaxonomyGroup; placeholder: string }
  /**
   * Typed in the major unit; required (at least `min`) when `min` is given; never below the
   * money field `atLeast` (a range's upper end).
   */
  | { type: 'money'; column: string; min?: number; atLeast?: string; hint?: true; narrow?: true }
  /** A percentage stored in basis points, optional. */
  | { type: 'percent'; column: string; max: number; hint?: true };

/** A catalogue filter besides the city: one code of a list, in the query parameter `name`. */
export type FacetSpec = {
  name: string;
  values: readonly string[];
  taxonomy: TaxonomyGroup;
  /** The "all" choice, under catalogue.filters. */
  any: string;
};

const city = {
  type: 'choice',
  values: CITIES,
  taxonomy: 'cities',
  placeholder: 'chooseCity',
} as const;
const title = { type: 'text', min: 5, max: 120, hint: true } as const;

export const LISTING_KIND = {
  advertisement: {
    /** The public catalogue and detail pages. */
    publicPath: '/advertisements',
    /** The owner's editor. */
    ownerPath: '/profile/advertisements',
    /** Message namespaces: ownerListings.<ownerTexts>, catalogue.<catalogueTexts>. */
    ownerTexts: 'advertisements',
    catalogueTexts: 'ads',
    /** Page titles, under titles.* (`listing`: a detail page that is not found). */
    titles: {
      catalogue: 'advertisements',
      listing: 'advertisement',
      mine: 'myAdvertisements',
      add: 'addAdvertisement',
      details: 'advertisementDetails',
      edit: 'editAdvertisement',
    },
    /** The classification shown on cards and shared by related listings. */
    group: 'category',
    facets: [
      { name: 'category', values: AD_CATEGORIES, taxonomy: 'categories', any: 'anyCategory' },
    ],
    /** Sort keys with their labels (catalogue.sort.*); the first is the default. */
    sorts: {
      featured: 'featured',
      newest: 'newest',
      price_asc: 'priceAsc',
      price_desc: 'priceDesc',
    },
    /** The amount filter's labels (catalogue.filters.*). */
    range: { legend: 'price', min: 'minPrice', max: 'maxPrice' },
    fields: {
      title,
      category: {
        type: 'choice',
        values: AD_CATEGORIES,
        taxonomy: 'categories',
        placeholder: 'chooseCategory',
      },
      city,
      price: { type: 'money', column: 'priceMinor', hint: true, narrow: true },
      description: { type: 'textarea', min: 20, max: 5000, rows: 7, hint: true },
    },
    /** The form's rows, top to bottom (fields side by side on wider screens). */
    form: [['title'], ['category', 'city'], ['price'], ['description']],
  },
  opportunity: {
    publicPath: '/investments',
    ownerPath: '/profile/opportunities',
    ownerTexts: 'opportunities',
    catalogueTexts: 'investments',
    titles: {
      catalogue: 'investments',
      listing: 'investment',
      mine: 'myOpportunities',
      add: 'addOpportunity',
      details: 'opportunityDetails',
      edit: 'editOpportunity',
    },
    group: 'sector',
    facets: [
      { name: 'sector', values: SECTORS, taxonomy: 'sectors', any: 'anySector' },
      { name: 'stage', values: STAGES, taxonomy: 'stages', any: 'anyStage' },
    ],
    sorts: { newest: 'newest', price_asc: 'amountAsc', price_desc: 'amountDesc' },
    range: { legend: 'amount', min: 'minAmount', max: 'maxAmount' },
    fields: {
      title,
      sector: { type: 'choice', values: SECTORS, taxonomy: 'sectors', placeholder: 'chooseSector' },
      city,
      stage: { type: 'choice', values: STAGES, taxonomy: 'stages', placeholder: 'chooseStage' },
      summary: { type: 'textarea', min: 20, max: 300, rows: 3, hint: true },
      description: { type: 'textarea', min: 20, max: 5000, rows: 7 },
      amountMin: { type: 'money', column: 'amountMinMinor', min: 1 },
      amountMax: { type: 'money', column: 'amountMaxMinor', min: 1, atLeast: 'amountMin' },
      expectedReturn: { type: 'percent', column: 'expectedReturnBps', max: 1000, hint: true },
    },
    form: [
      ['title'],
      ['sector', 'city', 'stage'],
      ['amountMin', 'amountMax', 'expectedReturn'],
      ['summary'],
      ['description'],
    ],
  },
} as const satisfies Record<ListingKind, KindSpec>;

type KindSpec = {
  publicPath: string;
  ownerPath: string;
  ownerTexts: string;
  catalogueTexts: string;
  titles: Record<'catalogue' | 'listing' | 'mine' | 'add' | 'details' | 'edit', string>;
  group: string;
  facets: readonly FacetSpec[];
  sorts: Record<string, string>;
  range: Record<'legend' | 'min' | 'max', string>;
  fields: Record<string, FieldSpec>;
  form: readonly (readonly string[])[];
};

type KindInfo<K extends ListingKind = ListingKind> = (typeof LISTING_KIND)[K];
export type FieldsOf<K extends ListingKind> = KindInfo<K>['fields'];
export type FacetOf<K extends ListingKind> = KindInfo<K>['facets'][number];
export type SortOf<K extends ListingKind> = keyof KindInfo<K>['sorts'] & string;
