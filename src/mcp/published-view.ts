// What the proxy serves, loaded from the store: per tool the full set's published version
// (with a running canary), and per other variant set its published version where it has
// one (migration 0023). One place decides which version a session sees (shownTo).
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { surfaceKey, type ToolSurface } from '../catalog/surface.ts';
import { FULL_VARIANT } from '../model/variants.ts';
import { assignArm } from '../rollout/assignment.ts';
import type { Db } from '../store/db.ts';
import { selectPublishedSurfaces } from '../store/sql/surface.ts';
import { selectPublishedVariantSurfaces } from '../store/sql/variants.ts';

/** A published version as the proxy serves it. */
export interface Shown {
  version: number;
  text: string;
  hash: string;
  surface: ToolSurface;
  /** What agents see of it, to tell whether a reload changed anything (the canary included). */
  key: string;
  /** A canary rollout of another version to a share of sessions. */
  canary?: Shown & { share: number };
}

export interface PublishedView {
  /** "server/tool" → the full set's version. */
  full: Map<string, Shown>;
  /** variant → "server/tool" → that set's version (only tools it has one for). */
  sets: Map<string, Map<string, Shown>>;
}

export const emptyView = (): PublishedView => ({ full: new Map(), sets: new Map() });

function shown(version: number, text: string, hash: string, s: ToolSurface | null): Shown {
  const surface = s ?? { inputSchema: { type: 'object' } };
  return { version, text, hash, surface, key: surfaceKey(text, surface) };
}

/** The published versions of these servers' tools; `serves` says which server routes a tool now. */
export async function loadPublished(
  db: Db,
  servers: string[],
  serves: (server: string, tool: string) => boolean,
): Promise<PublishedView> {
  const view = emptyView();
  for (const r of await selectPublishedSurfaces(db, servers)) {
    if (!serves(r.server, r.name)) continue;
    const p = shown(r.version, r.text, r.content_hash, r.surface);
    if (r.canary_version && r.canary_text != null && r.canary_hash != null && r.canary_share > 0) {
      p.canary = { ...shown(r.canary_version, r.canary_text, r.canary_hash, r.canary_surface), share: r.canary_share };
      p.key += `|canary:${p.canary.key}|${p.canary.share}`;
    }
    view.full.set(`${r.server}/${r.name}`, p);
  }
  for (const r of await selectPublishedVariantSurfaces(db, servers)) {
    if (!serves(r.server, r.name)) continue;
    const set = view.sets.get(r.variant) ?? new Map<string, Shown>();
    view.sets.set(r.variant, set);
    set.set(`${r.server}/${r.name}`, shown(r.version, r.text, r.content_hash, r.surface));
  }
  return view;
}

/** The tools ("server/tool") some client would be shown differently in the two views. */
export function changedTools(a: PublishedView, b: PublishedView): Set<string> {
  const out = new Set<string>();
  const diff = (x: Map<string, Shown> | undefined, y: Map<string, Shown> | undefined) => {
    for (const [k, v] of x ?? []) if (y?.get(k)?.key !== v.key) out.add(k);
    for (const k of y?.keys() ?? []) if (!x?.has(k)) out.add(k);
  };
  diff(a.full, b.full);
  for (const variant of new Set([...a.sets.keys(), ...b.sets.keys()])) diff(a.sets.get(variant), b.sets.get(variant));
  return out;
}

/**
 * Which version of a tool a session sees: its variant set's, else (per tool) the full
 * set's; during a canary rollout of the full set, the canary for the session's arm
 * (docs/rollout.md), a session without an id staying on the control. Undefined: nothing
 * published, so nothing is shown.
 */
export function shownTo(
  view: PublishedView,
  key: string,
  sessionId: string | undefined,
  variant: string = FULL_VARIANT,
): Shown | undefined {
  const own = variant === FULL_VARIANT ? undefined : view.sets.get(variant)?.get(key);
  if (own) return own;
  const p = view.full.get(key);
  if (p?.canary && sessionId !== undefined && assignArm(key, sessionId, p.canary.share) === 'canary') return p.canary;
  return p;
}

/** A tool as a session is shown it: every part from the published version `p`, none from upstream. */
export function servedTool(server: string, tool: Tool, p: Shown): Tool {
  const {
    title: _title,
    annotations: _annotations,
    description: _description,
    inputSchema: _inputSchema,
    ...rest
  } = tool;
  return {
    ...rest,
    description: p.text,
    inputSchema: p.surface.inputSchema as Tool['inputSchema'],
    ...(p.surface.title !== undefined ? { title: p.surface.title } : {}),
    ...(p.surface.annotations !== undefined ? { annotations: p.surface.annotations as Tool['annotations'] } : {}),
    _meta: {
      ...(tool._meta ?? {}),
      'whetstone/server': server,
      'whetstone/version': p.version,
      'whetstone/content_hash': p.hash,
    },
  };
}
