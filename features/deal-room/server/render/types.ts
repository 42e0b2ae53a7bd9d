/** Who a confidential copy was made for: drawn on every page or image handed to them. */
export type Watermark = {
  name: string;
  email: string;
  at: Date;
  /**
   * The PDF footer line, already translated by the caller (an ICU message such as
   * "Confidential: {name} {email} {date}"). Without it the footer carries the same facts as the mark.
   */
  footer?: string;
};

export type RenderErrorCode = 'unreadable_pdf' | 'unreadable_image';

/** A document the renderer cannot open (encrypted, malformed, not the format it claims). */
export class RenderError extends Error {
  constructor(
    readonly code: RenderErrorCode,
    options?: { cause?: unknown },
  ) {
    super(code, options);
    this.name = 'RenderError';
  }
}

/** The date of a mark: UTC, ISO 8601 (`2026-03-04`), the same whatever the server's zone. */
export function markDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The one line drawn across pages and images; names and e-mails keep their own direction. */
export function markText(mark: Watermark): string {
  return [mark.name.trim(), mark.email.trim(), markDate(mark.at)].filter(Boolean).join('  ·  ');
}
