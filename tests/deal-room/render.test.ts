import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, StandardFonts, degrees } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FONT_DIR } from '@/features/deal-room/server/render/fonts';
import {
  RenderError,
  ndaPdf,
  watermarkImage,
  watermarkPdf,
} from '@/features/deal-room/server/render';
import { wrapText } from '@/features/deal-room/server/render/wrap';
import { pageText } from './pdf-text';

const AT = new Date('2026-03-04T23:30:00-05:00'); // already the 5th in UTC
const LATIN = { name: 'Jane Doe', email: 'jane.doe@example.com', at: AT };
const ARABIC = { name: 'محمد عبد الله الشمري', email: 'm.alshammari@example.com', at: AT };

async function sourceImage(format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const svg = `<svg width="640" height="480"><rect width="640" height="480" fill="#808080"/><rect width="320" height="480" fill="#2a4d7a"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

async function centre(bytes: Uint8Array): Promise<Buffer> {
  return sharp(bytes)
    .extract({ left: 240, top: 180, width: 160, height: 120 })
    .removeAlpha()
    .raw()
    .toBuffer();
}

describe('watermarkImage', () => {
  for (const format of ['jpeg', 'png', 'webp'] as const) {
    for (const mark of [LATIN, ARABIC]) {
      it(`marks the middle of a ${format} and keeps its size and format (${mark.email})`, async () => {
        const input = await sourceImage(format);
        const out = await watermarkImage(input, mark);
        expect(out.contentType).toBe(`image/${format}`);
        const meta = await sharp(out.bytes).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([format, 640, 480]);
        const [before, after] = await Promise.all([centre(input), centre(out.bytes)]);
        let changed = 0;
        for (let i = 0; i < before.length; i++)
          if (Math.abs((before[i] ?? 0) - (after[i] ?? 0)) > 30) changed++;
        // Letters, not recompression noise, and still mostly the picture.
        expect(changed / before.length).toBeGreaterThan(0.01);
        expect(changed / before.length).toBeLessThan(0.5);
      });
    }
  }

  it('marks a rotated photo the way it is seen', async () => {
    const input = await sharp(await sourceImage('jpeg'))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const meta = await sharp((await watermarkImage(input, LATIN)).bytes).metadata();
    expect([meta.width, meta.height]).toEqual([480, 640]);
  });

  it('refuses bytes that are no image', async () => {
    await expect(
      watermarkImage(new TextEncoder().encode('not an image'), LATIN),
    ).rejects.toMatchObject({
      code: 'unreadable_image',
    });
  });
});

async function sourcePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const size of [
    [595, 842],
    [842, 595],
    [612, 792],
  ] as const) {
    doc.addPage([...size]).drawText('Quarterly figures', { x: 50, y: 500, size: 14, font });
  }
  doc.getPage(2).setRotation(degrees(90));
  return doc.save();
}

describe('watermarkPdf', () => {
  it('marks every page and footer, keeping the pages', async () => {
    const out = await watermarkPdf(await sourcePdf(), {
      ...LATIN,
      footer: 'Confidential: Jane Doe',
    });
    const doc = await PDFDocument.load(out);
    expect(doc.getPageCount()).toBe(3);
    for (const page of doc.getPages()) {
      const { own, forms } = pageText(doc, page);
      expect(own).toContain('Confidential: Jane Doe');
      expect(
        forms.some((text) => text.includes('jane.doe@example.com') && text.includes('2026-03-05')),
      ).toBe(true);
      expect(forms.some((text) => text.includes('Jane Doe'))).toBe(true);
    }
  });

  it('draws an Arabic name as text', async () => {
    const doc = await PDFDocument.load(await watermarkPdf(await sourcePdf(), ARABIC));
    for (const page of doc.getPages()) {
      const { own, forms } = pageText(doc, page);
      expect(own).toContain('m.alshammari@example.com');
      expect(own).toContain(ARABIC.name);
      expect(forms.some((text) => text.includes(ARABIC.name))).toBe(true);
    }
  });

  it('refuses garbage, a truncated PDF, a PDF without pages and an encrypted PDF', async () => {
    const whole = await sourcePdf();
    const noPages =
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n' +
      '<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
    const locked = await PDFDocument.load(await sourcePdf());
    locked.context.trailerInfo.Encrypt = locked.context.obj({
      Filter: 'Standard',
      V: 1,
      R: 2,
      P: -4,
    });
    const inputs = [
      new TextEncoder().encode('%PDF-1.7 nonsense'),
      whole.slice(0, whole.length / 2),
      new TextEncoder().encode(noPages),
      await locked.save({ useObjectStreams: false }),
    ];
    for (const input of inputs) {
      const failure = await watermarkPdf(input, LATIN).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(RenderError);
      expect(failure).toMatchObject({ code: 'unreadable_pdf' });
    }
  });
});

const LABELS = {
  opportunity: 'Opportunity',
  acceptedBy: 'Accepted by',
  email: 'E-mail',
  acceptedAt: 'Accepted at',
  ipAddress: 'IP address',
  version: 'Version',
  sha256: 'SHA-256 of the text',
};

describe('ndaPdf', () => {
  const base = {
    title: 'Non-disclosure agreement',
    opportunityTitle: 'Water bottling plant',
    acceptedAt: AT,
    ipAddress: '203.0.113.7',
    version: 2,
    textSha256: 'ab'.repeat(32),
  };

  it('sets a long English text over several A4 pages, ending with the acceptance', async () => {
    const words =
      'confidential information shall remain the property of the disclosing party'.split(' ');
    const paragraphs = Array.from({ length: 60 }, (_, p) =>
      Array.from({ length: 100 }, (_, i) => words[(p + i) % words.length]).join(' '),
    );
    const bytes = await ndaPdf({
      ...base,
      locale: 'en',
      body: paragraphs.join('\n\n'),
      investorName: LATIN.name,
      investorEmail: LATIN.email,
      labels: LABELS,
    });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(5);
    const first = doc.getPage(0);
    expect([Math.round(first.getWidth()), Math.round(first.getHeight())]).toEqual([595, 842]);
    const last = pageText(doc, doc.getPage(doc.getPageCount() - 1)).own;
    for (const text of [
      'Accepted by',
      'jane.doe@example.com',
      '2026-03-05 04:30:00 UTC',
      '203.0.113.7',
      'ab'.repeat(32),
    ]) {
      expect(last).toContain(text);
    }
  });

  it('sets an Arabic text', async () => {
    const body =
      'يلتزم المستثمر بالحفاظ على سرية المعلومات (لمدة 3 سنوات) وعدم الإفصاح عنها.\n\n'.repeat(40);
    const bytes = await ndaPdf({
      ...base,
      locale: 'ar',
      title: 'اتفاقية عدم الإفصاح',
      body,
      investorName: ARABIC.name,
      investorEmail: ARABIC.email,
      labels: { acceptedBy: 'قبلها' },
    });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    const text = doc
      .getPages()
      .map((page) => pageText(doc, page).own)
      .join('\n');
    expect(text).toContain('m.alshammari@example.com');
    expect(text).toContain(ARABIC.name);
    expect(text).toContain('يلتزم المستثمر بالحفاظ');
    expect(text).toContain('(لمدة');
  });
});

describe('wrapText', () => {
  it('breaks at spaces and cuts a word longer than a line', () => {
    const text = 'ab cd efghijklmn o';
    const lines = wrapText(text, 5, 1, (from, to) => to - from + 1);
    expect(lines.map(([from, to]) => text.slice(from, to + 1))).toEqual([
      'ab cd',
      'efghi',
      'jklmn',
      'o',
    ]);
  });
});

describe('deal room fonts', () => {
  // pdf-lib's subsetter miscounts glyph records of odd length (some letters then vanish), so the
  // committed faces must keep every record padded to an even length.
  it.each(['Inter-Regular.ttf', 'NotoSansArabic-Regular.ttf'])(
    '%s has even glyph records',
    (file) => {
      const font = fontkit.create(readFileSync(path.join(FONT_DIR, file))) as unknown as {
        loca: { offsets: number[] };
      };
      const { offsets } = font.loca;
      expect(
        offsets.every((offset, i) => i === 0 || (offset - (offsets[i - 1] ?? 0)) % 2 === 0),
      ).toBe(true);
    },
  );
});
