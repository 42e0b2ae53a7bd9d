import type { Formats } from 'next-intl';

/** The named formats of every translator: the request's (i18n/request.ts) and nested providers'. */
export const FORMATS = {
  dateTime: {
    short: { day: 'numeric', month: 'short', year: 'numeric' },
    long: {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    },
  },
} satisfies Formats;

/** Every date is shown in the marketplace's time zone. */
export const TIME_ZONE = 'Asia/Riyadh';
