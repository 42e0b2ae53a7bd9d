import 'server-only';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { type Locale, toLocale } from '@/i18n/routing';
import { enforcePageAccess } from '@/lib/auth/page-access';
import type { CurrentUser } from '@/lib/auth/current-user';
import { isOwner } from '@/lib/auth/roles';

export type OwnerPageParams = Promise<{ locale: string; id?: string }>;

/**
 * The start of every owner editor page: the locale, then the access rules again (visitors go to
 * sign in, investors to /profile), then the owner. `path` is the route without its locale.
 */
export async function openOwnerPage(
  params: OwnerPageParams,
  path: (id: string) => string,
): Promise<{ locale: Locale; id: string; owner: CurrentUser }> {
  const all = await params;
  const locale: Locale = toLocale(all.locale);
  setRequestLocale(locale);
  const id = all.id ?? '';
  const user = await enforcePageAccess(locale, path(encodeURIComponent(id)));
  if (!user || !isOwner(user)) notFound();
  return { locale, id, owner: user };
}

export async function localeOf(params: OwnerPageParams): Promise<Locale> {
  const { locale } = await params;
  return toLocale(locale);
}

/** `?page=N` as a positive integer (anything else is page 1). */
export function pageParam(value: string | string[] | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isSafeInteger(n) && n > 0 ? n : 1;
}
