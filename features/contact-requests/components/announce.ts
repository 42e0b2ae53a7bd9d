'use client';

/**
 * The request pages have one polite live region (LiveRequests); actions and realtime events
 * hand it what to say through this window event, so a message survives the card that caused it
 * being re-rendered away.
 */
export const ANNOUNCE_EVENT = 'fursa:contact-requests-announce';

export function announce(message: string): void {
  window.dispatchEvent(new CustomEvent<string>(ANNOUNCE_EVENT, { detail: message }));
}
