import { LISTING_KIND } from './kinds';
import type { ListingKind } from './taxonomy';

/** The owner's editor routes (without the locale prefix) and the public page of a listing. */
export function ownerListingPath(kind: ListingKind, id?: string, edit = false): string {
  const base = LISTING_KIND[kind].ownerPath;
  if (!id) return base;
  return `${base}/${encodeURIComponent(id)}${edit ? '/edit' : ''}`;
}

/** Where the public sees a published listing (opportunities are "investments"). */
export function publicListingPath(kind: ListingKind, id: string): string {
  return `${LISTING_KIND[kind].publicPath}/${encodeURIComponent(id)}`;
}
