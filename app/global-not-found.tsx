import { getLocale, setRequestLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import { NotFoundView } from '@/components/errors/not-found-view';
import { LocaleDocument } from '@/components/layout/locale-document';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { toLocale } from '@/i18n/routing';
import { PATH_HEADER } from '@/lib/http/path-header';

/**
 * The 404 page of every path no route matches, and of detail pages whose listing is not published
 * (proxy.ts rewrites those here); `experimental.globalNotFound` in next.config.ts. Next renders it
 * as a page of its own, without any layout, so its HTML carries `<html lang dir>`, the title and
 * the message (SPEC 8) with status 404, and the site's header and footer: a `notFound()` thrown
 * inside a page gets Next's error shell, which the browser fills in (docs/errors.md). Unlike
 * app/not-found.tsx it is no boundary embedded in every page, so it may read the request: the
 * language the proxy negotiated (next-intl's request header; the default where the proxy never
 * ran) and the requested path.
 */
export default async function GlobalNotFound() {
  const requested = await getLocale();
  const locale = toLocale(requested);
  setRequestLocale(locale);
  const path = (await headers()).get(PATH_HEADER);
  return (
    <LocaleDocument locale={locale}>
      <SiteHeader />
      <main id="main" className="flex flex-1 flex-col">
        <NotFoundView path={path} />
      </main>
      <SiteFooter />
    </LocaleDocument>
  );
}
