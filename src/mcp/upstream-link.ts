// One upstream of the proxy and its connection, which it makes again when it is lost. A
// stdio server that exits closes its transport; a Streamable HTTP server that restarts
// forgets the proxy's session and answers every request with 404. Either way every call
// and every re-listing failed until the proxy itself was restarted. Now a listing that
// finds the connection gone or failing connects again once and lists on the new one (not
// one the server answers with an error: that connection is alive); a call that finds it
// gone or refusing asks for that re-listing (at most once per RECONNECT_SPACING_MS, so
// agents calling a dead server do not respawn it per call).
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, McpError, ToolListChangedNotificationSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { WhetstoneError } from '../errors.ts';
import type { Logger } from '../log.ts';
import { CallForwarder, type ForwardedCall } from './call-forwarder.ts';
import { connectUpstream, listAllTools, type UpstreamConnection, type UpstreamTarget } from './upstream.ts';

/** After a failed attempt to connect again, the next waits at least this long. */
export const RECONNECT_SPACING_MS = 1000;

/** The setting a refused listing names. */
export const MAX_TOOLS_SETTING = 'WHETSTONE_PROXY_MAX_TOOLS_PER_UPSTREAM';

export class UpstreamLink {
  readonly server: string;
  readonly forwarder: CallForwarder;
  readonly #target: UpstreamTarget;
  readonly #log: Logger;
  readonly #onListChanged: () => void;
  readonly #maxTools: number;
  #conn: UpstreamConnection | undefined;
  /** The transport of a connection being made: close() ends it, or it would outlive the proxy. */
  #opening: Transport | undefined;
  /** The reconnection under way: concurrent listings share it rather than each spawn one. */
  #reconnecting: Promise<void> | undefined;
  #failedAt = Number.NEGATIVE_INFINITY;
  /** When a lost call last asked for a re-listing. */
  #askedAt = Number.NEGATIVE_INFINITY;
  #closed = false;

  constructor(
    target: UpstreamTarget & { server: string },
    o: {
      log: Logger;
      callTimeoutMs: number;
      /** Most tools taken from it (MAX_TOOLS_SETTING): a longer listing is refused. */
      maxTools: number;
      onDone: (call: ForwardedCall) => void;
      /** The upstream said its tools changed. */
      onListChanged: () => void;
      /**
       * A call found the connection gone or refusing it: the proxy re-lists, which connects
       * again. Asked at most once per RECONNECT_SPACING_MS, and not within it of a failed
       * attempt: an HTTP upstream refusing every call (a 429 or 503 from its gateway) while
       * its listing passes would otherwise be listed, imported and reloaded call for call.
       */
      onLost: () => void;
    },
  ) {
    this.server = target.server;
    this.#target = target;
    this.#log = o.log;
    this.#onListChanged = o.onListChanged;
    this.#maxTools = o.maxTools;
    // Its timeout sweep ends when the upstream connection closes (close() closes it).
    const onLost = () => {
      const now = performance.now();
      if (now - Math.max(this.#failedAt, this.#askedAt) < RECONNECT_SPACING_MS) return;
      this.#askedAt = now;
      o.onLost();
    };
    this.forwarder = new CallForwarder({ onDone: o.onDone, callTimeoutMs: o.callTimeoutMs, onLost });
  }

  /** The first connection: a failure stops the proxy's start, naming the upstream. */
  async connect(): Promise<void> {
    this.#conn = await this.#open();
  }

  /**
   * Every tool the upstream lists, connecting again first when the connection is gone or
   * fails; a listing of more than maxTools is refused, naming the setting.
   */
  async list(): Promise<Tool[]> {
    const conn = this.#conn;
    let tools: Tool[] | undefined;
    if (conn && this.forwarder.connected) {
      try {
        tools = await listAllTools(conn.client, this.#maxTools);
      } catch (err) {
        if (this.#closed) throw err;
        // The server answered, with an error: the connection is alive, and dropping it would
        // fail every call in flight on it (at each reload, were the error to last).
        if (answered(err))
          throw new WhetstoneError(
            'upstream_failed',
            `upstream ${this.server} answered tools/list with an error (${(err as Error).message}); fix the server, the proxy lists it again at its next list_changed or reload`,
            { retriable: true, cause: err },
          );
        this.#log.warn({ server: this.server, err: (err as Error).message }, 'upstream listing failed; reconnecting');
      }
    }
    if (!tools) {
      this.#reconnecting ??= this.#reconnect().finally(() => {
        this.#reconnecting = undefined;
      });
      await this.#reconnecting;
      if (!this.#conn) throw this.#stopping();
      tools = await listAllTools(this.#conn.client, this.#maxTools);
    }
    if (tools.length > this.#maxTools)
      throw new WhetstoneError(
        'upstream_failed',
        `upstream ${this.server} lists more than ${this.#maxTools} tools (${MAX_TOOLS_SETTING}); raise it, or have the server offer fewer`,
      );
    return tools;
  }

  async #reconnect(): Promise<void> {
    if (this.#closed) throw this.#stopping();
    const wait = this.#failedAt + RECONNECT_SPACING_MS - performance.now();
    if (wait > 0)
      throw new WhetstoneError(
        'upstream_failed',
        `upstream ${this.server} could not be reached; the next attempt is in ${Math.ceil(wait)} ms`,
        { retriable: true },
      );
    const old = this.#conn;
    this.#conn = undefined;
    await old?.close();
    // Stopped while the old one closed (a stdio child may take seconds): start no new one.
    if (this.#closed) throw this.#stopping();
    let conn: UpstreamConnection;
    try {
      conn = await this.#open();
    } catch (err) {
      if (this.#closed) throw this.#stopping();
      this.#failedAt = performance.now();
      throw err;
    }
    // Stopped while connecting: this connection (a child process, an HTTP session) is closed too.
    if (this.#closed) {
      await conn.close();
      throw this.#stopping();
    }
    this.#conn = conn;
    this.#log.warn({ server: this.server }, 'reconnected to the upstream');
  }

  #stopping(): WhetstoneError {
    return new WhetstoneError('upstream_failed', `upstream ${this.server}: the proxy is stopping`);
  }

  async #open(): Promise<UpstreamConnection> {
    const conn = await connectUpstream(this.#target, {
      clientName: 'whetstone-proxy',
      wrapTransport: (t) => {
        this.#opening = t;
        return this.forwarder.wrapUpstream(t);
      },
    }).finally(() => {
      this.#opening = undefined;
    });
    conn.client.setNotificationHandler(ToolListChangedNotificationSchema, async () => this.#onListChanged());
    return conn;
  }

  async close(): Promise<void> {
    this.#closed = true;
    // A connection still being made ends now: its initialize fails at once, not at its timeout.
    await this.#opening?.close().catch(() => {});
    await this.#conn?.close();
  }
}

/** Whether a request failed with the server's own error answer (not a lost or silent connection). */
function answered(err: unknown): boolean {
  return err instanceof McpError && err.code !== ErrorCode.ConnectionClosed && err.code !== ErrorCode.RequestTimeout;
}
