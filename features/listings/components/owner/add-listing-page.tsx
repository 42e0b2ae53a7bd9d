import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/ui/page-heading';
import { pageMetadata } from '@/lib/i18n/metadata';
import { OWNER_LIST_PATH } from '@/features/listings/owner-paths';
import type { ListingKind } from '@/features/listings/taxonomy';
import {
  localeOf,
  openOwnerPage,
  type OwnerPageParams,
} from '@/features/listings/server/owner-page';
import { BackLink } from './back-link';

/** What the two "add" pages differ in: the page title and the owner's texts. */
const ADD = {
  advertisement: { title: 'addAdvertisement', texts: 'advertisements' },
  opportunity: { title: 'addOpportunity', texts: 'opportunities' },
} as const;

const addPath = (kind: ListingKind) => `${OWNER_LIST_PATH[kind]}/add`;

export async function addListingMetadata(kind: ListingKind, params: OwnerPageParams) {
  return pageMetadata(await localeOf(params), ADD[kind].title, addPath(kind));
}

/** The owner's "add" page: back link, heading and intro, and the kind's form (`children`). */
export async function AddListingPage({
  kind,
  params,
  children,
}: {
  kind: ListingKind;
  params: OwnerPageParams;
  children: ReactNode;
}) {
  await openOwnerPage(params, () => addPath(kind));
  const [titles, t] = await Promise.all([
    getTranslations('titles'),
    getTranslations('ownerListings'),
  ]);
  const { title, texts } = ADD[kind];
  return (
    <div className="max-w-3xl">
      <BackLink href={OWNER_LIST_PATH[kind]}>{t(`${texts}.back`)}</BackLink>
      <PageHeading title={titles(title)} description={t(`${texts}.addIntro`)} />
      <section className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
        {children}
      </section>
    </div>
  );
}
