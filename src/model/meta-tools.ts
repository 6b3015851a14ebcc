// Tool-search meta-tools: tools an agent asks for other tools (a search or route over a
// catalog) or runs a found tool through. A session through one is judged on the calls it
// led to, and a meta-tool is never a tool to optimize or propose a description for: its
// description is the search product's, not one of the catalog's tools. Known ones by
// default (LiveMCPBench's copilot `route` and `execute-tool`, Anthropic's tool search
// tools, MCP gateways' search/call tools, Whetstone's own discovery tool); more by name in
// WHETSTONE_META_TOOLS.

/** The tool Whetstone's proxy shows agents in discovery mode (src/discovery/find-tool.ts). */
export const DISCOVERY_TOOL_NAME = 'find_tools';

/**
 * Names of known meta-tools: a route or router; a tool run through a gateway
 * (execute-tool, call_tool, …); a search over tools (search_tools, tool_search,
 * find_tools, …); Anthropic's tool search tools (tool_search_tool_regex,
 * tool_search_tool_bm25, with or without a version suffix).
 */
const META_TOOL =
  /^(?:route|router|execute[-_]?tool|call[-_]?tool|run[-_]?tool|invoke[-_]?tool|(?:search|find|list|discover|lookup)[-_]?tools?|tools?[-_]?(?:search|find|lookup|discovery)|tool[-_]search[-_]tool(?:[-_][a-z0-9]+)*)$/i;

export type MetaToolRule = (name: string) => boolean;

/** The default rule: a known meta-tool's name, or the discovery tool's. */
export function isMetaTool(name: string): boolean {
  return name === DISCOVERY_TOOL_NAME || META_TOOL.test(name);
}

/** The default rule and the configured names (WHETSTONE_META_TOOLS; compared without case). */
export function metaToolRule(names: readonly string[] = []): MetaToolRule {
  const extra = new Set(names.map((n) => n.trim().toLowerCase()).filter(Boolean));
  if (extra.size === 0) return isMetaTool;
  return (name) => isMetaTool(name) || extra.has(name.toLowerCase());
}
