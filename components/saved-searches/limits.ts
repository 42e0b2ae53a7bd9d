/** Mirrors MAX_SAVED_SEARCHES (lib/server/saved-searches) for the message shown in the browser. */
export const MAX_SAVED_SEARCHES_CLIENT = 20;
