/** The bell's fixed-size stand-in: the server's header is the same for everyone. */
export function BellPlaceholder() {
  return <span aria-hidden className="inline-block size-10" />;
}
