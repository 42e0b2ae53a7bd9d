'use client';

// Inside the staff layout: a page's error keeps the header, the sections and the <main> landmark.
export { PageError as default } from '@/components/errors/page-error';
