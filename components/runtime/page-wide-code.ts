'use client';

/*
 * Client code every page uses, whatever its layout group: the language switch and next-intl's
 * links (the header of either group, the auth pages, the 404 page), and what the groups' error
 * and not-found boundaries show. Imported by RuntimeIslands, which the [locale] layout renders, so
 * it is one chunk that every page shares. Left to the groups, each group's chunks would carry a
 * copy, and a page that prefetches a link into another group would download it again.
 */
import '@/components/errors/not-found-view';
import '@/components/errors/page-error';
import '@/components/layout/language-switcher-link';
import '@/i18n/navigation';
