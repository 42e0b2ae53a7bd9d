'use client';

import { useEffect, useState } from 'react';

type ErrorTexts = {
  serverTitle: string;
  serverStatus: string;
  serverMessage: string;
  serverDescription: string;
};
type ErrorKey = keyof ErrorTexts;

// The root layout itself failed: no provider, no locale. The texts are loaded only now, in the
// page's language, so the message files never weigh on the bundle of every healthy page. They are
// compiled ICU messages (next.config.ts: messages.precompile), so a translator formats them; it is
// loaded with them, for the same reason.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const [lang] = useState<'en' | 'ar'>(() =>
    typeof window !== 'undefined' && window.location.pathname.startsWith('/ar') ? 'ar' : 'en',
  );
  const [texts, setTexts] = useState<ErrorTexts | null>(null);

  useEffect(() => {
    const load = lang === 'ar' ? import('@/messages/ar.json') : import('@/messages/en.json');
    void Promise.all([load, import('next-intl')]).then(([m, { createTranslator }]) => {
      const t = createTranslator({ locale: lang, messages: m.default, namespace: 'errors' });
      const text = (key: ErrorKey) => t(key, { status: '500' });
      setTexts({
        serverTitle: text('serverTitle'),
        serverStatus: text('serverStatus'),
        serverMessage: text('serverMessage'),
        serverDescription: text('serverDescription'),
      });
    });
  }, [lang]);

  return (
    <html lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
      <body
        style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}
      >
        <p aria-hidden style={{ fontSize: '3rem', fontWeight: 900 }}>
          500
        </p>
        {texts ? (
          <>
            <h1>{texts.serverTitle}</h1>
            <p>{texts.serverStatus}</p>
            <p>{texts.serverMessage}</p>
            <p>{texts.serverDescription}</p>
          </>
        ) : null}
        {error.digest ? <p dir="ltr">{error.digest}</p> : null}
      </body>
    </html>
  );
}
