import { notFound } from 'next/navigation';

// Any path under a locale that no route matches (including /advertisements/1/2: {id} is one
// segment) renders the localized 404 with status 404.
export default function CatchAll() {
  notFound();
}
