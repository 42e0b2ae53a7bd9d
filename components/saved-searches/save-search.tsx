import { Suspense } from 'react';
import { SaveSearchButton } from './save-search-button';

/** The catalogue's "save this search" island (it reads the URL, hence its own Suspense). */
export function SaveSearch({ kind }: { kind: 'advertisement' | 'opportunity' }) {
  return (
    <div className="mb-4 min-h-9">
      <Suspense fallback={null}>
        <SaveSearchButton kind={kind} />
      </Suspense>
    </div>
  );
}
