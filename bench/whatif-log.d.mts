// Types of whatif-log.mjs (plain ESM, run by Node as it is; see that file).
export type Edit = { kind: 'drop' | 'late'; pattern: RegExp; seconds: number };
export type DevtoolsMessage = { method: string; params: Record<string, unknown> };
export function editLog<M extends DevtoolsMessage>(
  log: M[],
  edits: Edit[],
): { log: M[]; touched: number[] };
export function parseEdit(arg: string): Edit;
