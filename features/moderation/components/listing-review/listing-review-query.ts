import { LISTING_KINDS } from '@/features/listings/kinds';
import { LISTING_STATUSES } from '@/features/listings/taxonomy';
import { REVIEW_FLAGS } from '@/features/moderation/review-rules';
import { choiceParam, textParam } from '@/features/staff/staff-params';
import { pageParam } from '@/lib/pagination';

type Search = Record<string, string | string[] | undefined>;

/** The two views of /admin/listings: the review queue (default) and every listing. */
export const LISTING_VIEWS = ['queue', 'all'] as const;
export type ListingView = (typeof LISTING_VIEWS)[number];

/** The page's filters as the address gives them; anything unknown is left out. */
export function parseListingReviewQuery(search: Search) {
  return {
    view: choiceParam(search.view, LISTING_VIEWS) ?? 'queue',
    q: textParam(search.q),
    kind: choiceParam(search.kind, LISTING_KINDS),
    status: choiceParam(search.status, LISTING_STATUSES),
    flag: choiceParam(search.flag, REVIEW_FLAGS),
    page: pageParam(search.page),
  };
}
