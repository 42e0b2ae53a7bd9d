import 'server-only';
import type { DocumentFormat } from '@/features/deal-room/constants';

/**
 * What an uploaded document really is, read from its bytes (never from the name or the type the
 * browser claimed): a PDF, a JPEG/PNG/WebP image, or a spreadsheet (XLSX, ODS, CSV). Anything
 * else, HTML, SVG and scripts included, is refused, so nothing active is ever stored.
 */
export type DetectedFile = { format: DocumentFormat; extension: string };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  Buffer.from(bytes.subarray(from, to)).toString('latin1');

export function detectDocument(bytes: Uint8Array, fileName: string): DetectedFile | null {
  if (bytes.length === 0) return null;
  if (ascii(bytes, 0, 1024).includes('%PDF-')) return { format: 'pdf', extension: 'pdf' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { format: 'image', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { format: 'image', extension: 'png' };
  }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return { format: 'image', extension: 'webp' };
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return zipSpreadsheet(bytes);
  if (/\.csv$/i.test(fileName) && isPlainText(bytes)) {
    return { format: 'spreadsheet', extension: 'csv' };
  }
  return null;
}

/**
 * An OpenDocument spreadsheet names its type in an uncompressed first entry; an Office workbook
 * carries an `xl/` folder. Other ZIP files (Word documents, archives) are refused.
 */
function zipSpreadsheet(bytes: Uint8Array): DetectedFile | null {
  const head = ascii(bytes, 0, 256);
  if (head.includes('mimetypeapplication/vnd.oasis.opendocument.spreadsheet')) {
    return { format: 'spreadsheet', extension: 'ods' };
  }
  const names = ascii(bytes, 0, bytes.length);
  if (names.includes('[Content_Types].xml') && names.includes('xl/workbook')) {
    return { format: 'spreadsheet', extension: 'xlsx' };
  }
  return null;
}

/** Valid UTF-8 without NUL or markup that a browser could take for a page. */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 64 * 1024));
  } catch {
    return false;
  }
  return !/^\s*</.test(text);
}

/** A file name fit for a Content-Disposition header: no path, no control characters. */
export function safeFileName(name: string, extension: string): string {
  const base = name
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    .replace(/[\u0000-\u001f\u007f"\\]/g, '')
    .trim()
    .slice(0, 120);
  return `${base || 'document'}.${extension}`;
}
