import { z } from 'zod';
import { encodeIssue } from '@/lib/validation/issue';
import { optionalString, requiredString, rule, v } from '@/lib/validation/rules';
import {
  destinationAsSource,
  isRedirectableSource,
  isValidDestination,
  toSource,
} from '@/features/redirects/paths';

export const REDIRECT_LIMITS = { source: 200, destination: 500 } as const;

/**
 * Adding or editing a path redirect (`originalSource` names the one being edited). The source is
 * stored as the request layer looks it up (features/redirects/paths.ts); a redirect to itself is
 * refused here, a chain through another redirect by the service, which sees them all.
 */
export const redirectFormSchema = z
  .object({
    originalSource: optionalString(v.max(REDIRECT_LIMITS.source)),
    source: requiredString(
      v.max(REDIRECT_LIMITS.source),
      rule<string>('not_one_of', isRedirectableSource),
    ).transform(toSource),
    destination: requiredString(
      v.max(REDIRECT_LIMITS.destination),
      rule<string>('url', isValidDestination),
    ),
    permanent: z.boolean(),
  })
  .check(
    z.superRefine((data, ctx) => {
      if (destinationAsSource(data.destination) !== data.source) return;
      ctx.addIssue({
        code: 'custom',
        message: encodeIssue('not_one_of'),
        path: ['destination'],
        input: data.destination,
      });
    }),
  );

/** Removing one. */
export const redirectSourceSchema = z.object({
  source: requiredString(v.max(REDIRECT_LIMITS.source)),
});

export type RedirectFormInput = z.output<typeof redirectFormSchema>;
