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

/** The PDF copy of an accepted NDA: the investor's own, or one investor's for the owner. */
export function ndaCopyUrl(opportunityId: string, accessId?: string): string {
  const base = `/api/deal-room/nda/${encodeURIComponent(opportunityId)}`;
  return accessId ? `${base}?access=${encodeURIComponent(accessId)}` : base;
}

export const UPLOAD_URL = '/api/deal-room/documents';
