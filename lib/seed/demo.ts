import 'server-only';
import { getDb, schema } from '@/lib/db';
import { hashPassword } from '@/features/accounts/server/password';
import { seedBillingDemo, seedPlans } from './billing';
import { seedDemoContactRequests, seedDemoListingViews } from './contact-requests';
import { seedDemoListings } from './listings';
import { seedDemoReports, seedDemoStaff } from './staff';
import { seedDemoDealRoom } from './deal-room';

/** Local-only demo accounts (README). Never created in production unless SEED_DEMO=true. */
export const DEMO_PASSWORD = 'Demo!2345';
export const DEMO_ACCOUNTS = [
  { email: 'investor@fursa.local', name: 'Layla Investor', type: 'INVESTOR', locale: 'en' },
  { email: 'owner@fursa.local', name: 'Omar Owner', type: 'OWNER', locale: 'ar' },
] as const;

/** Example path redirects (SPEC 4, 7): internal ones keep the language, external ones leave. */
export const SEED_REDIRECTS = [
  { source: '/about', destination: '/about-us', permanent: true },
  { source: '/privacy', destination: '/policy', permanent: true },
  { source: '/support', destination: '/contact-us', permanent: false },
  { source: '/pricing', destination: '/profile/plans', permanent: false },
  { source: '/vision-2030', destination: 'https://www.vision2030.gov.sa/', permanent: false },
];

type SeedEnv = { SEED_DEMO?: string; NODE_ENV?: string };

export function shouldSeedDemo(env: SeedEnv = process.env): boolean {
  if (env.SEED_DEMO === 'true') return true;
  if (env.SEED_DEMO === 'false') return false;
  return env.NODE_ENV !== 'production';
}

/** Reference data every installation needs (redirects), then demo data when allowed. Idempotent. */
export async function seed(env: SeedEnv = process.env): Promise<void> {
  const db = await getDb();
  await db.insert(schema.redirects).values(SEED_REDIRECTS).onConflictDoNothing();
  await seedPlans();
  if (!shouldSeedDemo(env)) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(schema.users)
    .values(DEMO_ACCOUNTS.map((account) => ({ ...account, passwordHash })))
    .onConflictDoNothing();
  await seedBillingDemo(passwordHash);
  await seedDemoListings();
  await seedDemoContactRequests();
  await seedDemoDealRoom();
  await seedDemoListingViews();
  await seedDemoStaff(passwordHash);
  await seedDemoReports();
}
