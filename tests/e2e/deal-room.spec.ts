import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  LANGS,
  messages,
  seriousViolations,
  signedInPage,
  waitForHydration,
  type Lang,
} from './helpers';

/**
 * The whole path of a deal room, in each language, between two people in two browsers: an owner
 * puts two documents in the room of a new opportunity; a subscribed investor sees only the
 * contents, asks with a contact request; the owner accepts; the investor accepts the NDA and
 * downloads a watermarked PDF; the owner sees the download; the owner revokes, the investor's open
 * page closes, and the next download is refused.
 */

const SUBSCRIBER = 'subscriber@fursa.local';
// Each language its own owner (the two run side by side).
const OWNERS: Record<Lang, string> = { en: 'khalid@fursa.local', ar: 'nora@fursa.local' };
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const tag = () => Math.random().toString(36).slice(2, 8);

async function pdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText(title, { x: 60, y: 760, size: 20, font });
  return Buffer.from(await doc.save());
}

/** A new published opportunity of the signed-in owner; its id. */
async function publishedOpportunity(owner: Page, lang: Lang, title: string): Promise<string> {
  const m = messages[lang].ownerListings;
  await owner.goto(`/${lang}/profile/opportunities/add`);
  await waitForHydration(owner, 'form');
  await owner.getByRole('textbox', { name: m.form.title, exact: true }).fill(title);
  await owner.getByRole('combobox', { name: m.form.sector, exact: true }).selectOption('energy');
  await owner.getByRole('combobox', { name: m.form.city, exact: true }).selectOption('tabuk');
  await owner.getByRole('combobox', { name: m.form.stage, exact: true }).selectOption('growth');
  await owner.getByRole('textbox', { name: m.form.amountMin, exact: true }).fill('500,000');
  await owner.getByRole('textbox', { name: m.form.amountMax, exact: true }).fill('2,000,000');
  await owner
    .getByRole('textbox', { name: m.form.summary, exact: true })
    .fill('A profitable plant that doubles its capacity.');
  await owner
    .getByRole('textbox', { name: m.form.description, exact: true })
    .fill('We are raising capital to add a second production line next year.');
  await owner.getByRole('button', { name: m.form.create }).click();
  await owner.waitForURL(/\/profile\/opportunities\/[0-9a-f-]+\/edit\?created=1$/);
  const id = /opportunities\/([0-9a-f-]{36})\//.exec(owner.url())![1]!;
  await owner.locator('[data-photo-input]').setInputFiles([fixture('listing-3.webp')]);
  await expect(owner.locator('[data-photo]')).toHaveCount(1, { timeout: 60_000 });
  await owner.getByRole('button', { name: m.status.publish, exact: true }).click();
  await expect(
    owner.getByRole('status').filter({ hasText: m.status.changed.published }),
  ).toBeVisible();
  return id;
}

async function upload(
  owner: Page,
  lang: Lang,
  file: { name: string; buffer: Buffer },
  title: string,
) {
  const t = messages[lang].dealRoom.owner.upload;
  const form = owner.getByTestId('deal-room-upload');
  await form.locator('input[type="file"]').setInputFiles({ ...file, mimeType: 'application/pdf' });
  await form.getByRole('textbox', { name: t.docTitle }).fill(title);
  await form.getByRole('combobox', { name: t.category }).selectOption('financials');
  await form.getByRole('button', { name: t.submit }).click();
  await expect(owner.getByTestId('deal-room-documents')).toContainText(title, { timeout: 20_000 });
}

for (const lang of LANGS) {
  test(`a deal room from upload to revocation, between two browsers (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const m = messages[lang];
    const d = m.dealRoom;
    const owner = await signedInPage(browser, OWNERS[lang], lang);
    const investor = await signedInPage(browser, SUBSCRIBER, lang);

    // The owner: a new opportunity, two documents in its room.
    const title = `${lang === 'ar' ? 'مصنع ألواح شمسية' : 'Solar panel plant'} ${tag()}`;
    const id = await publishedOpportunity(owner, lang, title);
    await owner.goto(`/${lang}/profile/opportunities/${id}/deal-room`);
    await waitForHydration(owner, '[data-testid="deal-room-upload"]');
    const statements = lang === 'ar' ? 'القوائم المالية 2025' : 'Financial statements 2025';
    const valuation = lang === 'ar' ? 'تقرير التقييم' : 'Valuation report';
    await upload(
      owner,
      lang,
      { name: 'statements.pdf', buffer: await pdf('Statements') },
      statements,
    );
    await upload(owner, lang, { name: 'valuation.pdf', buffer: await pdf('Valuation') }, valuation);
    // Not a document: refused with a translated message, nothing added.
    const form = owner.getByTestId('deal-room-upload');
    await form.locator('input[type="file"]').setInputFiles({
      name: 'page.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    await form.getByRole('textbox', { name: d.owner.upload.docTitle }).fill('Not a PDF');
    await form.getByRole('combobox', { name: d.owner.upload.category }).selectOption('other');
    await form.getByRole('button', { name: d.owner.upload.submit }).click();
    await expect(form.getByRole('alert')).toHaveText(m.errors.dealRoom.unsupported_file);
    expect(await seriousViolations(owner), 'owner room').toEqual([]);

    // The investor: the contents on the opportunity's page, never a file.
    await investor.goto(`/${lang}/investments/${id}`);
    const teaser = investor.getByTestId('deal-room-teaser');
    await expect(teaser).toContainText(statements);
    await expect(teaser).toContainText(valuation);
    await expect(teaser.locator('a[href*="/api/deal-room/"]')).toHaveCount(0);
    await investor.goto(`/${lang}/investments/${id}/deal-room`);
    // Without a request yet, the way in is the opportunity's contact form.
    const askRegion = investor.getByRole('region', { name: d.investor.ask.title });
    await expect(askRegion.getByRole('link', { name: d.investor.ask.toOpportunity })).toBeVisible();
    await expect(investor.locator('a[href*="/api/deal-room/documents/"]')).toHaveCount(0);

    // ... asks with a contact request (the deal room box is ticked by default).
    await investor.goto(`/${lang}/investments/${id}`);
    const block = investor.getByTestId('contact-owner');
    const ask = block.getByRole('checkbox', { name: /./ });
    await expect(ask).toBeChecked();
    await block
      .locator('textarea')
      .fill(
        lang === 'ar'
          ? 'السلام عليكم، أودّ الاطلاع على القوائم المالية لهذه الفرصة.'
          : 'Hello, I would like to read the financial statements of this opportunity.',
      );
    await block.getByRole('button', { name: m.contactRequests.contact.send }).click();
    await expect(investor.getByTestId('contact-open')).toBeVisible();
    await investor.goto(`/${lang}/investments/${id}/deal-room`);
    await expect(investor.getByTestId('deal-room-status')).toContainText(
      d.investor.requested.title,
    );

    // The owner accepts the request: that grants the access asked for with it.
    await owner.goto(`/${lang}/contact-requests`);
    const card = owner.getByTestId('contact-request').filter({ hasText: title });
    await card.getByRole('button', { name: m.contactRequests.actions.accept, exact: true }).click();
    await owner
      .getByRole('dialog')
      .getByRole('button', { name: m.contactRequests.actions.acceptConfirm })
      .click();
    await expect(card.getByTestId('request-status')).toHaveText(m.contactRequests.status.accepted);

    // The investor's open page moves on by itself to the NDA; accepting it opens the files.
    const nda = investor.getByTestId('deal-room-nda');
    await expect(nda).toBeVisible({ timeout: 15_000 });
    await expect(investor.getByTestId('deal-room-nda-text')).toContainText(title);
    expect(await seriousViolations(investor), 'NDA step').toEqual([]);
    await investor.setViewportSize({ width: 390, height: 844 });
    await investor.screenshot({ path: test.info().outputPath(`investor-nda-${lang}.png`) });
    await investor.setViewportSize({ width: 1280, height: 900 });
    await nda.getByRole('button', { name: d.investor.nda.submit }).click();
    await expect(nda.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    await nda.getByRole('checkbox').check();
    await nda.getByRole('button', { name: d.investor.nda.submit }).click();
    const open = investor.getByTestId('deal-room-open');
    await expect(open).toBeVisible();
    await investor.screenshot({ path: test.info().outputPath(`investor-open-${lang}.png`) });

    // A watermarked copy: a PDF, an attachment, not the owner's bytes.
    const link = open.getByRole('link', {
      name: d.investor.open.downloadItem.replace('{title}', statements),
    });
    const href = (await link.getAttribute('href'))!;
    const [download] = await Promise.all([investor.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('statements.pdf');
    const copy = await investor.request.get(href);
    expect(copy.status()).toBe(200);
    expect(copy.headers()['content-type']).toBe('application/pdf');
    expect(copy.headers()['content-disposition']).toMatch(/^attachment; filename="statements.pdf"/);
    expect(copy.headers()['cache-control']).toBe('private, no-store');
    expect(copy.headers()['x-content-type-options']).toBe('nosniff');
    const theirs = await copy.body();
    expect(theirs.subarray(0, 5).toString()).toBe('%PDF-');
    const original = await owner.request.get(href);
    expect(original.status()).toBe(200);
    expect(Buffer.compare(await original.body(), theirs)).not.toBe(0);
    // Their copy of the agreement.
    const agreement = await investor.request.get(`/api/deal-room/nda/${id}`);
    expect(agreement.status()).toBe(200);
    expect((await agreement.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The owner sees who downloaded what.
    await owner.goto(`/${lang}/profile/opportunities/${id}/deal-room`);
    const activity = owner.getByRole('table', { name: d.owner.activity.caption });
    await expect(activity).toContainText(statements);
    await expect(activity).toContainText(d.owner.activity.kinds.download);
    // ... and holds the investor's signed copy of the agreement.
    const signed = owner.getByRole('link', {
      name: d.owner.access.ndaCopyItem.replace('{name}', 'Sara Subscriber'),
    });
    const signedCopy = await owner.request.get((await signed.getAttribute('href'))!);
    expect(signedCopy.status()).toBe(200);
    expect(signedCopy.headers()['content-type']).toBe('application/pdf');
    expect((await signedCopy.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await owner.screenshot({
      path: test.info().outputPath(`owner-room-1280-${lang}.png`),
      fullPage: true,
    });

    // The owner revokes: the investor's open page closes, and the next download is refused.
    const revoke = owner.getByRole('button', { name: /./ }).filter({
      hasText: d.owner.access.revoke,
    });
    await revoke.first().click();
    await expect(investor.getByTestId('deal-room-status')).toContainText(d.investor.revoked.title, {
      timeout: 15_000,
    });
    expect((await investor.request.get(href)).status()).toBe(404);
    await investor.setViewportSize({ width: 390, height: 844 });
    await investor.screenshot({ path: test.info().outputPath(`investor-revoked-${lang}.png`) });
    await owner.setViewportSize({ width: 390, height: 844 });
    await owner.screenshot({
      path: test.info().outputPath(`owner-room-${lang}.png`),
      fullPage: true,
    });
    await owner.context().close();
    await investor.context().close();
  });
}
