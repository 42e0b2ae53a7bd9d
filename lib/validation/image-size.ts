/**
 * Reads an image's pixel size from its header bytes (PNG, GIF, JPEG, WebP, BMP). Plain byte
 * parsing works identically in the browser and in Node (a server action's `File`), unlike
 * `createImageBitmap`/`<img>`, which exist only in the browser.
 */

export interface ImageSize {
  width: number;
  height: number;
}

/** Enough for the JPEG frame header even after a large EXIF block. */
const HEAD_BYTES = 512 * 1024;

export async function readImageSize(blob: Pick<Blob, 'slice'>): Promise<ImageSize | null> {
  const buffer = await blob.slice(0, HEAD_BYTES).arrayBuffer();
  return parseImageSize(new Uint8Array(buffer));
}

export function parseImageSize(b: Uint8Array): ImageSize | null {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const ascii = (at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));
  if (b.length >= 24 && ascii(1, 3) === 'PNG') {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (b.length >= 10 && ascii(0, 4) === 'GIF8') {
    return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  }
  if (b.length >= 26 && ascii(0, 2) === 'BM') {
    return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };
  }
  if (b.length >= 30 && ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') return webp(b, view);
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) return jpeg(b, view);
  return null;
}

function webp(b: Uint8Array, view: DataView): ImageSize | null {
  const chunk = String.fromCharCode(...b.subarray(12, 16));
  if (chunk === 'VP8 ') {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    const u24 = (at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
    return { width: u24(24) + 1, height: u24(27) + 1 };
  }
  return null;
}

function jpeg(b: Uint8Array, view: DataView): ImageSize | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    // SOF0..SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}
