import type { ListingKind } from './taxonomy';

/** The owner's editor routes (without the locale prefix) and the public page of a listing. */
export const OWNER_LIST_PATH: Record<ListingKind, string> = {
  advertisement: '/profile/advertisements',
  opportunity: '/profile/opportunities',
};

export function ownerListingPath(kind: ListingKind, id?: string, edit = false): string {
  const base = OWNER_LIST_PATH[kind];
  if (!id) return base;
  return `${base}/${encodeURIComponent(id)}${edit ? '/edit' : ''}`;
}

/** Where the public sees a published listing (opportunities are "investments"). */
export function publicListingPath(kind: ListingKind, id: string): string {
  return `/${kind === 'advertisement' ? 'advertisements' : 'investments'}/${encodeURIComponent(id)}`;
}
