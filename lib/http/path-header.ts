/**
 * The path the visitor asked for, set by proxy.ts on every page request it forwards. The 404 page
 * names it (SPEC 8) and is rendered by Next away from the requested route (an unmatched path, or
 * a rewrite for a listing that is not published), so it reads it from here.
 */
export const PATH_HEADER = 'x-fursa-path';
