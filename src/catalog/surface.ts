// The tool surface: everything an agent reads about a tool besides its name. The
// description is a version's text; the rest (title, input schema with its parameter
// descriptions, annotations such as readOnlyHint) is the version's surface snapshot. An
// agent obeys all of it, so all of it is versioned and reviewed alike.
import type { ToolSurface } from '../model/surface.ts';
import { canonicalJson } from './canonical-json.ts';

export type { ToolSurface };

export const SURFACE_PARTS = ['description', 'title', 'inputSchema', 'annotations'] as const;
export type SurfacePart = (typeof SURFACE_PARTS)[number];

/** The surface of a tool as an upstream lists it (absent parts stay absent). */
export function surfaceOf(t: {
  title?: string | undefined;
  inputSchema?: Record<string, unknown> | undefined;
  annotations?: Record<string, unknown> | undefined;
}): ToolSurface {
  const s: ToolSurface = { inputSchema: t.inputSchema ?? { type: 'object' } };
  if (t.title !== undefined) s.title = t.title;
  if (t.annotations !== undefined) s.annotations = t.annotations;
  return s;
}

/** Which parts differ between two (description, surface) pairs. */
export function changedParts(
  a: { text: string; surface: ToolSurface },
  b: { text: string; surface: ToolSurface },
): SurfacePart[] {
  const out: SurfacePart[] = [];
  if (a.text !== b.text) out.push('description');
  if ((a.surface.title ?? null) !== (b.surface.title ?? null)) out.push('title');
  if (canonicalJson(a.surface.inputSchema ?? {}) !== canonicalJson(b.surface.inputSchema ?? {}))
    out.push('inputSchema');
  if (canonicalJson(a.surface.annotations ?? null) !== canonicalJson(b.surface.annotations ?? null))
    out.push('annotations');
  return out;
}

/** One key for text + surface: equal keys mean an agent sees the same tool. */
export function surfaceKey(text: string, surface: ToolSurface): string {
  return canonicalJson({
    text,
    title: surface.title ?? null,
    inputSchema: surface.inputSchema ?? {},
    annotations: surface.annotations ?? null,
  });
}
