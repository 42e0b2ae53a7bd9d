import type { ClientUser } from '@/components/auth/auth-provider';

/**
 * `only`: the one account type the section serves; `members`: investors and owners (plans and
 * wallets are theirs); `staff`: admins and moderators. The others never see it.
 */
type Item = { href: string; key: string; only?: ClientUser['type']; members?: true; staff?: true };

/**
 * The profile area's sections (SPEC 6, DESIGN 2): owners publish and receive contact requests,
 * investors send them; each type sees only its own sections. Staff get the staff area instead of
 * a member's plans and wallet.
 */
const PROFILE_NAV: Item[] = [
  { href: '/profile', key: 'profile' },
  { href: '/profile/advertisements', key: 'myAdvertisements', only: 'OWNER' },
  { href: '/profile/opportunities', key: 'myOpportunities', only: 'OWNER' },
  { href: '/profile/ads-page', key: 'adsPage', only: 'OWNER' },
  { href: '/admin', key: 'admin', staff: true },
  { href: '/profile/plans', key: 'plans', members: true },
  { href: '/profile/wallet', key: 'wallet', members: true },
  { href: '/contact-requests', key: 'contactRequests', only: 'OWNER' },
  { href: '/my-contact-requests', key: 'myContactRequests', only: 'INVESTOR' },
  { href: '/notifications', key: 'notifications' },
];

const STAFF: ReadonlyArray<ClientUser['type']> = ['ADMIN', 'MODERATOR'];

export function profileNavFor(type: ClientUser['type']) {
  const staff = STAFF.includes(type);
  return PROFILE_NAV.filter(
    (item) =>
      (!item.only || item.only === type) && (!item.members || !staff) && (!item.staff || staff),
  ) as Array<
    Item & {
      key:
        | 'profile'
        | 'admin'
        | 'myAdvertisements'
        | 'myOpportunities'
        | 'adsPage'
        | 'plans'
        | 'wallet'
        | 'contactRequests'
        | 'myContactRequests'
        | 'notifications';
    }
  >;
}
