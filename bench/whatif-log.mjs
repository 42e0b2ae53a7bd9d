/**
 * Edits to a Lighthouse devtools log for bench/lighthouse-whatif.mjs: what Lighthouse's simulation
 * would have estimated had some requests not been made, or finished later. Plain ESM, no
 * dependency, so the bench scripts and the unit tests (tests/speed/whatif-log.test.ts) share it.
 */

/** The URL of each request in the log, by request id. */
function urlsById(log) {
  const urls = new Map();
  for (const message of log) {
    if (message.method === 'Network.requestWillBeSent') {
      urls.set(message.params.requestId, message.params.request.url);
    }
  }
  return urls;
}

/** Events that mark a request's progress after it was sent: the ones `late` moves. */
const PROGRESS = new Set([
  'Network.responseReceived',
  'Network.dataReceived',
  'Network.loadingFinished',
]);

/**
 * Applies edits, in order, to a copy of `log`:
 * - `{ kind: 'drop', pattern }`: every message of each request whose URL matches is removed, as
 *   if the page had never asked for it;
 * - `{ kind: 'late', pattern, seconds }`: each matching request's response, data and end arrive
 *   that much later (what the simulation reads to decide whether it finished before a paint).
 * Returns the edited log and, per edit, how many requests it touched.
 */
export function editLog(log, edits) {
  let out = structuredClone(log);
  const touched = [];
  for (const edit of edits) {
    const urls = urlsById(out);
    const ids = new Set([...urls].filter(([, url]) => edit.pattern.test(url)).map(([id]) => id));
    touched.push(ids.size);
    if (edit.kind === 'drop') {
      out = out.filter((message) => !ids.has(message.params?.requestId));
    } else if (edit.kind === 'late') {
      for (const message of out) {
        if (ids.has(message.params?.requestId) && PROGRESS.has(message.method)) {
          message.params.timestamp += edit.seconds;
        }
      }
    } else {
      throw new Error(`unknown edit: ${edit.kind}`);
    }
  }
  return { log: out, touched };
}

/** `drop=REGEX` or `late=REGEX` (one second) or `late=REGEX@0.5` from the command line. */
export function parseEdit(arg) {
  const match = /^(drop|late)=(.+?)(?:@([\d.]+))?$/.exec(arg);
  if (!match) throw new Error(`not an edit: ${arg} (drop=REGEX, late=REGEX or late=REGEX@SECONDS)`);
  return { kind: match[1], pattern: new RegExp(match[2]), seconds: Number(match[3] ?? 1) };
}
