'use client';

// Inside the group's layout: the page's error keeps the header, the footer and the <main> landmark.
export { PageError as default } from '@/components/errors/page-error';
