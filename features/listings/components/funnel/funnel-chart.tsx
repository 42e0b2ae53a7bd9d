import { getFormatter, getTranslations } from 'next-intl/server';
import type { FunnelCounts } from '@/features/listings/server/funnel';

const LEAD_STAGES = ['views', 'requests', 'accepted', 'replied'] as const;
/** An opportunity's funnel goes on into its deal room. */
const DEAL_ROOM_STAGES = [...LEAD_STAGES, 'ndaAccepted', 'roomOpened'] as const;
const COLORS = [
  'bg-brand-200',
  'bg-brand-400',
  'bg-brand-500',
  'bg-brand-700',
  'bg-brand-800',
  'bg-brand-900',
];

/**
 * The four steps as bars (plain CSS, drawn on the server) whose width follows the first step,
 * each with its count and its share of the step before; the bars are hidden from screen readers,
 * which read the same numbers from a table.
 */
export async function FunnelChart({
  counts,
  days,
  dealRoom = false,
}: {
  counts: FunnelCounts;
  days: number;
  dealRoom?: boolean;
}) {
  const STAGES = dealRoom ? DEAL_ROOM_STAGES : LEAD_STAGES;
  const t = await getTranslations('funnel');
  const format = await getFormatter();
  const top = Math.max(1, ...STAGES.map((s) => counts[s]));
  const share = (i: number) => {
    if (i === 0) return null;
    const before = counts[STAGES[i - 1]!];
    return before > 0 ? format.number(counts[STAGES[i]!] / before, { style: 'percent' }) : null;
  };
  return (
    <figure data-testid="funnel-chart">
      <div aria-hidden className="space-y-3">
        {STAGES.map((stage, i) => (
          <div key={stage}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-ink">{t(`stages.${stage}`)}</span>
              <span className="text-muted">
                <span className="font-semibold text-ink" data-testid={`funnel-${stage}`}>
                  {format.number(counts[stage])}
                </span>
                {share(i) ? ` · ${t('of', { percent: share(i)! })}` : null}
              </span>
            </div>
            <div className="mt-1 h-3 overflow-hidden rounded-full bg-canvas">
              <div
                className={`h-full rounded-full ${COLORS[i]}`}
                style={{
                  width: `${Math.max(counts[stage] > 0 ? 2 : 0, (counts[stage] / top) * 100)}%`,
                }}
              />
            </div>
          </div>
        ))}
      </div>
      <table className="sr-only">
        <caption>{t('tableCaption', { days })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('stage')}</th>
            <th scope="col">{t('count')}</th>
            <th scope="col">{t('conversion')}</th>
          </tr>
        </thead>
        <tbody>
          {STAGES.map((stage, i) => (
            <tr key={stage}>
              <th scope="row">{t(`stages.${stage}`)}</th>
              <td>{format.number(counts[stage])}</td>
              <td>{share(i) ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
