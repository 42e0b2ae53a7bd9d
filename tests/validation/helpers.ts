import type { z } from 'zod';
import { decodeIssue } from '@/lib/validation/issue';

/** Issues of a failed parse as `rule` or `rule{"k":v}` strings; [] when valid. */
export function issuesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => describe(i.message));
}

export async function issuesOfAsync(schema: z.ZodType, value: unknown): Promise<string[]> {
  const result = await schema.safeParseAsync(value);
  return result.success ? [] : result.error.issues.map((i) => describe(i.message));
}

function describe(message: string): string {
  const issue = decodeIssue(message);
  if (!issue) return `raw:${message}`;
  return Object.keys(issue.values).length
    ? `${issue.rule}${JSON.stringify(issue.values)}`
    : issue.rule;
}
