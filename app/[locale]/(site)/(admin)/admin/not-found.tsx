import { NotFoundView } from '@/components/errors/not-found-view';

// notFound() from a page below the staff layout: a moderator on an admin-only page, an unknown id.
// Everyone who is not staff gets the site's 404 before this layout (proxy.ts, the layout's gate).
export default function NotFound() {
  return <NotFoundView />;
}
