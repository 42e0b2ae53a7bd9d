/**
 * The deal room's rules, shared by the forms (client) and the services (server).
 */

export const DOCUMENT_CATEGORIES = ['financials', 'legal', 'deck', 'other'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const DOCUMENT_FORMATS = ['pdf', 'image', 'spreadsheet'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/** One document's largest size. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
/** The total per opportunity for an owner without a plan that says otherwise. */
export const DEFAULT_DEAL_ROOM_MEGABYTES = 50;
export const MAX_DOCUMENTS_PER_ROOM = 50;

export const DOCUMENT_TITLE_MAX = 120;
export const NDA_BODY_MAX = 20_000;

/** What the file picker offers; the server decides by the bytes, never by these. */
export const DOCUMENT_ACCEPT =
  '.pdf,application/pdf,.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp,.xlsx,.ods,.csv';

export const ACCESS_STATES = ['requested', 'granted', 'revoked', 'ended'] as const;
export type AccessState = (typeof ACCESS_STATES)[number];

export const ACCESS_END_REASONS = [
  'request_declined',
  'request_cancelled',
  'opportunity_closed',
  'account_suspended',
] as const;
export type AccessEndReason = (typeof ACCESS_END_REASONS)[number];

export const ACCESS_DECISIONS = ['grant', 'revoke', 'restore'] as const;
export type AccessDecision = (typeof ACCESS_DECISIONS)[number];
