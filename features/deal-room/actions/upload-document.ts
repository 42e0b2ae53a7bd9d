'use server';

import { ownerAction } from '@/lib/action/builder';
import { uploadDocumentSchema } from '@/features/deal-room/schemas/deal-room';
import { addDocument } from '@/features/deal-room/server/documents';
import { limitDocumentUploads } from '@/features/deal-room/server/limits';

/** Adds one document to the owner's deal room (reached through POST /api/deal-room/documents). */
export const uploadDocumentAction = ownerAction
  .inputSchema(uploadDocumentSchema)
  .action(async ({ input, ctx }) => {
    await limitDocumentUploads(ctx.user.id);
    return addDocument(ctx.user, input);
  });
