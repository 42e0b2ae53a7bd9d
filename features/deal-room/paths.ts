/** The deal room's pages (without the locale prefix) and its file routes. */

/** The owner's page of an opportunity's deal room. */
export function ownerRoomPath(opportunityId: string): string {
  return `/profile/opportunities/${encodeURIComponent(opportunityId)}/deal-room`;
}

/** The investor's page of an opportunity's deal room. */
export function investorRoomPath(opportunityId: string): string {
  return `/investments/${encodeURIComponent(opportunityId)}/deal-room`;
}

/** A document, authorised per request: `view` shows an image in the browser, else a download. */
export function documentFileUrl(documentId: string, mode?: 'view'): string {
  const base = `/api/deal-room/documents/${encodeURIComponent(documentId)}`;
  return mode === 'view' ? `${base}?mode=view` : base;
}

/** The investor's PDF copy of the NDA they accepted. */
export function ndaCopyUrl(opportunityId: string): string {
  return `/api/deal-room/nda/${encodeURIComponent(opportunityId)}`;
}

export const UPLOAD_URL = '/api/deal-room/documents';
