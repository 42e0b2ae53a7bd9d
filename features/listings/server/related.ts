import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { schema } from '@/lib/db';
import {
  newestAdvertisementsFirst,
  selectAdvertisementSummaries,
  type AdvertisementSummary,
} from './catalogue-advertisements';
import {
  newestInvestmentsFirst,
  selectInvestmentSummaries,
  type InvestmentSummary,
} from './catalogue-opportunities';

export const RELATED_LIMIT = 4;

/** Published advertisements of the same category, newest first, without the one shown. */
export function relatedAdvertisements(
  ad: { id: string; category: string },
  limit = RELATED_LIMIT,
): Promise<AdvertisementSummary[]> {
  const ads = schema.advertisements;
  return selectAdvertisementSummaries({
    where: and(eq(ads.category, ad.category), ne(ads.id, ad.id)),
    orderBy: newestAdvertisementsFirst,
    limit,
  });
}

/** Published opportunities of the same sector, newest first, without the one shown. */
export function relatedInvestments(
  opportunity: { id: string; sector: string },
  limit = RELATED_LIMIT,
): Promise<InvestmentSummary[]> {
  const opps = schema.opportunities;
  return selectInvestmentSummaries({
    where: and(eq(opps.sector, opportunity.sector), ne(opps.id, opportunity.id)),
    orderBy: newestInvestmentsFirst,
    limit,
  });
}
