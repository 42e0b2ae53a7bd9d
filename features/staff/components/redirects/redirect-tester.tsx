import { useLocale, useTranslations } from 'next-intl';
import { isolate } from '@/features/billing/format';
import { fieldClass } from '@/features/listings/components/catalogue/filter-fields';
import type { RedirectTest } from '@/features/redirects/server/admin';

/**
 * "Where does this path go?": a plain GET form (`?test=`) answered by the page, which asks the
 * same lookup as the request layer. The answer is a live region, read out after the reload.
 */
export function RedirectTester({ typed, result }: { typed: string; result: RedirectTest | null }) {
  const t = useTranslations('admin.redirects.test');
  const kinds = useTranslations('admin.redirects.kinds');
  const locale = useLocale();
  return (
    <section
      aria-labelledby="redirect-test-title"
      className="rounded-2xl border border-line bg-surface p-4 shadow-sm"
    >
      <h2 id="redirect-test-title" className="mb-3 font-semibold text-ink">
        {t('title')}
      </h2>
      <form
        method="get"
        action={`/${locale}/admin/redirects`}
        className="flex flex-wrap items-end gap-2"
      >
        <div className="min-w-0 flex-1">
          <label htmlFor="redirect-test" className="mb-1 block text-sm font-medium text-ink">
            {t('label')}
          </label>
          <input
            id="redirect-test"
            name="test"
            type="text"
            defaultValue={typed}
            placeholder="/spring-sale"
            maxLength={500}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            aria-describedby="redirect-test-hint"
            className={fieldClass}
          />
        </div>
        <button type="submit" className="btn btn-secondary">
          {t('submit')}
        </button>
      </form>
      <p id="redirect-test-hint" className="mt-1 text-xs text-muted">
        {t('hint')}
      </p>
      <p role="status" className="mt-3 text-sm text-ink empty:hidden" data-testid="redirect-test">
        {result === null ? null : result.status === 'invalid' ? (
          t('invalid')
        ) : result.status === 'none' ? (
          t('none', { path: isolate(result.path) })
        ) : (
          <>
            {t('found', {
              path: isolate(result.path),
              destination: isolate(result.target.destination),
            })}{' '}
            <span className="text-muted">
              ({result.target.permanent ? kinds('permanent') : kinds('temporary')})
            </span>
          </>
        )}
      </p>
    </section>
  );
}
