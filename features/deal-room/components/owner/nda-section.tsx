import { getTranslations } from 'next-intl/server';
import { NdaForm } from './nda-form';

/** The NDA investors accept before the files open: the platform's default or the owner's own. */
export async function NdaSection({
  opportunityId,
  nda,
  defaultBody,
}: {
  opportunityId: string;
  /** The newest version (getCurrentNda): no text in either language is the default. */
  nda: { version: number; bodyEn: string | null; bodyAr: string | null };
  /** The default's text with this owner and opportunity filled in, in the page's language. */
  defaultBody: string;
}) {
  const t = await getTranslations('dealRoom.owner.nda');
  const isDefault = !nda.bodyEn && !nda.bodyAr;
  return (
    <section
      aria-labelledby="nda-title"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 id="nda-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('lead')}</p>
      <p className="mt-3 text-sm font-medium text-ink" data-testid="deal-room-nda-version">
        {isDefault
          ? t('versionDefault', { version: nda.version })
          : t('versionOwn', { version: nda.version })}
      </p>
      <div className="mt-4">
        <NdaForm
          opportunityId={opportunityId}
          isDefault={isDefault}
          bodyEn={nda.bodyEn ?? ''}
          bodyAr={nda.bodyAr ?? ''}
          defaultBody={defaultBody}
        />
      </div>
    </section>
  );
}
