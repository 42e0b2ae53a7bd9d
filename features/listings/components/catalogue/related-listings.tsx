import type { ReactNode } from 'react';

/** "Similar listings" under a detail page; nothing at all when there are none. */
export function RelatedListings<T extends { id: string }>({
  title,
  items,
  renderItem,
}: {
  title: string;
  items: T[];
  renderItem: (item: T) => ReactNode;
}) {
  if (!items.length) return null;
  return (
    <section aria-labelledby="related-listings" className="mt-12 border-t border-line pt-8">
      <h2 id="related-listings" className="mb-4 text-xl font-bold text-ink">
        {title}
      </h2>
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4" data-testid="related-listings">
        {items.map((item) => (
          <li key={item.id} className="flex">
            {renderItem(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}
