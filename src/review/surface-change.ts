// What a proposal changes besides the description: title, input schema (parameter
// descriptions included), annotations. A held upstream change is often only that, and a
// reviewer must see it to approve it knowingly (the word diff shows the text only).
import { changedParts, type SurfacePart, type ToolSurface } from '../catalog/surface.ts';
import type { Db } from '../store/db.ts';
import { selectVersion } from '../store/sql/versions.ts';

export interface SurfaceChange {
  /** The parts other than the description that differ; empty when only the text changes. */
  changed: Exclude<SurfacePart, 'description'>[];
  before: ToolSurface | null;
  after: ToolSurface | null;
}

export async function surfaceChange(
  db: Db,
  p: { tool_id: number; base_version: number; version: number },
): Promise<SurfaceChange> {
  const [a, b] = [await selectVersion(db, p.tool_id, p.base_version), await selectVersion(db, p.tool_id, p.version)];
  const before = (a?.surface ?? null) as ToolSurface | null;
  const after = (b?.surface ?? null) as ToolSurface | null;
  const changed =
    before && after
      ? changedParts({ text: '', surface: before }, { text: '', surface: after }).filter((x) => x !== 'description')
      : [];
  return { changed: changed as SurfaceChange['changed'], before, after };
}

/** A proposal's detail with its surface change attached (the API and the MCP review server). */
export async function withSurfaceChange<
  T extends { proposal: { tool_id: number; base_version: number; version: number } },
>(db: Db, detail: T): Promise<T & { surface: SurfaceChange }> {
  return { ...detail, surface: await surfaceChange(db, detail.proposal) };
}
