import { Suspense } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CATALOGUE_MESSAGES } from '@/lib/i18n/client-messages';
import { SaveSearchButton } from './save-search-button';

/**
 * The catalogue's "save this search" island (it reads the URL, hence its own Suspense). It takes
 * no room of its own: it sits in the results' heading row (catalogue-results.tsx), which is as
 * tall as the button, so the list does not move when it appears for an investor.
 */
export function SaveSearch({ kind }: { kind: 'advertisement' | 'opportunity' }) {
  return (
    <ClientMessages pick={CATALOGUE_MESSAGES}>
      <Suspense fallback={null}>
        <SaveSearchButton kind={kind} />
      </Suspense>
    </ClientMessages>
  );
}
