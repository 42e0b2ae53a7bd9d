import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ArrowLeft } from '@/components/icons';
import { AppLink } from '@/components/ui/app-link';
import { PageHeading } from '@/components/ui/page-heading';
import { toLocale } from '@/i18n/routing';
import { ReportCaseActions } from '@/features/moderation/components/report-case-actions';
import {
  ReportCaseReports,
  ReportCaseSubject,
} from '@/features/moderation/components/report-case-reports';
import {
  ReportCaseExcerpt,
  ReportCaseListing,
} from '@/features/moderation/components/report-case-target';
import { REPORT_TARGET_KINDS } from '@/features/moderation/schemas/report';
import { getReportCase } from '@/features/moderation/server/report-case';
import { mayModerate } from '@/features/moderation/server/suspension';
import { requirePageUser } from '@/lib/auth/page-gate';
import { pageMetadata } from '@/lib/i18n/metadata';
import { segmentLocale } from '@/lib/i18n/segment-locale';

type Props = { params: Promise<{ locale: string; kind: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, kind, id } = await params;
  return pageMetadata(toLocale(locale), 'adminReportCase', `/admin/reports/${kind}/${id}`);
}

/** One reported listing or message beside its reports, with the moderator's decisions. */
export default async function AdminReportCasePage({ params }: Props) {
  const locale = await segmentLocale(params);
  const { kind, id } = await params;
  const user = await requirePageUser(locale, `/admin/reports/${kind}/${id}`, { role: 'STAFF' });
  const targetKind = REPORT_TARGET_KINDS.find((known) => known === kind);
  const found = targetKind ? await getReportCase(user, { targetKind, targetId: id }) : null;
  if (!found) notFound();
  const t = await getTranslations('admin.reports');
  const titles = await getTranslations('titles');
  return (
    <div className="py-2">
      <AppLink
        href="/admin/reports"
        className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('case.back')}
      </AppLink>
      <PageHeading title={titles('adminReportCase')} description={t(`kinds.${found.targetKind}`)} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          {found.listing ? <ReportCaseListing listing={found.listing} /> : null}
          {found.excerpt ? <ReportCaseExcerpt excerpt={found.excerpt} /> : null}
          {found.listing || found.excerpt ? null : (
            <p className="rounded-2xl border border-dashed border-line bg-surface p-6 text-center text-muted">
              {t('gone')}
            </p>
          )}
          <ReportCaseReports reports={found.reports} />
        </div>
        <aside className="space-y-6">
          {found.subject ? <ReportCaseSubject subject={found.subject} /> : null}
          <ReportCaseActions
            targetKind={found.targetKind}
            targetId={found.targetId}
            hasOpen={found.reports.some((report) => report.state === 'open')}
            listingStatus={found.listing?.status ?? null}
            canModerateUser={found.subject !== null && mayModerate(user, found.subject)}
          />
        </aside>
      </div>
    </div>
  );
}
