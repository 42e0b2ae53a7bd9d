import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localeDir } from '@/i18n/routing';
import type { RevenueDay } from '@/features/staff/server/dashboard';
import { formatMoney } from '@/lib/format/money';

const WIDTH = 600;
const HEIGHT = 180;
const GAP = 4;

/**
 * Revenue by day as a bar chart drawn on the server (no chart library, no script): one bar per
 * day, each with its date and amount as a <title>, a summary for assistive technology, and the
 * same figures as a table behind a disclosure. Time runs in the reading direction: right to left
 * in Arabic.
 */
export async function RevenueChart({
  days,
  currency,
  totalMinor,
  locale,
}: {
  days: RevenueDay[];
  currency: string;
  totalMinor: number;
  locale: Locale;
}) {
  const t = await getTranslations('admin.dashboard.revenue');
  const format = await getFormatter();
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const date = (day: string) =>
    format.dateTime(new Date(`${day}T00:00:00Z`), {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
  const rtl = localeDir(locale) === 'rtl';
  const max = Math.max(0, ...days.map((d) => d.minor));
  const slot = WIDTH / Math.max(days.length, 1);
  const first = days[0]?.day ?? '';
  const last = days.at(-1)?.day ?? '';
  return (
    <section
      aria-labelledby="revenue-title"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
      data-testid="admin-revenue"
    >
      <h2 id="revenue-title" className="text-lg font-semibold text-ink">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('description', { total: money(totalMinor) })}</p>
      <figure className="mt-4">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT + 1}`}
          role="img"
          aria-label={t('chartLabel', {
            from: date(first),
            to: date(last),
            max: money(max),
          })}
          className="h-44 w-full"
          preserveAspectRatio="none"
        >
          <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-line" strokeWidth={1} />
          {days.map((d, i) => {
            const height =
              max > 0 ? Math.max((d.minor / max) * (HEIGHT - 4), d.minor > 0 ? 2 : 0) : 0;
            const position = rtl ? days.length - 1 - i : i;
            return (
              <rect
                key={d.day}
                x={position * slot + GAP / 2}
                y={HEIGHT - height}
                width={Math.max(slot - GAP, 1)}
                height={height}
                rx={2}
                className="fill-brand-600"
              >
                <title>{t('bar', { date: date(d.day), amount: money(d.minor) })}</title>
              </rect>
            );
          })}
        </svg>
        <div aria-hidden className="mt-1 flex justify-between text-xs text-muted">
          <span>{date(first)}</span>
          <span>{date(last)}</span>
        </div>
      </figure>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">{t('showTable')}</summary>
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">{t('tableCaption')}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-1.5 text-start font-semibold text-muted">
                {t('day')}
              </th>
              <th scope="col" className="py-1.5 text-end font-semibold text-muted">
                {t('amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day} className="border-b border-line/60">
                <th scope="row" className="py-1 text-start font-normal">
                  <time dateTime={d.day}>{date(d.day)}</time>
                </th>
                <td className="py-1 text-end tabular-nums">{money(d.minor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
