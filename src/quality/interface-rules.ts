// The interface lints' rules: stable ids (WS1xx), what each finds, and how to fix it.

export interface InterfaceRule {
  id: string;
  key: string;
  text: string;
  help: string;
  level: 'warning' | 'note';
}

export const INTERFACE_RULES: InterfaceRule[] = [
  {
    id: 'WS101',
    key: 'name-verb-noun',
    text: 'Name is not a verb and its object',
    help: 'Name the tool for its action and its object, e.g. search_issues, getForecast.',
    level: 'warning',
  },
  {
    id: 'WS102',
    key: 'name-generic-verb',
    text: 'Name has only a generic verb',
    help: 'Replace do/handle/process/run/execute/manage/perform with the specific action and name its object.',
    level: 'warning',
  },
  {
    id: 'WS103',
    key: 'name-style',
    text: 'Name style differs from the rest of the server',
    help: "Use the server's prevailing style (snake_case, camelCase or kebab-case) for every tool name.",
    level: 'warning',
  },
  {
    id: 'WS104',
    key: 'name-order',
    text: 'Verb-noun order differs from the rest of the server',
    help: "Put the verb where the server's other names put it (read_file with list_files, not file_read).",
    level: 'warning',
  },
  {
    id: 'WS111',
    key: 'schema-enum',
    text: 'Choices listed in prose, not as an enum',
    help: 'Add "enum": [...] with the allowed values to the parameter.',
    level: 'warning',
  },
  {
    id: 'WS112',
    key: 'schema-bounds',
    text: 'Numeric parameter without bounds',
    help: 'Add "minimum"/"maximum" (e.g. a page size of 1–100) so a bad value fails before the call.',
    level: 'warning',
  },
  {
    id: 'WS113',
    key: 'schema-required',
    text: 'Input schema without a required list',
    help: 'Add "required": [...] naming the parameters the tool cannot do without ([] if none).',
    level: 'warning',
  },
  {
    id: 'WS114',
    key: 'schema-field-docs',
    text: 'Parameter without a description',
    help: 'Give each property a "description": its meaning, format and default.',
    level: 'warning',
  },
  {
    id: 'WS121',
    key: 'output-schema',
    text: 'No output schema',
    help: 'Declare "outputSchema" (MCP 2025-06-18) so agents know the shape of the result.',
    level: 'note',
  },
  {
    id: 'WS122',
    key: 'side-effect-disclosure',
    text: 'Changes state without saying if repeating it is safe',
    help: 'Set annotations destructiveHint/idempotentHint, or say in the text whether a repeated call duplicates, overwrites or destroys.',
    level: 'warning',
  },
];

export type InterfaceRuleKey =
  | 'name-verb-noun'
  | 'name-generic-verb'
  | 'name-style'
  | 'name-order'
  | 'schema-enum'
  | 'schema-bounds'
  | 'schema-required'
  | 'schema-field-docs'
  | 'output-schema'
  | 'side-effect-disclosure';

export interface InterfaceFinding {
  rule: string;
  key: InterfaceRuleKey;
  message: string;
  fix: string;
}

/** Rules by key, for building findings. */
export function ruleOf(key: InterfaceRuleKey): InterfaceRule {
  return INTERFACE_RULES.find((r) => r.key === key)!;
}

export function finding(key: InterfaceRuleKey, message: string): InterfaceFinding {
  const r = ruleOf(key);
  return { rule: r.id, key, message, fix: r.help };
}
