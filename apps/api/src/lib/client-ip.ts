/**
 * The client's address as the proxies in front of the server saw it. Each proxy appends the
 * address it received the request from to X-Forwarded-For, so only the last `hops` entries were
 * written by proxies we run; anything to their left is whatever the client sent. The entry
 * `hops` places from the right is the client as our outermost proxy saw it. With fewer entries
 * than hops (a request that reached the server around the proxies), the socket address is used.
 */
export function forwardedClient(
  forwardedFor: string | undefined,
  hops: number,
  socketAddress: string,
): string {
  if (hops <= 0 || !forwardedFor) return socketAddress;
  const entries = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length >= hops ? (entries[entries.length - hops] ?? socketAddress) : socketAddress;
}

/**
 * The scheme the visitor used, by the same rule: the outermost trusted proxy's X-Forwarded-Proto
 * entry, else the URL's own.
 */
export function forwardedProto(forwardedProto: string | undefined, hops: number, url: string) {
  const own = new URL(url).protocol.slice(0, -1);
  if (hops <= 0 || !forwardedProto) return own;
  const entries = forwardedProto.split(',').map((entry) => entry.trim());
  return entries.length >= hops ? (entries[entries.length - hops] ?? own) : own;
}
