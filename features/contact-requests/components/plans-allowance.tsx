import { MessageSquareText } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import { getRequestAllowance } from '@/features/contact-requests/server/allowance';

/** The plans page's line for a subscribed investor: contact requests left this month. */
export async function PlansAllowance({ userId }: { userId: string }) {
  const [allowance, t] = await Promise.all([
    getRequestAllowance(userId),
    getTranslations('contactRequests'),
  ]);
  return (
    <section
      aria-labelledby="plans-allowance"
      data-testid="plans-allowance"
      className="mb-6 flex items-start gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm"
    >
      <MessageSquareText aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="min-w-0">
        <h2 id="plans-allowance" className="font-semibold text-ink">
          {t('plansLine.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {allowance.limit === null
            ? t('plansLine.unlimited', { used: allowance.used })
            : t('plansLine.remaining', {
                remaining: allowance.remaining ?? 0,
                used: allowance.used,
                limit: allowance.limit,
              })}{' '}
          <AppLink href="/my-contact-requests" className="font-semibold text-brand-800 underline">
            {t('contact.viewRequests')}
          </AppLink>
        </p>
      </div>
    </section>
  );
}
