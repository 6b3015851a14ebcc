import type { Command } from 'commander';
import { isWhetstoneError, WhetstoneError } from '../errors.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../log.ts';
import type { DiscoveryServing } from '../mcp/discovery.ts';
import type { McpProxy, ProxyUpstream } from '../mcp/proxy.ts';
import type { HttpServeOptions } from '../mcp/serve.ts';
import type { Db } from '../store/db.ts';
import type { Registry } from 'prom-client';
import { withContext, type GlobalOptions } from './context.ts';

const collect = (v: string, acc: string[]) => [...acc, v];

interface ProxyOptions {
  upstream: string[];
  upstreamUrl: string[];
  http?: number;
  discovery?: boolean;
  pin: string[];
  discoveryK?: string;
}

function parseUpstream(spec: string, kind: 'stdio' | 'url'): ProxyUpstream {
  const eq = spec.indexOf('=');
  if (eq <= 0)
    throw new WhetstoneError(
      'input_invalid',
      `--upstream${kind === 'url' ? '-url' : ''} "${spec}": write it as name=${kind === 'url' ? 'http://host/mcp' : '"command args"'}`,
    );
  const server = spec.slice(0, eq);
  const target = spec.slice(eq + 1);
  return kind === 'url' ? { server, url: target } : { server, stdio: target };
}

export function registerProxyCommand(program: Command): void {
  program
    .command('proxy')
    .description(
      'serve MCP between agents and upstream servers: tools/list with the published descriptions (and their content hashes), ' +
        'tools/call forwarded unchanged, notifications/tools/list_changed when a publication changes a tool, a tool-call event per call to Kafka',
    )
    .option(
      '--upstream <name=command>',
      'an upstream MCP server over stdio, e.g. fs="npx -y @modelcontextprotocol/server-filesystem /tmp" (repeatable)',
      collect,
      [],
    )
    .option('--upstream-url <name=url>', 'an upstream MCP server over Streamable HTTP (repeatable)', collect, [])
    .option(
      '--http <port>',
      'serve Streamable HTTP on this port (at /mcp) instead of stdio; every request needs Authorization: Bearer <an agent token or ' +
        'WHETSTONE_PROXY_TOKEN>, and a Host/Origin from WHETSTONE_MCP_ALLOWED_HOSTS / _ORIGINS (default: loopback names only)',
      (v) => Number(v),
    )
    .option(
      '--discovery',
      'discovery mode (docs/discovery.md): agents list find_tools and the pinned tools, and find the others by request',
    )
    .option('--no-discovery', 'list every tool for this run, whatever proxyDiscovery (config file or environment) says')
    .option(
      '--pin <server/tool>',
      'with --discovery, a tool always listed; server/* pins every tool of a server (repeatable)',
      collect,
      [],
    )
    .option('--discovery-k <n>', 'with --discovery, tools find_tools returns by default (1–20, default 5)')
    .action(async (opts: ProxyOptions, cmd: Command) => {
      const upstreams = [
        ...opts.upstream.map((u) => parseUpstream(u, 'stdio')),
        ...opts.upstreamUrl.map((u) => parseUpstream(u, 'url')),
      ];
      if (upstreams.length === 0)
        throw new WhetstoneError(
          'input_invalid',
          'give at least one --upstream name="command" or --upstream-url name=http://host/mcp',
        );
      await runProxy(upstreams, opts, cmd.optsWithGlobals<GlobalOptions>());
    });
}

async function runProxy(upstreams: ProxyUpstream[], opts: ProxyOptions, g: GlobalOptions): Promise<void> {
  const http = opts.http;
  const [{ createLogger }, { kafkaEventSink }, { createRedactor }, { McpProxy }, serve, { kafkaFrom }] =
    await Promise.all([
      import('../log.ts'),
      import('../mcp/events.ts'),
      import('../privacy/redact.ts'),
      import('../mcp/proxy.ts'),
      import('../mcp/serve.ts'),
      import('../kafka.ts'),
    ]);
  // The discovery flags are config keys too (proxyDiscovery, proxyPins, proxyDiscoveryK):
  // validated with the rest, a flag over the config file and the environment.
  const own = {
    overrides: {
      proxyDiscovery: opts.discovery,
      proxyPins: opts.pin.length ? opts.pin : undefined,
      proxyDiscoveryK: opts.discoveryK,
    },
    flags: { proxyDiscovery: '--discovery', proxyPins: '--pin', proxyDiscoveryK: '--discovery-k' },
  };
  await withContext(
    g,
    async ({ db, config }) => {
      const log = createLogger(config.logLevel);
      const kafka = kafkaFrom(config);
      // GET /metrics on the --http port: the process defaults (as serve's), then the proxy's.
      const metrics = (await import('../daemon/process-metrics.ts')).processRegistry();
      // Before the event sink: a discovery setting refused leaves no Kafka producer behind.
      const discovery = config.proxyDiscovery ? await discoveryFor(config, db, log, metrics) : undefined;
      // Events carry arguments and results: redacted with the operator's patterns too.
      const events = kafka
        ? kafkaEventSink(kafka, config.proxyEventsTopic, log, undefined, undefined, {
            redactor: createRedactor(config.redactPatterns),
          })
        : undefined;
      const proxy = new McpProxy({
        db,
        upstreams,
        log,
        ...(events ? { events } : {}),
        actor: config.actor,
        callTimeoutMs: config.proxyCallTimeoutMs,
        reloadIntervalMs: config.proxyReloadIntervalMs,
        maxDescriptionBytes: config.maxDescriptionBytes,
        maxToolsPerUpstream: config.proxyMaxToolsPerUpstream,
        variants: config.proxyVariants, // matched on clientInfo and the token's name (p.name below)
        ...(discovery ? { discovery } : {}),
      });
      // Heard from before the start: a signal while upstreams connect (each up to 30 s) stops
      // the proxy, which ends their connects and stdio children; the signal's default action
      // ended the process and left those children running.
      // Once serving, the serving closes first (serveUntilStopped), then the proxy stops.
      const signalled = stopSignal(http === undefined);
      let starting = true;
      void signalled.then(() => (starting ? proxy.stop() : undefined));
      await startOrUndo(proxy);
      starting = false;
      // Whatever ends the serving (a signal, stdin closed, a port already taken) stops the proxy.
      try {
        await serveUntilStopped(proxy, upstreams, http, config, { db, log, metrics, serve }, signalled);
      } finally {
        await proxy.stop();
      }
    },
    own,
  );
}

/**
 * Starts the proxy; a start that fails part way is undone (its upstream connections and
 * stdio children closed, its listeners ended) before the error goes up, or the process kept
 * running on what had started, and a CLI that failed to start never exited.
 */
async function startOrUndo(proxy: McpProxy): Promise<void> {
  try {
    await proxy.start();
  } catch (err) {
    await proxy.stop();
    const e = err as Error;
    throw new WhetstoneError(isWhetstoneError(e) ? e.code : 'upstream_failed', `proxy could not start: ${e.message}`, {
      retriable: isWhetstoneError(e) && e.retriable,
      cause: e,
    });
  }
}

/** Serves agents over --http or stdio until SIGTERM, SIGINT or (stdio) the end of stdin. */
async function serveUntilStopped(
  proxy: McpProxy,
  upstreams: ProxyUpstream[],
  http: number | undefined,
  config: Config,
  o: { db: Db; log: Logger; metrics: Registry; serve: typeof import('../mcp/serve.ts') },
  signalled: Promise<void>,
): Promise<void> {
  const [{ proxyAuthorizer }, { proxySessionId }] = await Promise.all([
    import('../mcp/proxy-auth.ts'),
    import('../mcp/arm-identity.ts'),
  ]);
  const factory = (sid: () => string | undefined, p?: { name: string }) => proxy.createSession(sid, p?.name);
  let closeHttp: (() => Promise<void>) | undefined;
  if (http !== undefined) {
    const h = await o.serve.serveHttp(factory, config.httpHost, http, {
      ...proxyHttpLimits(config),
      metrics: o.metrics,
      // An agent token's sessions share their canary arms (arm-identity.ts).
      sessionId: (p) => proxySessionId(p?.name),
      authorize: proxyAuthorizer(o.db, { configuredToken: config.proxyToken }),
      onError: (err) => o.log.error({ err: err.message }, 'proxy request failed'),
    });
    closeHttp = h.close;
    process.stderr.write(
      `whetstone proxy: serving MCP at http://${config.httpHost}:${h.port}/mcp for ${upstreams.map((u) => u.server).join(', ')}\n`,
    );
  } else {
    await o.serve.serveStdio(factory);
  }
  await signalled;
  await closeHttp?.();
}

/** SIGTERM, SIGINT or (stdio) the end of stdin. */
function stopSignal(stdio: boolean): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => resolve();
    process.once('SIGTERM', done);
    process.once('SIGINT', done);
    if (stdio) process.stdin.once('end', done);
  });
}

/** What bounds `proxy --http`: the Host/Origin lists, body size, and sessions per token and idle. */
function proxyHttpLimits(config: Config): HttpServeOptions {
  return {
    allowedHosts: config.mcpAllowedHosts,
    allowedOrigins: config.mcpAllowedOrigins,
    maxBodyBytes: config.mcpMaxBodyBytes,
    sessionIdleMs: config.mcpSessionIdleMs,
    maxSessionsPerToken: config.proxyMaxSessionsPerToken,
    maxSessionsSetting: 'WHETSTONE_PROXY_MAX_SESSIONS_PER_TOKEN',
    evictAtCap: true,
  };
}

/** Discovery from config: the routing policy and, with an LLM configured, its summary writer. */
async function discoveryFor(config: Config, db: Db, log: Logger, metrics: Registry): Promise<DiscoveryServing> {
  const [{ discoveryServingFrom }, { createLlm }, { summaryWriterFrom }, { poisoningReader }] = await Promise.all([
    import('../mcp/discovery.ts'),
    import('../llm/provider.ts'),
    import('../discovery/llm-summary.ts'),
    import('../optimize/setup.ts'),
  ]);
  // With an LLM configured, server summaries are also written by it, for review; their
  // spending is counted on the proxy's /metrics.
  const llm = createLlm(config, { db, log, registry: metrics });
  const summaries =
    llm.mode === 'online'
      ? summaryWriterFrom(llm, db, {
          privacyMinSessions: config.privacyMinSessions,
          maxRetries: config.judgeOutputRetries,
          reader: poisoningReader(config, { llm, log }),
        })
      : undefined;
  return discoveryServingFrom(
    config,
    db,
    log,
    { pinned: config.proxyPins ?? [], k: config.proxyDiscoveryK, perMinute: config.proxyFindToolsPerMinute },
    summaries,
    metrics,
  );
}
