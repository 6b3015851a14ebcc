// The tool surface's shape: everything an agent reads about a tool besides its name and
// description. A model type, so the store keeps snapshots of it without importing the
// catalog (catalog/surface.ts holds what is done with it).

export interface ToolSurface {
  title?: string;
  inputSchema: Record<string, unknown>;
  annotations?: Record<string, unknown>;
}
