import en from '@/messages/en.json';

// The boundary of the root layout: a notFound() from the [locale] layout itself (an unknown
// locale). Unmatched paths get app/global-not-found.tsx. Next embeds this element in every page's
// payload, so it reads no request (that would make every page dynamic) and stays small.
export default function RootNotFound() {
  return (
    <html lang="en" dir="ltr">
      <title>{`${en.app.name} - ${en.titles.notFound}`}</title>
      <body className="grid min-h-dvh place-items-center p-6 font-sans">
        <main className="text-center">
          <h1 className="text-3xl font-bold">{en.errors.notFoundTitle}</h1>
          <p className="mt-2 text-muted">{en.errors.notFoundDescription}</p>
          {/* A plain link: next/link's code would ride along with every page (this element is in
              every page's payload), and leaving an error page is a full load anyway. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a className="mt-4 inline-block text-brand-700 underline" href="/">
            {en.nav.backHome}
          </a>
        </main>
      </body>
    </html>
  );
}
