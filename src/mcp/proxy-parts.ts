// The proxy's small parts apart from its class (proxy.ts): what it knows of an upstream, a
// route and an agent session, and the error a failed upstream connect stops its start with.
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { WhetstoneError } from '../errors.ts';
import type { CallForwarder } from './call-forwarder.ts';

/** What the proxy knows of a session to decide whether a change is news to it. */
export interface Watched {
  listed: boolean;
  sid: () => string | undefined;
  variant: () => string;
  /** Whether its list holds this tool ("server/tool") when served. */
  sees: (key: string) => boolean;
}

export interface ProxyUpstream {
  server: string;
  stdio?: string | undefined;
  url?: string | undefined;
}

export interface Route {
  server: string;
  /** The tool as the upstream lists it now (name, outputSchema, _meta are passed on). */
  tool: Tool;
  forwarder: CallForwarder;
}

/**
 * Why start() failed at an upstream, naming it by its flag and saying what to do: the
 * connect error alone named a URL or command, not which --upstream to fix.
 */
export function upstreamFailed(u: ProxyUpstream, err: Error): WhetstoneError {
  const flag = u.url !== undefined ? `--upstream-url ${u.server}` : `--upstream ${u.server}`;
  return new WhetstoneError(
    'upstream_failed',
    `upstream ${u.server}: ${err.message}; start that server, or fix or remove ${flag}`,
    { retriable: true, cause: err },
  );
}
