import { z } from 'zod';
import { CITIES, SECTORS, STAGES } from '@/features/listings/taxonomy';
import { encodeIssue } from '@/lib/validation/issue';
import { requiredString, v } from '@/lib/validation/rules';
import {
  choice,
  moneyInput,
  optionalPercentBps,
  percentInput,
  requiredMoney,
} from './listing-fields';

/** Largest expected annual return accepted, in percent. */
export const MAX_RETURN_PERCENT = 1000;

/**
 * The opportunity form (add and edit), checked in the browser and again by its actions. Amounts
 * are typed in the major unit and come out in minor units; the expected return comes out in
 * basis points. The maximum amount must be at least the minimum (reported on `amountMax`).
 */
export const opportunitySchema = z
  .object({
    title: requiredString(v.min(5), v.max(120)),
    sector: choice(SECTORS),
    city: choice(CITIES),
    stage: choice(STAGES),
    summary: requiredString(v.min(20), v.max(300)),
    description: requiredString(v.min(20), v.max(5000)),
    amountMin: requiredMoney(1),
    amountMax: requiredMoney(1),
    expectedReturn: optionalPercentBps(MAX_RETURN_PERCENT),
  })
  .check(
    z.superRefine(
      (data, ctx) => {
        if (data.amountMax < data.amountMin) {
          ctx.addIssue({
            code: 'custom',
            path: ['amountMax'],
            input: data.amountMax,
            message: encodeIssue('min_value', { min: moneyInput(data.amountMin) }),
          });
        }
      },
      {
        // Runs while other fields are still invalid (shown on blur), once both amounts are valid.
        when: (payload) =>
          !payload.issues.some((i) => i.path?.[0] === 'amountMin' || i.path?.[0] === 'amountMax'),
      },
    ),
  );

export type OpportunityFormInput = z.input<typeof opportunitySchema>;
export type OpportunityData = z.output<typeof opportunitySchema>;

export const EMPTY_OPPORTUNITY: OpportunityFormInput = {
  title: '',
  sector: '',
  city: '',
  stage: '',
  summary: '',
  description: '',
  amountMin: '',
  amountMax: '',
  expectedReturn: '',
};

/** A stored opportunity as the edit form's starting values. */
export function opportunityFormValues(o: {
  title: string;
  sector: string;
  city: string;
  stage: string;
  summary: string;
  description: string;
  amountMinMinor: number;
  amountMaxMinor: number;
  expectedReturnBps: number | null;
}): OpportunityFormInput {
  return {
    title: o.title,
    sector: o.sector,
    city: o.city,
    stage: o.stage,
    summary: o.summary,
    description: o.description,
    amountMin: moneyInput(o.amountMinMinor),
    amountMax: moneyInput(o.amountMaxMinor),
    expectedReturn: percentInput(o.expectedReturnBps),
  };
}
