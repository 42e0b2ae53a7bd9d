import '@/lib/validation/zod-config';
import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { f, fileField, isFileLike, type FileLike } from '@/lib/validation/file-rules';
import { encodeIssue } from '@/lib/validation/issue';
import { acceptedCheckbox, requiredString, ruleCheck, v } from '@/lib/validation/rules';
import {
  ACCESS_DECISIONS,
  DOCUMENT_CATEGORIES,
  DOCUMENT_TITLE_MAX,
  MAX_DOCUMENT_BYTES,
  NDA_BODY_MAX,
} from '@/features/deal-room/constants';

/** The deal room's forms; each form and its action (or route) parse with the same schema. */

const idSchema = z.uuid();
// Every message is an encoded issue (lib/validation/issue.ts), translated where it is shown.
const required = { error: () => encodeIssue('required') };
const ndaBody = z
  .string(required)
  .trim()
  .check(ruleCheck([v.max(NDA_BODY_MAX)]));

/** The fields of a document upload (the file itself is checked by its bytes on the server). */
export const documentFieldsSchema = z.object({
  opportunityId: idSchema,
  title: requiredString(v.max(DOCUMENT_TITLE_MAX)),
  category: z.enum(DOCUMENT_CATEGORIES, required),
});

/** An upload as the browser sends it (FormData: opportunityId, title, category, file). */
export const uploadDocumentSchema = z.instanceof(FormData).pipe(
  z.preprocess(
    (data: FormData) => ({
      opportunityId: data.get('opportunityId'),
      title: data.get('title'),
      category: data.get('category'),
      file: data.get('file'),
    }),
    documentFieldsSchema.extend({
      file: z.unknown().transform((entry): FileLike | null => (isFileLike(entry) ? entry : null)),
    }),
  ),
);

export const documentRefSchema = z.object({ documentId: idSchema });

/** The owner's NDA: the platform's default, or their own text in one or both languages. */
export const ndaSchema = z
  .object({
    opportunityId: idSchema,
    useDefault: z.boolean(),
    bodyEn: ndaBody,
    bodyAr: ndaBody,
  })
  .refine((nda) => nda.useDefault || nda.bodyEn.length > 0 || nda.bodyAr.length > 0, {
    path: ['bodyEn'],
    message: encodeIssue('required'),
  });

export const accessDecisionSchema = z.object({
  accessId: idSchema,
  decision: z.enum(ACCESS_DECISIONS),
});

/** The investor accepts the version they were shown (a newer one must be read first). */
export const acceptNdaSchema = z.object({
  opportunityId: idSchema,
  version: z.number().int().min(1),
  /** The page's language: the text shown, and so the text accepted, is in it. */
  locale: z.enum(routing.locales),
  // A checkbox in the form: anything but ticked is `required`.
  agree: acceptedCheckbox().transform(() => true as const),
});

export const requestAccessSchema = z.object({ opportunityId: idSchema });

export type NdaInput = z.output<typeof ndaSchema>;

/** The form's field that carries the file (and the FormData entry the route reads). */
export const DOCUMENT_FILE_FIELD = 'file';

/**
 * The upload form in the browser: the same fields as the route parses, plus a chosen file within
 * the size limit. What the file is, the server decides from its bytes.
 */
export const uploadFormSchema = documentFieldsSchema.extend({
  [DOCUMENT_FILE_FIELD]: fileField({}, f.size(MAX_DOCUMENT_BYTES / 1024)),
});
