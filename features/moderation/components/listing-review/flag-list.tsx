import { useTranslations } from 'next-intl';
import { REVIEW_FLAGS, type ReviewFlag } from '@/features/moderation/review-rules';
import { StatusBadge } from '@/features/staff/components/status-badge';

/** The automatic flags that sent a listing to review, as labelled pills ("None" without any). */
export function FlagList({ flags }: { flags: readonly string[] }) {
  const t = useTranslations('admin.listings');
  const known = REVIEW_FLAGS.filter((flag: ReviewFlag) => flags.includes(flag));
  if (known.length === 0) return <span className="text-muted">{t('noFlags')}</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {known.map((flag) => (
        <li key={flag}>
          <StatusBadge tone="warning">{t(`flags.${flag}`)}</StatusBadge>
        </li>
      ))}
    </ul>
  );
}
