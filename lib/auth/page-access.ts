import 'server-only';
import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/routing';
import { decideAccess } from '@/lib/auth/guards';
import { getCurrentUser, type CurrentUser } from './current-user';

/**
 * The access rules of SPEC 6 again, where the page is rendered, with the user read from the
 * session rather than the cookie: the proxy is a convenience, this is the check that counts.
 */
export async function enforcePageAccess(locale: Locale, path: string): Promise<CurrentUser | null> {
  const user = await getCurrentUser();
  const decision = decideAccess({ pathname: path, locale, user });
  if (decision.type === 'redirect') redirect(decision.location);
  return user;
}
