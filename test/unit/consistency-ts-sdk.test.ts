// TypeScript SDK registrations on real servers: registerTool (filesystem, whose handlers call
// into lib.ts) and server.tool with a description argument (the SDK's own example server).
import { describe, expect, it } from 'vitest';
import { checkSource } from '../../src/consistency/check.ts';
import { LABELLED_SERVERS_DIR } from '../../lib/eval/consistency-labels.ts';

const effects = (r: Awaited<ReturnType<typeof checkSource>>, name: string) =>
  r.tools.find((t) => t.name === name)?.effects.map((e) => e.class);

describe('TypeScript SDK registrations', () => {
  it('finds registerTool tools, resolves their descriptions and follows handlers into imported files', async () => {
    const r = await checkSource({ dir: `${LABELLED_SERVERS_DIR}ts-filesystem` });
    expect(r.tools).toHaveLength(14);
    const write = r.tools.find((t) => t.name === 'write_file')!;
    expect(write.description).toMatch(/^Create a new file or completely overwrite/);
    expect(write.registered_at.file).toBe('index.ts');
    // The write happens in lib.ts, two calls below the handler; the temp-file unlink on failure is cleanup.
    expect(write.effects.map((e) => e.class)).toEqual(['fs_write']);
    expect(write.effects[0]!.evidence.some((e) => e.file === 'lib.ts' && e.call === 'fs.writeFile')).toBe(true);
    expect(write.effects[0]!.disclosed).toBe(true);
    expect(effects(r, 'read_text_file')).toEqual([]);
    expect(effects(r, 'move_file')).toEqual(['fs_write']);
  });

  it('reads server.tool(name, description, schema, handler) and registerTool side by side', async () => {
    const r = await checkSource({ dir: `${LABELLED_SERVERS_DIR}ts-sdk-examples` });
    expect(r.tools.map((t) => t.name).sort()).toEqual([
      'collect-user-info',
      'greet',
      'list-files',
      'multi-greet',
      'start-notification-stream',
    ]);
    expect(r.tools.find((t) => t.name === 'greet')!.description).toBe('A simple greeting tool');
    expect(r.tools.find((t) => t.name === 'list-files')!.description).toMatch(
      /^Returns a list of files as ResourceLinks/,
    );
    expect(r.tools.every((t) => t.findings.length === 0)).toBe(true);
  });
});
