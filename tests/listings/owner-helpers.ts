import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { advertisementSchema, opportunitySchema } from '@/features/listings/schemas/listing-form';
import { signUp } from '@/features/accounts/server/accounts';
import { resetFileStorage } from '@/lib/files/storage';
import { DomainError } from '@/lib/errors/domain-error';

/** Photos go to a fresh folder per test file. */
export function useTempFiles(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fursa-owner-files-'));
  process.env.FILES_DIR = dir;
  resetFileStorage();
  return dir;
}

export async function newUser(type: 'OWNER' | 'INVESTOR') {
  const result = await signUp(
    {
      name: 'Listing Tester',
      email: `${type.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`,
      password: 'Str0ng!pass',
      type,
    },
    { clientKey: `owner-test-${randomUUID()}`, userAgent: 'vitest' },
  );
  if (!result.ok) throw new Error(`sign-up failed: ${result.error}`);
  return result.user;
}

/** A valid advertisement form, parsed, as the create and update services take it. */
export const adData = (overrides: Record<string, string> = {}) => ({
  kind: 'advertisement' as const,
  ...advertisementSchema.parse({
    title: 'Coffee shop for sale',
    description: 'A busy coffee shop in a prime location with loyal customers.',
    category: 'food_beverage',
    city: 'riyadh',
    price: '250,000.50',
    ...overrides,
  }),
});

export const opportunityData = (overrides: Record<string, string> = {}) => ({
  kind: 'opportunity' as const,
  ...opportunitySchema.parse({
    title: 'Solar farm expansion',
    sector: 'energy',
    city: 'tabuk',
    stage: 'growth',
    summary: 'Doubling the capacity of a profitable solar farm.',
    description: 'We are raising capital to build a second field of panels next year.',
    amountMin: '500000',
    amountMax: '2,000,000',
    expectedReturn: '12.5',
    ...overrides,
  }),
});

/** A real image file made with sharp (a gradient-free solid colour is enough). */
export async function imageFile(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' | 'gif' = 'jpeg',
  name = `photo.${format === 'jpeg' ? 'jpg' : format}`,
  type = `image/${format}`,
): Promise<File> {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 140, b: 120 } },
  })
    .toFormat(format)
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type });
}

/** The DomainError key a refused call throws (`listing.not_found`, `forbidden`, ...). */
export async function refusal(call: Promise<unknown>): Promise<string> {
  const error: unknown = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof DomainError))
    throw new Error(`expected a DomainError, got ${String(error)}`);
  return error.key;
}
