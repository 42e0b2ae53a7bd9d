import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReportCase } from '@/features/moderation/server/report-case';
import { REPORT_STATES } from '@/features/moderation/schemas/report-queue';
import { StatusBadge } from '@/features/staff/components/status-badge';

const panel = 'rounded-2xl border border-line bg-surface p-5 shadow-sm';

/** Who the reports are about: name, e-mail, account type, and whether they are suspended. */
export async function ReportCaseSubject({
  subject,
}: {
  subject: NonNullable<ReportCase['subject']>;
}) {
  const t = await getTranslations('admin.reports');
  const types = await getTranslations('userTypes');
  const type = (['INVESTOR', 'OWNER', 'ADMIN', 'MODERATOR'] as const).find(
    (known) => known === subject.type,
  );
  return (
    <section aria-labelledby="case-subject" className={panel} data-testid="case-subject">
      <h2 id="case-subject" className="text-sm font-semibold text-muted">
        {t('case.subject')}
      </h2>
      <p dir="auto" className="user-text mt-2 font-semibold text-ink">
        {subject.name}
      </p>
      <p dir="ltr" className="text-start text-sm break-all text-muted">
        {subject.email}
      </p>
      <p className="mt-2 flex flex-wrap gap-2">
        <StatusBadge>{type ? types(type) : subject.type}</StatusBadge>
        {subject.suspendedAt ? (
          <StatusBadge state="suspended">{t('case.suspended')}</StatusBadge>
        ) : null}
      </p>
    </section>
  );
}

/** Every report of the target, newest first: reason, state, reporter, time and note. */
export async function ReportCaseReports({ reports }: { reports: ReportCase['reports'] }) {
  const t = await getTranslations('admin.reports');
  const reasons = await getTranslations('moderation.reasons');
  const format = await getFormatter();
  const stateLabel = (state: string) => {
    const known = REPORT_STATES.find((value) => value === state);
    return known ? t(`states.${known}`) : state;
  };
  return (
    <section aria-labelledby="case-reports" className={panel} data-testid="case-reports">
      <h2 id="case-reports" className="mb-3 font-semibold text-ink">
        {t('case.reports', { count: reports.length })}
      </h2>
      <ol className="divide-y divide-line">
        {reports.map((report) => (
          <li key={report.id} className="py-3 first:pt-0 last:pb-0">
            <p className="flex flex-wrap items-center gap-2">
              <StatusBadge tone={report.reason === 'fraud' ? 'danger' : 'neutral'}>
                {reasons(report.reason)}
              </StatusBadge>
              <StatusBadge state={report.state}>{stateLabel(report.state)}</StatusBadge>
            </p>
            <p className="mt-1 text-xs text-muted">
              <span dir="auto">{t('case.reportedBy', { name: report.reporter.name })}</span>
              {' · '}
              <time dateTime={report.createdAt.toISOString()}>
                {format.dateTime(report.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </p>
            {report.note ? (
              <p dir="auto" className="user-text mt-1 text-sm whitespace-pre-line text-ink">
                {report.note}
              </p>
            ) : (
              <p className="mt-1 text-sm text-muted">{t('case.noNote')}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
