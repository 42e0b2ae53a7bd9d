import type { useFormatter } from 'next-intl';

/** next-intl's number formatter, as useFormatter() and getFormatter() give it. */
type Formatter = Pick<ReturnType<typeof useFormatter>, 'number'>;

const MEGABYTE = 1024 * 1024;

/** Bytes as megabytes in the reader's language ("2.5 MB", "٢٫٥ ميغابايت"). */
export function formatMegabytes(format: Formatter, bytes: number): string {
  return format.number(bytes / MEGABYTE, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  });
}

/** A document's size: kilobytes below one megabyte (a small file never reads "0 MB"). */
export function formatFileSize(format: Formatter, bytes: number): string {
  if (bytes >= MEGABYTE) return formatMegabytes(format, bytes);
  return format.number(Math.max(1, Math.round(bytes / 1024)), {
    style: 'unit',
    unit: 'kilobyte',
  });
}
