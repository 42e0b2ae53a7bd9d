'use client';

import en from '@/messages/en.json';

// The root layout itself failed, so neither translations nor the locale are available here.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en" dir="ltr">
      <body
        style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}
      >
        <h1>{en.errors.serverTitle}</h1>
        <p>{en.errors.serverStatus.replace('{status}', '500')}</p>
        <p>{en.errors.serverMessage}</p>
        <p>{en.errors.serverDescription}</p>
        {error.digest ? <p>{error.digest}</p> : null}
      </body>
    </html>
  );
}
