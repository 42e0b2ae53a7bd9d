import type { ClientUser } from '@/components/auth/auth-provider';

/** `only`: the one account type the section serves; the others never see it. */
type Item = { href: string; key: string; only?: ClientUser['type'] };

/**
 * The profile area's sections (SPEC 6, DESIGN 2): owners publish and receive contact requests,
 * investors send them; each type sees only its own sections.
 */
const PROFILE_NAV: Item[] = [
  { href: '/profile', key: 'profile' },
  { href: '/profile/advertisements', key: 'myAdvertisements', only: 'OWNER' },
  { href: '/profile/opportunities', key: 'myOpportunities', only: 'OWNER' },
  { href: '/profile/ads-page', key: 'adsPage', only: 'OWNER' },
  { href: '/profile/plans', key: 'plans' },
  { href: '/profile/wallet', key: 'wallet' },
  { href: '/contact-requests', key: 'contactRequests', only: 'OWNER' },
  { href: '/my-contact-requests', key: 'myContactRequests', only: 'INVESTOR' },
  { href: '/notifications', key: 'notifications' },
];

export function profileNavFor(type: ClientUser['type']) {
  return PROFILE_NAV.filter((item) => !item.only || item.only === type) as Array<
    Item & {
      key:
        | 'profile'
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
