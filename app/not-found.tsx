import Link from 'next/link';
import en from '@/messages/en.json';

// Reached only by paths the proxy does not localise (e.g. a missing file with an extension),
// where no language was negotiated: answer in the default language.
export default function GlobalNotFound() {
  return (
    <html lang="en" dir="ltr">
      <body className="grid min-h-dvh place-items-center p-6 font-sans">
        <main className="text-center">
          <h1 className="text-3xl font-bold">{en.errors.notFoundTitle}</h1>
          <p className="mt-2 text-muted">{en.errors.notFoundDescription}</p>
          <Link className="mt-4 inline-block text-brand-700 underline" href="/">
            {en.nav.backHome}
          </Link>
        </main>
      </body>
    </html>
  );
}
