import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { AdminNav } from '@/features/staff/components/admin-nav';
import { notFound } from 'next/navigation';
import { getStaffTwoFactor } from '@/features/staff/server/staff-two-factor';
import { requirePageUser } from '@/lib/auth/page-gate';
import { isAdmin, isStaff } from '@/lib/auth/roles';
import { PRIVATE_MESSAGES, STAFF_ERROR_DOMAINS } from '@/lib/i18n/client-messages';
import { segmentLocale } from '@/lib/i18n/segment-locale';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** The staff area is never indexed (nor advertised: everyone else gets the 404). */
export const metadata: Metadata = { robots: { index: false, follow: false } };

/** The staff area's client components: the signed-in areas' messages plus the staff ones. */
const ADMIN_MESSAGES = [
  ...PRIVATE_MESSAGES,
  ...STAFF_ERROR_DOMAINS.map((domain) => `errors.${domain}` as const),
  'admin',
  'moderation',
  'userTypes',
] as const;

/**
 * The staff area: the sections beside the page, inside the site's header and footer. Each page
 * gates itself too, with the staff role (a layout is not re-rendered on every navigation, and it
 * cannot keep a page's data out of the response); that gate also sends a member who still needs
 * the second factor to the one page that asks for it, which this layout shows without the
 * sections. It gates without the role, which would send that page to itself.
 */
export default async function AdminLayout({ children, params }: Props) {
  const locale = await segmentLocale(params);
  const user = await requirePageUser(locale, '/admin');
  if (!isStaff(user)) notFound();
  const { blocked } = await getStaffTwoFactor(user);
  return (
    <ClientMessages locale={locale} pick={ADMIN_MESSAGES}>
      <div className="container-page flex flex-1 flex-col gap-6 py-8 lg:flex-row">
        {blocked ? null : <AdminNav admin={isAdmin(user)} />}
        <main id="main" className="min-w-0 flex-1" data-testid="admin-main">
          {children}
        </main>
      </div>
    </ClientMessages>
  );
}
