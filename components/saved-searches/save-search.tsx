import { Suspense } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CATALOGUE_MESSAGES } from '@/lib/i18n/client-messages';
import { SaveSearchButton } from './save-search-button';

/** The catalogue's "save this search" island (it reads the URL, hence its own Suspense). */
export function SaveSearch({ kind }: { kind: 'advertisement' | 'opportunity' }) {
  return (
    <div className="mb-4 min-h-9">
      <ClientMessages pick={CATALOGUE_MESSAGES}>
        <Suspense fallback={null}>
          <SaveSearchButton kind={kind} />
        </Suspense>
      </ClientMessages>
    </div>
  );
}
