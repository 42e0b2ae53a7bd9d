import 'server-only';
import { PDFDocument } from 'pdf-lib';
import { DomainError } from '@/lib/errors/domain-error';

/**
 * A PDF is kept only if it opens, unencrypted: every investor copy is watermarked on the fly,
 * which a damaged or password-protected file would make impossible later, at the worst moment.
 */
export async function assertReadablePdf(bytes: Uint8Array): Promise<void> {
  let pages = 0;
  try {
    pages = (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
  } catch {
    // Damaged, or encrypted (pdf-lib refuses those unless told to ignore the encryption).
  }
  // pdf-lib reads leniently: a file with a PDF header and no pages opens as an empty document.
  if (pages === 0) throw new DomainError('dealRoom.unreadable_pdf');
}
