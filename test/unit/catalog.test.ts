import { describe, expect, it } from 'vitest';
import { contentHash, parseToolRef, validateDescription } from '../../src/catalog/text.ts';
import { parseToolsDocument } from '../../src/catalog/tools-file.ts';
import { splitCommand } from '../../src/mcp/upstream.ts';

describe('tools documents', () => {
  it('reads a tools/list file and a raw JSON-RPC response', () => {
    const a = parseToolsDocument(
      '{"server":"s","tools":[{"name":"t","description":"d","inputSchema":{"type":"object"}}]}',
      'a.json',
    );
    expect(a).toEqual({ server: 's', tools: [{ name: 't', description: 'd', inputSchema: { type: 'object' } }] });
    const b = parseToolsDocument('{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"t"}]}}', 'b.json');
    expect(b.tools).toEqual([{ name: 't', description: '', inputSchema: { type: 'object' } }]);
  });

  it('says where a document is wrong', () => {
    expect(() => parseToolsDocument('[]', 'x.json')).toThrow(/^x\.json: \(top level\)/);
    expect(() => parseToolsDocument('{"tools":[{"name":""}]}', 'x.json')).toThrow(/tools\.0\.name: must not be empty/);
  });
});

describe('descriptions and references', () => {
  it('hashes text so a client can pin it', () => {
    expect(contentHash('a')).toBe('sha256:ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb');
  });
  it('refuses empty, NUL-carrying and oversize text', () => {
    expect(() => validateDescription(' ', 100)).toThrow(/empty/);
    expect(() => validateDescription('a\u0000b', 100)).toThrow(/NUL/);
    expect(() => validateDescription('é'.repeat(60), 100)).toThrow(/120 bytes, over the limit of 100/);
    expect(validateDescription('fine', 100)).toBe('fine');
  });
  it('splits server/tool at the first slash', () => {
    expect(parseToolRef('fs/read/file')).toEqual({ server: 'fs', name: 'read/file' });
    expect(() => parseToolRef('/x')).toThrow(/<server>\/<tool>/);
  });
  it('splits a --stdio command line like a shell, without running one', () => {
    expect(splitCommand('node "my server.js" --flag')).toEqual({ command: 'node', args: ['my server.js', '--flag'] });
    expect(() => splitCommand('a | b')).toThrow(/shell operators/);
  });
});
