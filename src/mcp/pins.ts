// Pins of discovery mode that match nothing. A pin is "server/tool" or "server/*"; one that
// names no upstream, or a tool its upstream does not serve, used to be ignored without a
// word, so a typo left a tool the operator meant to be always listed out of every session.
// Checked on every reload (a tool an upstream adds later, or a held tool once published,
// matches then): each pin that stops matching is logged as a warning naming the pin and
// why, and the count is a gauge on the proxy's /metrics. Not a refusal to start: what an
// upstream lists changes while the proxy runs, a config file may be shared by proxies of
// other upstreams, and a proxy that will not start takes every tool from its agents, where
// a pin that matches nothing takes none (the tool stays reachable through find_tools).
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { Gauge, type Registry } from 'prom-client';
import type { Logger } from '../log.ts';

export interface UnmatchedPin {
  pin: string;
  /** What it failed to match, in words an operator can act on. */
  reason: string;
}

/** The pins no served tool matches; `upstreams`: the proxy's upstream names, when known. */
export function unmatchedPins(pins: Iterable<string>, served: Tool[], upstreams?: readonly string[]): UnmatchedPin[] {
  const byServer = new Map<string, Set<string>>();
  for (const t of served) {
    const server = String(t._meta?.['whetstone/server'] ?? '');
    byServer.set(server, (byServer.get(server) ?? new Set()).add(t.name));
  }
  const out: UnmatchedPin[] = [];
  for (const pin of pins) {
    const slash = pin.indexOf('/');
    const [server, tool] = [pin.slice(0, slash), pin.slice(slash + 1)];
    const names = byServer.get(server);
    if (upstreams && !upstreams.includes(server))
      out.push({ pin, reason: `no upstream is named "${server}" (this proxy's upstreams: ${upstreams.join(', ')})` });
    else if (tool === '*' ? !names?.size : !names?.has(tool))
      out.push({
        pin,
        reason:
          tool === '*'
            ? `upstream ${server} serves no tool yet`
            : `upstream ${server} serves no tool named "${tool}" (${names?.size ? `it serves ${[...names].slice(0, 10).join(', ')}${names.size > 10 ? ', …' : ''}` : 'it serves none yet'})`,
      });
  }
  return out;
}

/** Tells an operator about pins that match nothing: a warning when one stops matching, and a gauge. */
export class PinWatch {
  readonly #pins: readonly string[];
  readonly #log: Logger;
  readonly #gauge: Gauge | undefined;
  #unmatched = new Set<string>();

  constructor(pins: readonly string[], log: Logger, metrics?: Registry) {
    this.#pins = pins;
    this.#log = log;
    this.#gauge = metrics
      ? new Gauge({
          name: 'whetstone_proxy_pins_unmatched',
          help: 'Configured pins (WHETSTONE_PROXY_PINS, --pin) that match no tool the proxy serves',
          registers: [metrics],
        })
      : undefined;
  }

  /** Checks the pins against what is served now; returns the ones matching nothing. */
  check(served: Tool[], upstreams?: readonly string[]): UnmatchedPin[] {
    const found = unmatchedPins(this.#pins, served, upstreams);
    for (const u of found)
      if (!this.#unmatched.has(u.pin))
        this.#log.warn(
          { pin: u.pin, reason: u.reason },
          `discovery pin "${u.pin}" matches no served tool: ${u.reason}; fix WHETSTONE_PROXY_PINS / --pin, or the upstream`,
        );
    this.#unmatched = new Set(found.map((u) => u.pin));
    this.#gauge?.set(found.length);
    return found;
  }
}
