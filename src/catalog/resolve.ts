import { WhetstoneError } from '../errors.ts';
import type { Queryable } from '../store/db.ts';
import { selectToolByName } from '../store/sql/tools.ts';
import { selectVersion } from '../store/sql/versions.ts';
import type { ToolRow, VersionRow } from '../store/types.ts';
import { formatToolRef, parseToolRef } from './text.ts';

export async function resolveTool(q: Queryable, ref: string): Promise<ToolRow> {
  const { server, name } = parseToolRef(ref);
  const tool = await selectToolByName(q, server, name);
  if (!tool) {
    throw new WhetstoneError('not_found', `unknown tool ${ref}; \`whetstone tools list\` shows the registered tools`);
  }
  return tool;
}

export async function resolveVersion(q: Queryable, tool: ToolRow, version: number): Promise<VersionRow> {
  const v = await selectVersion(q, tool.id, version);
  if (!v) {
    throw new WhetstoneError(
      'not_found',
      `${formatToolRef(tool)} has no version ${version}; \`whetstone history ${formatToolRef(tool)}\` lists its versions`,
    );
  }
  return v;
}
