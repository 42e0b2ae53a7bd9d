import { randomUUID } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { createUser } from '../billing/helpers';
import { createOpportunity, MESSAGE, subscribedInvestor } from '../contact-requests/helpers';
import { sendContactRequest } from '@/features/contact-requests/server/send';
import { addDocument } from '@/features/deal-room/server/documents';
import type { Locale } from '@/i18n/routing';

export { createOpportunity, MESSAGE };

/** A user as requireUser() gives it to the deal room's services. */
export type Actor = { id: string; type: string; name: string; email: string; locale: Locale };

export async function owner(): Promise<Actor> {
  const user = await createUser('OWNER');
  return { ...user, name: 'Billing OWNER', locale: 'en' };
}

export async function investor(locale: Locale = 'en'): Promise<Actor> {
  const user = await subscribedInvestor();
  return { ...user, name: 'Billing INVESTOR', locale };
}

export async function pdfBytes(pages = 2): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) {
    doc.addPage([400, 400]).drawText(`Page ${i + 1}`, { x: 50, y: 300, size: 24, font });
  }
  return doc.save();
}

export async function pngBytes(): Promise<Uint8Array> {
  return sharp({
    create: { width: 200, height: 120, channels: 3, background: { r: 240, g: 240, b: 240 } },
  })
    .png()
    .toBuffer();
}

export const fileOf = (bytes: Uint8Array, name: string) => new File([Buffer.from(bytes)], name);

/** An owner's published opportunity with one PDF in its deal room. */
export async function roomWithPdf() {
  const seller = await owner();
  const opportunity = await createOpportunity(seller.id);
  const doc = await addDocument(seller, {
    opportunityId: opportunity.id,
    title: 'Financial statements 2025',
    category: 'financials',
    file: fileOf(await pdfBytes(), 'statements.pdf'),
  });
  return { seller, opportunity, doc };
}

/** An investor who asked for the room with their contact request. */
export async function askingInvestor(opportunityId: string, locale: Locale = 'en') {
  const buyer = await investor(locale);
  const request = await sendContactRequest(buyer, {
    listingKind: 'opportunity',
    listingId: opportunityId,
    message: MESSAGE,
    askDealRoom: true,
  });
  return { buyer, request };
}

export const uuid = () => randomUUID();
