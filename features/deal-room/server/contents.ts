import 'server-only';
import { cachedRead } from '@/features/listings/server/cached';
import { listDocuments } from './documents';

/**
 * A deal room's table of contents as the opportunity's public page shows it: the same for every
 * reader, so it is cached with the opportunities' catalogue and refreshed with it (documents.ts
 * expires the tag when a document is added or deleted).
 */
export const cachedRoomContents = cachedRead('deal-room-contents', 'opportunity', listDocuments);
