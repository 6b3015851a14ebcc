// Addresses reserved for documentation (RFC 5737 for IPv4: 192.0.2.0/24, 198.51.100.0/24,
// 203.0.113.0/24; RFC 3849 for IPv6: 2001:db8::/32). Like the RFC 2606 names, no network
// routes them, so an example written with one points nowhere an attacker holds.

const V4_BLOCKS = ['192.0.2.', '198.51.100.', '203.0.113.'];

/** True when `host` (an IPv4 or IPv6 literal, bracketed or not, port allowed) is a documentation address. */
export function isDocumentationAddress(host: string): boolean {
  const h = host.trim().toLowerCase();
  const v6 =
    /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/.exec(h)?.[1] ??
    (/^[0-9a-f:.]+$/.test(h) && h.includes(':') && !/^[\d.]+:\d+$/.test(h) ? h : null);
  if (v6) return /^2001:0?db8(?::|$)/.test(v6);
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3})(?::\d{1,5})?$/.exec(h)?.[1];
  return !!v4 && V4_BLOCKS.some((b) => v4.startsWith(b));
}
