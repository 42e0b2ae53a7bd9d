import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { requirePageUser } from '@/lib/auth/page-gate';
import { segmentLocale } from '@/lib/i18n/segment-locale';
import { LISTING_KIND } from '@/features/listings/kinds';
import { ownerListingPath } from '@/features/listings/owner-paths';
import type { ListingKind } from '@/features/listings/taxonomy';
import { emptyListingForm } from '@/features/listings/schemas/listing-form';
import { BackLink } from './back-link';
import { ListingForm } from './listing-form';
import { ownerPagePath, type OwnerPageParams } from './owner-routes';

/** The owner's "add" page of a kind: back link, heading and intro, and the kind's empty form. */
export async function AddListingPage({
  kind,
  params,
}: {
  kind: ListingKind;
  params: OwnerPageParams;
}) {
  const locale = await segmentLocale(params);
  await requirePageUser(locale, ownerPagePath(kind, 'add'), { role: 'OWNER' });
  const [titles, t] = await Promise.all([
    getTranslations('titles'),
    getTranslations('ownerListings'),
  ]);
  const { ownerTexts, titles: title } = LISTING_KIND[kind];
  return (
    <div className="max-w-3xl">
      <BackLink href={ownerListingPath(kind)}>{t(`${ownerTexts}.back`)}</BackLink>
      <PageHeading title={titles(title.add)} description={t(`${ownerTexts}.addIntro`)} />
      <section className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
        <ListingForm kind={kind} initial={emptyListingForm(kind)} />
      </section>
    </div>
  );
}
