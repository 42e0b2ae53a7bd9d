import { NotFoundView } from '@/components/errors/not-found-view';

// notFound() thrown by a page below this layout (unknown paths and unpublished listings get
// app/global-not-found.tsx). Only a client component: Next embeds this element in every page
// below, so it must not read the request (that would make every page dynamic).
export default function NotFound() {
  return <NotFoundView />;
}
