import type { PublishedRow } from '../store/sql/state.ts';

/** What a target receives: the whole published set, and the part that changed for it. */
export interface Delivery {
  deliveryId: string;
  all: PublishedRow[];
  changed: PublishedRow[];
}

export interface PublishTarget {
  /** Stable name, the key of its state ("file", "webhook", "kafka:whetstone.descriptions"). */
  readonly name: string;
  deliver(d: Delivery): Promise<void>;
  close?(): Promise<void>;
}

/** The JSON every target carries for one tool: clients pin `content_hash`. */
export function describe(r: PublishedRow) {
  return { server: r.server, name: r.name, version: r.version, source: r.source, content_hash: r.content_hash, description: r.text };
}
