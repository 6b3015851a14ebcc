// Forwarding tools/call between an agent's session and an upstream server at the
// JSON-RPC message level. The SDK's Server and Client stay in charge of everything else
// (initialize, tools/list, pings, notifications); only tools/call, its cancellation and
// its progress skip them. Why: through Server + Client a proxied call cost two full
// request lifecycles (abort controllers, timers, schema validation of request and result
// twice); measured, that made the proxy's CPU per call larger than the upstream server's.
// Forwarding the message as it came also keeps it unchanged (_meta), except two things
// that must be unique on the upstream connection, which all sessions share: the request
// id and the progress token. Both are replaced by the proxy's own id of the call and
// mapped back, so two sessions using the same progressToken each get only their own
// progress.
import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

type Id = string | number;
export type Msg = Record<string, unknown> & { id?: Id; method?: string; params?: Record<string, unknown> };

/**
 * A transport that offers each incoming message to `intercept` first; what it does not
 * take goes on to whoever connected (an SDK Server or Client).
 */
export class InterceptingTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];
  readonly #inner: Transport;

  constructor(inner: Transport, hooks: { intercept: (msg: Msg) => boolean; closed?: () => void }) {
    this.#inner = inner;
    // Handlers set on the inner transport before us (e.g. the HTTP server's session map)
    // keep running, as the SDK's Protocol keeps them when it connects.
    const { onclose, onerror } = inner;
    inner.onmessage = (msg, extra) => {
      if (!hooks.intercept(msg as Msg)) this.onmessage?.(msg, extra);
    };
    inner.onerror = (err) => {
      onerror?.(err);
      this.onerror?.(err);
    };
    inner.onclose = () => {
      onclose?.();
      hooks.closed?.();
      this.onclose?.();
    };
  }

  get sessionId(): string | undefined {
    return this.#inner.sessionId;
  }

  start(): Promise<void> {
    return this.#inner.start();
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    return this.#inner.send(message, options);
  }

  close(): Promise<void> {
    return this.#inner.close();
  }

  setProtocolVersion(version: string): void {
    this.#inner.setProtocolVersion?.(version);
  }
}

/** What the forwarder reports when a forwarded call ends. */
export interface ForwardedCall {
  tool: string;
  arguments: Record<string, unknown>;
  isError: boolean;
  /** Ended by the agent (cancellation, or its session closing) before the upstream answered. */
  cancelled: boolean;
  latencyMs: number;
  sessionId: string | undefined;
}

/** One agent session as the forwarders see it. */
export interface SessionLink {
  transport: Transport;
  sessionId: () => string | undefined;
  /** This session's calls in flight, by the id the agent gave: which upstream, under which id. */
  inFlight: Map<Id, { forwarder: CallForwarder; id: string }>;
}

interface Pending {
  session: SessionLink;
  clientId: Id;
  tool: string;
  arguments: Record<string, unknown>;
  started: number;
  progressToken: Id | undefined;
  /** When we last passed on a progress notification of this call (performance.now()). */
  lastProgressAt: number | undefined;
}

/**
 * The SDK's client handles a progress notification a microtask later but a response at
 * once, and a response retires the call's progress handler: when both arrive in one read,
 * the last progress is lost and reported as an error (typescript-sdk issue #2580). A
 * response right after a progress notification of the same call therefore waits this long,
 * so it does not share a write, or likely a read, with it.
 */
const RESPONSE_AFTER_PROGRESS_MS = 2;

/**
 * One per upstream connection. Calls get upstream ids of our own ("whetstone-<n>", strings,
 * so they never meet the numeric ids of the SDK client sharing the connection).
 */
export class CallForwarder {
  /** Calls in flight by our upstream id, which is also their progress token upstream. */
  readonly #pending = new Map<string, Pending>();
  readonly #onDone: (call: ForwardedCall) => void;
  readonly #callTimeoutMs: number;
  readonly #onLost: (() => void) | undefined;
  #upstream: Transport | undefined;
  #sweeper: NodeJS.Timeout | undefined;
  #next = 0;

  /**
   * `callTimeoutMs`: a call with no answer and no progress for this long is answered with
   * a timeout error and cancelled upstream, so an upstream that never answers cannot make
   * calls pile up in the proxy (the agent's own timeout may be longer, or absent).
   * `onLost`: a call found the upstream gone (closed, or refusing the call's send: an HTTP
   * server that restarted forgot our session), so the owner can connect again.
   */
  constructor(o: { onDone: (call: ForwardedCall) => void; callTimeoutMs: number; onLost?: () => void }) {
    this.#onDone = o.onDone;
    this.#callTimeoutMs = o.callTimeoutMs;
    this.#onLost = o.onLost;
  }

  /** Whether an upstream transport is open (a closed one is dropped until the next wrapUpstream). */
  get connected(): boolean {
    return this.#upstream !== undefined;
  }

  /** Wraps the upstream transport before the SDK Client connects to it. */
  wrapUpstream(transport: Transport): Transport {
    this.#upstream = transport;
    // One sweep for all calls rather than a timer per call: timers per request were part of
    // what made the SDK path expensive.
    this.#sweeper ??= setInterval(() => this.#sweep(), Math.min(1000, Math.max(50, this.#callTimeoutMs / 4))).unref();
    return new InterceptingTransport(transport, {
      intercept: (m) => this.#fromUpstream(m),
      // A replaced transport closing late must not drop the connection that replaced it.
      closed: () => {
        if (this.#upstream === transport) this.#upstreamClosed();
      },
    });
  }

  /** Sends an agent's tools/call upstream; answers it at once when that is impossible. */
  forward(session: SessionLink, msg: Msg): void {
    const clientId = msg.id!;
    const params = msg.params ?? {};
    const upstream = this.#upstream;
    if (!upstream) {
      this.#onLost?.();
      void session.transport.send(errorResponse(clientId, -32000, LOST)).catch(() => {});
      return;
    }
    const id = `whetstone-${++this.#next}`;
    const meta = params._meta as Record<string, unknown> | undefined;
    const progressToken = meta?.progressToken as Id | undefined;
    this.#pending.set(id, {
      session,
      clientId,
      tool: String(params.name),
      arguments: (params.arguments ?? {}) as Record<string, unknown>,
      started: performance.now(),
      progressToken,
      lastProgressAt: undefined,
    });
    session.inFlight.set(clientId, { forwarder: this, id });
    const out =
      progressToken === undefined
        ? { ...msg, id }
        : { ...msg, id, params: { ...params, _meta: { ...meta, progressToken: id } } };
    upstream.send(asMessage(out)).catch((err: Error) => {
      this.#onLost?.();
      this.#settle(
        id,
        errorResponse(id, -32000, `the upstream server did not take the call (${err.message}); ${LOST}`),
      );
    });
  }

  /** An agent cancelled a call we forwarded (under `id`): pass it on under our id. */
  cancel(id: string, reason: string | undefined): void {
    this.#abandon(id);
    this.#cancelUpstream(id, reason);
  }

  /** The agent's session went away: the upstream is told to stop, a late answer is dropped. */
  forget(id: string): void {
    this.#abandon(id);
    this.#cancelUpstream(id, "the agent's session closed");
  }

  #cancelUpstream(id: string, reason: string | undefined): void {
    const params = reason === undefined ? { requestId: id } : { requestId: id, reason };
    void this.#upstream?.send({ jsonrpc: '2.0', method: 'notifications/cancelled', params }).catch(() => {});
  }

  /** Every call is reported once, also one the agent gave up on. */
  #abandon(id: string): void {
    const p = this.#pending.get(id);
    if (!p) return;
    this.#drop(id);
    this.#report(p, { isError: true, cancelled: true });
  }

  #fromUpstream(m: Msg): boolean {
    if (typeof m.id === 'string' && this.#pending.has(m.id) && ('result' in m || 'error' in m)) {
      this.#settle(m.id, m);
      return true;
    }
    if (m.method === 'notifications/progress') {
      const token = m.params?.progressToken;
      const p = typeof token === 'string' ? this.#pending.get(token) : undefined;
      if (!p || p.progressToken === undefined) return false;
      p.lastProgressAt = performance.now();
      // Back under the agent's own token; related to the call, so a Streamable HTTP
      // session sends it on that call's stream.
      const back = { ...m, params: { ...m.params, progressToken: p.progressToken } };
      void p.session.transport.send(asMessage(back), { relatedRequestId: p.clientId }).catch(() => {});
      return true;
    }
    return false;
  }

  #settle(id: string, response: Msg | JSONRPCMessage): void {
    const p = this.#pending.get(id);
    if (!p) return;
    this.#drop(id);
    const r = response as Msg;
    const result = r.result as { isError?: unknown } | undefined;
    const answer = () => void p.session.transport.send(asMessage({ ...r, id: p.clientId })).catch(() => {});
    const wait =
      p.lastProgressAt === undefined ? 0 : RESPONSE_AFTER_PROGRESS_MS - (performance.now() - p.lastProgressAt);
    if (wait > 0) setTimeout(answer, wait);
    else answer();
    this.#report(p, { isError: 'error' in r || result?.isError === true, cancelled: false });
  }

  #report(p: Pending, how: { isError: boolean; cancelled: boolean }): void {
    this.#onDone({
      tool: p.tool,
      arguments: p.arguments,
      ...how,
      latencyMs: Math.round((performance.now() - p.started) * 10) / 10,
      sessionId: p.session.sessionId(),
    });
  }

  #drop(id: string): void {
    const p = this.#pending.get(id);
    if (!p) return;
    this.#pending.delete(id);
    p.session.inFlight.delete(p.clientId);
  }

  #sweep(): void {
    const now = performance.now();
    for (const [id, p] of this.#pending) {
      // The call itself, or its latest progress notification, is its last sign of life.
      if (now - (p.lastProgressAt ?? p.started) < this.#callTimeoutMs) continue;
      const seconds = Math.round(this.#callTimeoutMs / 100) / 10;
      // -32001 is the SDK's RequestTimeout code, so SDK clients see the usual timeout error.
      this.#settle(
        id,
        errorResponse(
          id,
          -32001,
          `the upstream server did not answer within ${seconds} s (WHETSTONE_PROXY_CALL_TIMEOUT_MS); the call was cancelled`,
        ),
      );
      this.#cancelUpstream(id, `no answer within ${seconds} s`);
    }
  }

  #upstreamClosed(): void {
    clearInterval(this.#sweeper);
    this.#sweeper = undefined;
    this.#upstream = undefined;
    for (const id of [...this.#pending.keys()])
      this.#settle(id, errorResponse(id, -32000, 'the upstream server closed the connection'));
  }
}

/** What a call that found its upstream gone is told (no live upstream session took it). */
const LOST = 'the upstream server is not connected; the proxy is connecting to it again, retry shortly';

export function errorResponse(id: Id, code: number, message: string): JSONRPCMessage {
  return { jsonrpc: '2.0', id, error: { code, message } };
}

// The envelope was checked when the message arrived; rewriting an id keeps it valid.
function asMessage(m: Msg): JSONRPCMessage {
  return m as unknown as JSONRPCMessage;
}
