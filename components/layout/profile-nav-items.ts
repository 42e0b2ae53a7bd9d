import type { ClientUser } from '@/components/auth/auth-provider';

type Item = { href: string; key: string; owner?: true };

/** The profile area's sections; owner-only ones are hidden from investors (SPEC 6). */
const PROFILE_NAV: Item[] = [
  { href: '/profile', key: 'profile' },
  { href: '/profile/advertisements', key: 'myAdvertisements', owner: true },
  { href: '/profile/opportunities', key: 'myOpportunities', owner: true },
  { href: '/profile/ads-page', key: 'adsPage', owner: true },
  { href: '/profile/plans', key: 'plans' },
  { href: '/profile/wallet', key: 'wallet' },
  { href: '/contact-requests', key: 'contactRequests' },
  { href: '/my-contact-requests', key: 'myContactRequests' },
  { href: '/notifications', key: 'notifications' },
];

export function profileNavFor(type: ClientUser['type']) {
  return PROFILE_NAV.filter((item) => !item.owner || type === 'OWNER') as Array<
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
