'use server';

import { ownerAction } from '@/lib/action/builder';
import { documentRefSchema } from '@/features/deal-room/schemas/deal-room';
import { deleteDocument } from '@/features/deal-room/server/documents';

/** The owner deletes a document and its file. */
export const deleteDocumentAction = ownerAction
  .inputSchema(documentRefSchema)
  .action(async ({ input, ctx }) => deleteDocument(ctx.user, input.documentId));
