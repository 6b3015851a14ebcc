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
  return {
    server: r.server,
    name: r.name,
    version: r.version,
    source: r.source,
    content_hash: r.content_hash,
    description: r.text,
    // During a canary rollout: the canary and its share, for hosts that assign sessions
    // themselves with the documented rule (rollout/assignment.ts, docs/rollout.md).
    ...(r.canary_version && r.canary_text != null
      ? {
          canary: {
            version: r.canary_version,
            content_hash: r.canary_hash,
            description: r.canary_text,
            share: r.canary_share,
            assignment: CANARY_ASSIGNMENT_RULE,
          },
        }
      : {}),
  };
}

export const CANARY_ASSIGNMENT_RULE =
  'canary iff uint32_be(sha256("<server>/<name>\\n<unit>")[0..4]) / 2^32 < share; unit = the first 17 chars of a session id matching ^t[0-9a-f]{16}~, else the whole id';

/** What a target has to re-send when it changes: the published text, and the canary with its share. */
export function deliveredKey(r: PublishedRow): string {
  return r.canary_version ? `${r.content_hash}+${r.canary_hash}@${r.canary_share}` : r.content_hash;
}
