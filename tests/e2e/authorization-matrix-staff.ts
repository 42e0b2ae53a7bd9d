import type { ActionAnswer, ActionRow, Persona, Row } from './authorization-matrix.spec';

/**
 * The staff area's rows of the authorization matrix (authorization-matrix.spec.ts runs them in
 * the same table as every other row). The area is not advertised: visitors and members get the
 * 404 from the request layer, for a page and for an action posted to it alike. Behind it, staff
 * pages are for admins and moderators; plans, redirects and staff only for admins (a moderator
 * gets the 404 from the page gate, and `forbidden` from an admin action).
 */

const NO_ID = '00000000-0000-4000-8000-000000000000';

/** Ids found at run time (the spec's beforeAll). */
export type StaffIds = {
  /** A member's account (Omar, the owner). */
  member: string;
  /** The admin's own account. */
  admin: string;
  /** One of the seeded plans. */
  plan: string;
  /** A reported target: `<kind>/<id>`, as the queue links it. */
  reportCase: string;
  /** A listing, as the staff preview links it: `<kind>/<id>`. */
  listing: string;
};

const NOT_ADVERTISED = {
  visitor: 404,
  investor: 404,
  subscriber: 404,
  owner: 404,
  nora: 404,
} as const;
const staffOnly: Row = { ...NOT_ADVERTISED, moderator: 'page', admin: 'page' };
const adminOnly: Row = { ...staffOnly, moderator: 404 };

export function staffPageRows(ids: StaffIds): [string, Row][] {
  return [
    ['/admin', staffOnly],
    ['/admin/reports', staffOnly],
    [`/admin/reports/${ids.reportCase}`, staffOnly],
    [`/admin/reports/advertisement/${NO_ID}`, { ...staffOnly, moderator: 404, admin: 404 }],
    ['/admin/listings', staffOnly],
    [`/admin/listings/${ids.listing}`, staffOnly],
    [`/admin/listings/opportunity/${NO_ID}`, { ...staffOnly, moderator: 404, admin: 404 }],
    ['/admin/users', staffOnly],
    [`/admin/users/${ids.member}`, staffOnly],
    ['/admin/audit', staffOnly],
    ['/admin/plans', adminOnly],
    ['/admin/plans/new', adminOnly],
    [`/admin/plans/${ids.plan}`, adminOnly],
    ['/admin/redirects', adminOnly],
    ['/admin/staff', adminOnly],
    // Only for staff who must still turn on the second factor (STAFF_TWO_FACTOR=required); where
    // it is only offered, as with the demo data, it leads to the dashboard.
    ['/admin/two-step', { ...staffOnly, moderator: 'admin', admin: 'admin' }],
  ];
}

/** Posted to a staff page: everyone else meets the 404 before the action runs. */
const byStaff = (
  answer: ActionAnswer,
  admin: ActionAnswer = answer,
): Record<Persona, ActionAnswer> => ({
  visitor: '404',
  investor: '404',
  subscriber: '404',
  owner: '404',
  nora: '404',
  moderator: answer,
  admin,
});
/** Posted to an admin page: a moderator passes the request layer and the action refuses. */
const byAdmin = (answer: ActionAnswer): Record<Persona, ActionAnswer> => ({
  ...byStaff('forbidden'),
  admin: answer,
});

/**
 * Every argument names nothing that exists (NO_ID) or fails validation, so a permitted caller
 * stops at `invalid` or a not-found and no row changes the shared demo data.
 */
export function staffActionRows(ids: StaffIds): Record<string, ActionRow> {
  const listings = () => '/en/admin/listings';
  const reportCase = () => `/en/admin/reports/${ids.reportCase}`;
  const user = () => `/en/admin/users/${ids.member}`;
  const noListing = { kind: 'advertisement', id: NO_ID };
  const noTarget = { targetKind: 'advertisement', targetId: NO_ID };
  return {
    // The review of listings (/admin/listings).
    approveListingAction: { page: listings, args: () => [noListing], expect: byStaff('not_found') },
    hideListingAction: {
      page: listings,
      args: () => [{ ...noListing, reason: 'fraud' }],
      expect: byStaff('not_found'),
    },
    removeListingAction: {
      page: listings,
      args: () => [{ ...noListing, reason: 'fraud' }],
      expect: byStaff('not_found'),
    },
    // The decisions of a report case.
    dismissReportsAction: {
      page: reportCase,
      args: () => [noTarget],
      expect: byStaff('nothing_open'),
    },
    hideReportedListingAction: {
      page: reportCase,
      args: () => [{ ...noTarget, reason: 'fraud' }],
      expect: byStaff('not_found'),
    },
    removeReportedListingAction: {
      page: reportCase,
      args: () => [{ ...noTarget, reason: 'fraud' }],
      expect: byStaff('not_found'),
    },
    warnReportedUserAction: {
      page: reportCase,
      args: () => [{ ...noTarget, reason: 'spam' }],
      expect: byStaff('not_found'),
    },
    suspendReportedUserAction: {
      page: reportCase,
      args: () => [{ ...noTarget, reason: 'spam', duration: '1' }],
      expect: byStaff('not_found'),
    },
    // A user's staff page.
    warnUserAction: {
      page: user,
      args: () => [{ userId: NO_ID, reason: 'spam' }],
      expect: byStaff('user_not_found'),
    },
    // Nobody on the staff warns an admin; an admin cannot act on their own account either.
    'warnUserAction (an admin)': {
      action: 'warnUserAction',
      page: user,
      args: () => [{ userId: ids.admin, reason: 'spam' }],
      expect: byStaff('admin_protected', 'self'),
    },
    suspendUserAction: {
      page: user,
      args: () => [{ userId: NO_ID, reason: 'spam', duration: '1' }],
      expect: byStaff('user_not_found'),
    },
    restoreUserAction: {
      page: user,
      args: () => [{ userId: NO_ID }],
      expect: byStaff('user_not_found'),
    },
    // Money, plans, redirects and staff: admins only.
    adjustWalletAction: {
      page: user,
      args: () => [{ userId: NO_ID, direction: 'credit', amount: '' }],
      expect: byAdmin('invalid'),
    },
    createPlanAction: {
      page: () => '/en/admin/plans/new',
      args: () => [{}],
      expect: byAdmin('invalid'),
    },
    updatePlanAction: {
      page: () => `/en/admin/plans/${ids.plan}`,
      args: () => [{ id: NO_ID }],
      expect: byAdmin('invalid'),
    },
    retirePlanAction: {
      page: () => '/en/admin/plans',
      args: () => [{ id: NO_ID }],
      expect: byAdmin('not_found'),
    },
    restorePlanAction: {
      page: () => '/en/admin/plans',
      args: () => [{ id: NO_ID }],
      expect: byAdmin('not_found'),
    },
    saveRedirectAction: {
      page: () => '/en/admin/redirects',
      args: () => [{}],
      expect: byAdmin('invalid'),
    },
    deleteRedirectAction: {
      page: () => '/en/admin/redirects',
      args: () => [{ source: '/never-redirected-e2e' }],
      expect: byAdmin('not_found'),
    },
    inviteStaffAction: {
      page: () => '/en/admin/staff',
      args: () => [{}],
      expect: byAdmin('invalid'),
    },
    revokeInviteAction: {
      page: () => '/en/admin/staff',
      args: () => [{ id: NO_ID }],
      expect: byAdmin('invite_not_found'),
    },
  };
}
