'use client';

import { deferred } from '@/components/ui/deferred';

// The contact page names this instead of the form: a page that prefetches a link to it does not
// download the form's code (components/ui/deferred.tsx).
export const DeferredContactForm = deferred(() =>
  import('./contact-form').then((m) => m.ContactForm),
);
