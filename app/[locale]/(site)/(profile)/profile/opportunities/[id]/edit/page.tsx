import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { OpportunityForm } from '@/features/listings/components/owner/opportunity-form';
import { EditorLayout } from '@/features/listings/components/owner/editor-layout';
import { pageMetadata } from '@/lib/i18n/metadata';
import { opportunityFormValues } from '@/features/listings/schemas/opportunity';
import { getOwnerOpportunity } from '@/features/listings/server/owner-opportunities';
import {
  localeOf,
  openOwnerPage,
  type OwnerPageParams,
} from '@/features/listings/server/owner-page';

const path = (id: string) => `/profile/opportunities/${id}/edit`;

type Props = {
  params: OwnerPageParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  const { id = '' } = await params;
  return pageMetadata(await localeOf(params), 'editOpportunity', path(encodeURIComponent(id)));
}

export default async function EditOpportunityPage({ params, searchParams }: Props) {
  const { id, owner } = await openOwnerPage(params, path);
  const ad = await getOwnerOpportunity(owner, id);
  if (!ad) notFound();
  const titles = await getTranslations('titles');
  return (
    <EditorLayout
      kind="opportunity"
      pageTitle={titles('editOpportunity')}
      listing={ad}
      created={(await searchParams).created === '1'}
    >
      <OpportunityForm id={ad.id} initial={opportunityFormValues(ad)} />
    </EditorLayout>
  );
}
