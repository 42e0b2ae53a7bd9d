import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

export type AdminColumn<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The column that names the row: its cells are `<th scope="row">`. */
  rowHeader?: boolean;
  /** Amounts and counts line up at the end. */
  align?: 'start' | 'end';
  className?: string;
};

/**
 * The staff area's table: a real `<table>` (caption, column and row headers) inside a region that
 * scrolls sideways on a phone. The region is named by the caption and takes focus, so a keyboard
 * can scroll it too. No rows: the `empty` sentence instead of an empty table.
 */
export function AdminTable<T>({
  id,
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  empty,
  testId,
}: {
  /** Unique on the page: the caption's id is derived from it. */
  id: string;
  caption: string;
  /** The caption for assistive technology only (a visible heading already says it). */
  captionHidden?: boolean;
  columns: ReadonlyArray<AdminColumn<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string;
  empty?: ReactNode;
  testId?: string;
}) {
  const t = useTranslations('admin.table');
  if (rows.length === 0) {
    return (
      <p
        className="rounded-2xl border border-line bg-surface p-6 text-center text-muted"
        data-testid={testId}
      >
        {empty ?? t('empty')}
      </p>
    );
  }
  const captionId = `${id}-caption`;
  const align = (column: AdminColumn<T>) => (column.align === 'end' ? 'text-end' : 'text-start');
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-line bg-surface shadow-sm"
      data-testid={testId}
    >
      <table id={id} className="min-w-full text-sm [&_.user-text]:[overflow-wrap:break-word]">
        <caption
          id={captionId}
          className={clsx(
            captionHidden ? 'sr-only' : 'px-4 pt-4 pb-2 text-start font-semibold text-ink',
          )}
        >
          {caption}
        </caption>
        <thead className="bg-canvas">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={clsx(
                  'px-3 py-2.5 text-xs font-semibold whitespace-nowrap text-muted',
                  align(column),
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="align-top hover:bg-canvas/60">
              {columns.map((column) => {
                const Cell = column.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={column.key}
                    scope={column.rowHeader ? 'row' : undefined}
                    className={clsx(
                      'px-3 py-2.5',
                      column.rowHeader ? 'font-medium text-ink' : 'text-ink',
                      align(column),
                      column.className,
                    )}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
