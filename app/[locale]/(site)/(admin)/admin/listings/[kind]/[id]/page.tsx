import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { toLocale } from '@/i18n/routing';
import { LISTING_KINDS } from '@/features/listings/kinds';
import { StaffListingPreview } from '@/features/moderation/components/listing-review/staff-listing-preview';
import { getStaffListing } from '@/features/moderation/server/staff-listings';
import { choiceParam } from '@/features/staff/staff-params';
import { requirePageUser } from '@/lib/auth/page-gate';
import { pageMetadata } from '@/lib/i18n/metadata';
import { segmentLocale } from '@/lib/i18n/segment-locale';

type Props = { params: Promise<{ locale: string; kind: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, kind, id } = await params;
  return pageMetadata(toLocale(locale), 'adminListing', `/admin/listings/${kind}/${id}`);
}

/** A moderator's preview of one listing in any state, with the review actions. */
export default async function AdminListingPage({ params }: Props) {
  const locale = await segmentLocale(params);
  const { kind: kindParam, id } = await params;
  const user = await requirePageUser(locale, `/admin/listings/${kindParam}/${id}`, {
    role: 'STAFF',
  });
  const kind = choiceParam(kindParam, LISTING_KINDS);
  const data = kind ? await getStaffListing(user, kind, id) : null;
  if (!data) notFound();
  return (
    <div className="py-2">
      <StaffListingPreview data={data} locale={locale} />
    </div>
  );
}
