/** Mirrors MAX_SAVED_SEARCHES (features/saved-searches/server) for the message shown in the browser. */
export const MAX_SAVED_SEARCHES_CLIENT = 20;
