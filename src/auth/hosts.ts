// The Host allow-list every HTTP server of whetstone applies before anything else (the
// daemon port, `whetstone serve`, the MCP servers): DNS-rebinding protection. A page whose
// domain an attacker rebinds to this address still sends its own name as Host, so a Host
// outside the list is refused with 403. An IP-literal Host cannot come from a rebinding
// (no DNS name is involved), so a server may accept any IP address as well.
import { isIP } from 'node:net';

/** The names a local server answers to by default. */
export const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The default list for a server bound to `bound`: the loopback names and the bound
 * address itself (a wildcard bind names no host), IPv6 bracketed as Host headers write it.
 */
export function defaultHosts(bound: string): string[] {
  const own = bound === '0.0.0.0' || bound === '::' || bound === '' ? [] : [bracketed(bound.toLowerCase())];
  return [...new Set([...LOOPBACK_NAMES, ...own])];
}

/**
 * Whether a Host header is allowed. An entry "name" allows that name on any port,
 * "name:port" only that port; `anyIp` also allows every IP-literal Host.
 */
export function hostAllowed(header: string | undefined, allowed: string[], o: { anyIp?: boolean } = {}): boolean {
  if (!header) return false;
  const h = header.trim().toLowerCase();
  const name = h.startsWith('[') ? h.slice(0, h.indexOf(']') + 1) : h.replace(/:\d+$/, '');
  if (o.anyIp && isIP(name.replace(/^\[|\]$/g, '')) !== 0) return true;
  return allowed.some((a) => a === h || (!/:\d+$/.test(a) && a === name));
}

/** The 403 message: which Host was refused and the setting that would allow it. */
export function hostRefusal(header: string | undefined, setting: string): string {
  return `Host "${header ?? ''}" is not allowed (DNS-rebinding protection); add it to ${setting} to serve under that name`;
}

/** An IPv6 address as a Host header writes it ([::1]); other names unchanged. */
export function bracketed(host: string): string {
  return isIP(host) === 6 ? `[${host}]` : host;
}
