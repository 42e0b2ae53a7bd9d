import type { AbstractIntlMessages } from 'next-intl';

// Only these namespaces reach the browser; long page texts (legal pages, home) stay on the server.
const CLIENT_NAMESPACES = [
  'taxonomy',
  'app',
  'nav',
  'language',
  'errors',
  'validation',
  'auth',
  'contact',
  'profile',
  'ownerListings',
  'billing',
  'contactRequests',
  // The bell and the notifications list render on the client (live updates); saved-search buttons.
  'notifications',
  'savedSearches',
];

export function pickClientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(
    Object.entries(messages).filter(([namespace]) => CLIENT_NAMESPACES.includes(namespace)),
  );
}
