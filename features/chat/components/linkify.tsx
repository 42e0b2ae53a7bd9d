import { Fragment, type ReactNode } from 'react';

// Candidates only; each one is then parsed with URL and kept only for http(s).
const URL_CANDIDATE = /\bhttps?:\/\/[^\s<>"]+/giu;
// Punctuation that usually ends the sentence rather than the address.
const TRAILING = /[.,;:!?)\]}'»”،؛]+$/u;

/** Safe link target, or null: only absolute http and https addresses become links. */
export function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The message text as React nodes with its web addresses made clickable. Nothing is parsed as
 * HTML: text stays text, so a message can never inject markup.
 */
export function linkify(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const start = match.index ?? 0;
    const raw = match[0].replace(TRAILING, '');
    const href = safeHref(raw);
    if (!href) continue;
    if (start > last) nodes.push(<Fragment key={`t${last}`}>{text.slice(last, start)}</Fragment>);
    nodes.push(
      <a
        key={`a${start}`}
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow ugc"
        className="break-all underline underline-offset-2"
      >
        {raw}
      </a>,
    );
    last = start + raw.length;
  }
  if (last < text.length) nodes.push(<Fragment key={`t${last}`}>{text.slice(last)}</Fragment>);
  return nodes;
}
