import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { type Locale, toLocale } from '@/i18n/routing';
import { pageMetadata, type TitleKey } from '@/lib/i18n/metadata';
import { enforcePageAccess } from '@/lib/auth/page-access';

type Params = Promise<Record<string, string>>;

function fill(path: string, params: Record<string, string>): string {
  return path.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * A route whose content belongs to a later issue: it already answers with its layout, title and
 * heading, so routing, guards and titles can be built and tested now.
 */
export function sectionPage(titleKey: TitleKey, path: string) {
  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const all = await params;
    const locale: Locale = toLocale(all.locale);
    return pageMetadata(locale, titleKey, fill(path, all));
  }
  async function Page({ params }: { params: Params }) {
    const all = await params;
    const locale: Locale = toLocale(all.locale);
    setRequestLocale(locale);
    await enforcePageAccess(locale, fill(path, all));
    const t = await getTranslations('titles');
    const p = await getTranslations('placeholder');
    return (
      <div className="container-page py-2">
        <PageHeading title={t(titleKey)} />
        <p className="rounded-xl border border-dashed border-line bg-surface p-8 text-center text-muted">
          {p('comingWith')}
        </p>
      </div>
    );
  }
  return { generateMetadata, Page };
}
