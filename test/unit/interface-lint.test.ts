// Each interface lint on real tool definitions from the LiveMCPBench catalog (a finding
// where the guide says one is due, none where the definition already does it right),
// plus the prose-choice detector alone.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lintInterface, nameStyle, nameWords, type InterfaceTool } from '../../src/quality/interface.ts';
import { listsChoices } from '../../src/quality/interface-schema.ts';
import { SHARED_DATA } from '../kit/shared-data.ts';

interface Server {
  server: string;
  tools: InterfaceTool[];
}
const catalog = (JSON.parse(readFileSync(`${SHARED_DATA}livemcpbench/catalog.json`, 'utf8')) as { servers: Server[] })
  .servers;
const server = (name: string) => catalog.find((s) => s.server === name)!;

/** The findings of one tool, linted with its real server's other tools. */
function findingsOf(serverName: string, tool: string): string[] {
  const s = server(serverName);
  const i = s.tools.findIndex((t) => t.name === tool);
  expect(i, `${serverName}/${tool} in the catalog`).toBeGreaterThanOrEqual(0);
  return lintInterface(s.tools)[i]!.map((f) => f.key);
}

describe('interface lints on real tools', () => {
  it('WS101: a name needs a verb and its object', () => {
    expect(findingsOf('biomcp', 'article_searcher')).toContain('name-verb-noun'); // agent noun, no verb
    expect(findingsOf('fetch', 'fetch')).toContain('name-verb-noun'); // a verb with no object
    expect(findingsOf('weather', 'get_weather')).not.toContain('name-verb-noun');
    // "parse" is not in the tagger's lexicon as a verb, but the description opens with it.
    expect(findingsOf('sitemap', 'parse_sitemap_content')).not.toContain('name-verb-noun');
  });

  it('WS102: a generic verb with nothing specific', () => {
    const tools: InterfaceTool[] = [
      { name: 'execute_tool', description: 'Executes a tool by name on a server.' },
      { name: 'execute_sql_query', description: 'Executes a read-only SQL query.' },
    ];
    const [generic, specific] = lintInterface(tools).map((fs) => fs.map((f) => f.key));
    expect(generic).toContain('name-generic-verb');
    expect(specific).not.toContain('name-generic-verb');
  });

  it('WS103: a name styled unlike the rest of its server', () => {
    const s = server('git');
    const mixed = [...s.tools, { ...s.tools[0]!, name: 'gitStash', description: 'Stashes the working tree changes.' }];
    const keys = lintInterface(mixed).map((fs) => fs.map((f) => f.key));
    expect(keys[keys.length - 1]).toContain('name-style');
    expect(keys.slice(0, -1).every((k) => !k.includes('name-style'))).toBe(true);
    expect(lintInterface(s.tools).every((fs) => fs.every((f) => f.key !== 'name-style'))).toBe(true);
    expect([nameStyle('git_add'), nameStyle('getForecast'), nameStyle('get-tickets'), nameStyle('fetch')]).toEqual([
      'snake_case',
      'camelCase',
      'kebab-case',
      'single',
    ]);
    expect(nameWords('getUIComponents')).toEqual(['get', 'ui', 'components']);
  });

  it('WS104: verb-noun order unlike the rest of its server', () => {
    expect(findingsOf('searxng', 'html_to_text')).toContain('name-order');
    expect(findingsOf('searxng', 'pdf_merger')).not.toContain('name-order');
  });

  it('WS111: choices listed in the description but no enum', () => {
    // "Valid periods: "1d", "5d", "1mo", …" with no enum.
    expect(findingsOf('yahoo-finance', 'get_historical_stock_prices')).toContain('schema-enum');
    // Examples ("e.g., 'en', 'ko'") are not a list of choices.
    expect(findingsOf('youtube-transcript', 'get_transcript')).not.toContain('schema-enum');
    expect(listsChoices('Sort order: one of asc, desc')).toBe(true);
    expect(listsChoices("Either 'json' or 'text'")).toBe(true);
    expect(listsChoices('Format (png|jpeg)')).toBe(true);
    expect(listsChoices("Language code (e.g., 'ko', 'en')")).toBe(false);
    expect(listsChoices('Either a URL or a local file path')).toBe(false);
  });

  it('WS112: numeric parameters without bounds', () => {
    const s = server('random-number');
    const keys = lintInterface(s.tools).map((fs) => fs.map((f) => f.key));
    expect(keys.some((k) => k.includes('schema-bounds'))).toBe(true);
    const bounded: InterfaceTool = {
      name: 'list_items',
      description: 'Lists items.',
      inputSchema: {
        type: 'object',
        properties: { limit: { type: 'integer', minimum: 1, maximum: 100, description: 'Page size' } },
        required: [],
      },
    };
    expect(lintInterface([bounded])[0]!.map((f) => f.key)).not.toContain('schema-bounds');
  });

  it('WS113: parameters but no required list, unless each one is visibly optional', () => {
    expect(findingsOf('datagov', 'package_search')).toContain('schema-required');
    expect(findingsOf('weather', 'get_weather')).not.toContain('schema-required');
  });

  it('WS114: a parameter without a description', () => {
    expect(findingsOf('searxng', 'pdf_merger').concat(findingsOf('git', 'git_add'))).toContain('schema-field-docs');
    expect(findingsOf('yahoo-finance', 'get_historical_stock_prices')).not.toContain('schema-field-docs');
  });

  it('WS121: no output schema, unless declared or not knowable', () => {
    const t = server('weather').tools[0]!;
    expect(lintInterface([t])[0]!.map((f) => f.key)).toContain('output-schema');
    expect(lintInterface([{ ...t, outputSchema: { type: 'object' } }])[0]!.map((f) => f.key)).not.toContain(
      'output-schema',
    );
    expect(lintInterface([t], { outputSchemaKnown: false })[0]!.map((f) => f.key)).not.toContain('output-schema');
  });

  it('WS122: a state-changing tool that does not say whether repeating it is safe', () => {
    expect(findingsOf('memory', 'delete_entities')).toContain('side-effect-disclosure');
    expect(findingsOf('memory', 'read_graph')).not.toContain('side-effect-disclosure');
    const t = server('memory').tools.find((x) => x.name === 'delete_entities')!;
    expect(lintInterface([{ ...t, annotations: { destructiveHint: true } }])[0]!.map((f) => f.key)).not.toContain(
      'side-effect-disclosure',
    );
    const told = { ...t, description: `${t.description} Deleting an entity that does not exist is a no-op.` };
    expect(lintInterface([told])[0]!.map((f) => f.key)).not.toContain('side-effect-disclosure');
  });
});
