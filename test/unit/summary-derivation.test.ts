// An LLM summary's completion and the derivation a reviewer reads (src/discovery/summary-derivation.ts).
import { describe, expect, it } from 'vitest';
import {
  derivationLabel,
  LLM_NAMES_RULE,
  missingToolNames,
  withToolNames,
} from '../../src/discovery/summary-derivation.ts';
import { OFFLINE_SUMMARY_RULE } from '../../src/discovery/summary.ts';

const FILES = {
  server: 'files',
  tools: [
    { name: 'read_file', description: 'Reads a file.' },
    { name: 'writeFile', description: 'Writes a file.' },
    { name: 'list', description: 'Lists a folder.' },
    { name: 'move-file', description: 'Moves a file.' },
  ],
};

describe('LLM summary completion', () => {
  it('counts a tool named by its name or by its name in words, as whole words only', () => {
    // "read_file" and "write file" name two; "listing" is not "list"; "remove file" is not "move file".
    expect(missingToolNames('Use read_file to read, write file to write; listing; remove file.', FILES)).toEqual([
      'list',
      'move file',
    ]);
  });

  it('appends the missing names in catalogue order, and says so in the derivation', () => {
    expect(withToolNames('Reads and writes files. ', FILES)).toEqual({
      text: 'Reads and writes files. Tools: read file; write file; list; move file',
      derivation: LLM_NAMES_RULE,
    });
    const all = 'read file, write file, list and move file.';
    expect(withToolNames(all, FILES)).toEqual({ text: all, derivation: null });
  });

  it('never counts a name with no words in it as missing, so nothing empty is appended', () => {
    const odd = {
      server: 'odd',
      tools: [{ name: '_', description: '' }, { name: '--', description: '' }, ...FILES.tools],
    };
    expect(missingToolNames('read file, write file, list and move file.', odd)).toEqual([]);
    expect(withToolNames('read file, write file, list and move file.', odd).derivation).toBeNull();
    expect(withToolNames('Files.', odd).text).toBe('Files. Tools: read file; write file; list; move file');
  });

  it('labels every source, and names what each offline rule did', () => {
    expect(derivationLabel('offline', OFFLINE_SUMMARY_RULE)).toBe('offline: names every tool');
    expect(derivationLabel('offline', 1)).toBe('offline: first sentences within 120 words, the rest cut');
    expect(derivationLabel('llm', null)).toBe('llm');
    expect(derivationLabel('llm', LLM_NAMES_RULE)).toBe('llm, missing tool names appended');
    expect(derivationLabel('human', null)).toBe('human');
  });
});
