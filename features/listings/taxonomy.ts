/**
 * Fixed bilingual lists (labels in messages: taxonomy.categories.*, taxonomy.sectors.*,
 * taxonomy.cities.*, taxonomy.stages.*). Codes are stored; labels are rendered per reader.
 */
export const AD_CATEGORIES = [
  'real_estate',
  'vehicles',
  'equipment',
  'franchise',
  'business_for_sale',
  'services',
  'retail',
  'food_beverage',
  'technology',
  'other',
] as const;

export const SECTORS = [
  'technology',
  'real_estate',
  'healthcare',
  'education',
  'food_beverage',
  'retail',
  'logistics',
  'manufacturing',
  'energy',
  'tourism',
  'agriculture',
  'finance',
] as const;

export const CITIES = [
  'riyadh',
  'jeddah',
  'mecca',
  'medina',
  'dammam',
  'khobar',
  'taif',
  'tabuk',
  'abha',
  'dubai',
  'abu_dhabi',
  'doha',
  'kuwait_city',
  'manama',
  'muscat',
  'cairo',
  'amman',
] as const;

export const STAGES = ['idea', 'early', 'growth', 'established'] as const;
export const LISTING_STATUSES = ['draft', 'published', 'archived'] as const;
/** What the owner may do to a listing's status: publish (needs a photo), unpublish, archive. */
export const STATUS_CHANGES = ['publish', 'unpublish', 'archive'] as const;

export type AdCategory = (typeof AD_CATEGORIES)[number];
export type Sector = (typeof SECTORS)[number];
export type City = (typeof CITIES)[number];
export type Stage = (typeof STAGES)[number];
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export type StatusChange = (typeof STATUS_CHANGES)[number];
export type ListingKind = 'advertisement' | 'opportunity';
