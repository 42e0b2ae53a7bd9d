import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AdvertisementForm } from '@/features/listings/components/owner/advertisement-form';
import { EditorLayout } from '@/features/listings/components/owner/editor-layout';
import { pageMetadata } from '@/lib/i18n/metadata';
import { advertisementFormValues } from '@/features/listings/schemas/advertisement';
import { getOwnerAdvertisement } from '@/features/listings/server/owner-advertisements';
import {
  localeOf,
  openOwnerPage,
  type OwnerPageParams,
} from '@/features/listings/server/owner-page';

const path = (id: string) => `/profile/advertisements/${id}/edit`;

type Props = {
  params: OwnerPageParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  const { id = '' } = await params;
  return pageMetadata(await localeOf(params), 'editAdvertisement', path(encodeURIComponent(id)));
}

export default async function EditAdvertisementPage({ params, searchParams }: Props) {
  const { id, owner } = await openOwnerPage(params, path);
  const ad = await getOwnerAdvertisement(owner, id);
  if (!ad) notFound();
  const titles = await getTranslations('titles');
  return (
    <EditorLayout
      kind="advertisement"
      pageTitle={titles('editAdvertisement')}
      listing={ad}
      created={(await searchParams).created === '1'}
    >
      <AdvertisementForm id={ad.id} initial={advertisementFormValues(ad)} />
    </EditorLayout>
  );
}
