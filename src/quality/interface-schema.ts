// The input-schema half of the interface lints: constraints an agent can read from the
// schema instead of guessing from prose.
import { finding, type InterfaceFinding } from './interface-rules.ts';

interface Prop {
  type?: unknown;
  description?: unknown;
  enum?: unknown;
  const?: unknown;
  oneOf?: unknown;
  anyOf?: unknown;
  format?: unknown;
  default?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  exclusiveMinimum?: unknown;
  exclusiveMaximum?: unknown;
  title?: unknown;
}

// A list of choices in prose: after a lead-in ("one of", "possible values", "either"),
// two or more single tokens joined by commas, "or" or bars; or two or more quoted values
// so joined; or a parenthesised a|b|c.
const TOKEN = `["'\`]?[\\w.+-]+["'\`]?`;
const SEP = `\\s*(?:,\\s*or|,|\\||/|\\bor\\b)\\s*`;
const LEAD_LIST = new RegExp(
  `\\b(?:one of|possible values?|allowed values?|valid values?|supported values?|accepted values?|available values?|options?(?: are)?|choices?(?: are)?|either)\\b\\s*(?:is|are|include)?\\s*[:：-]?\\s*\\(?\\s*${TOKEN}(?:${SEP}${TOKEN})+`,
  'i',
);
const QUOTED_LIST = /(["'`])[\w.+\- ]{1,30}\1(?:\s*(?:,\s*or|,|\||\/|\bor\b)\s*(["'`])[\w.+\- ]{1,30}\2)+/;
const BAR_LIST = /\(\s*[\w.+-]+(?:\s*\|\s*[\w.+-]+)+\s*\)|\b[\w.+-]+\|[\w.+-]+(?:\|[\w.+-]+)*\b/;

// Examples are not choices: "(e.g., 'en', 'ko')" says what a value looks like, not all it may be.
const EXAMPLES =
  /(?:\be\.g\.?|\bfor (?:example|instance)|\bsuch as|\blike|\bexamples?\s*:)[^\n]*?(?:\)|\.(?=\s|$)|\n|$)/gi;

/** Whether a parameter description lists the values it accepts. */
export function listsChoices(description: string): boolean {
  const d = description.replace(EXAMPLES, ' ');
  return LEAD_LIST.test(d) || QUOTED_LIST.test(d) || BAR_LIST.test(d);
}

function types(p: Prop): string[] {
  if (typeof p.type === 'string') return [p.type];
  if (Array.isArray(p.type)) return p.type.filter((x): x is string => typeof x === 'string');
  return [];
}

function constrained(p: Prop): boolean {
  return p.enum !== undefined || p.const !== undefined || p.oneOf !== undefined || p.anyOf !== undefined;
}

export function schemaFindings(schema: Record<string, unknown> | undefined): InterfaceFinding[] {
  const raw = schema?.properties;
  if (!raw || typeof raw !== 'object') return [];
  const props = Object.entries(raw as Record<string, Prop>).filter(([, p]) => p && typeof p === 'object');
  if (props.length === 0) return [];
  const out: InterfaceFinding[] = [];
  const prose = (p: Prop) => (typeof p.description === 'string' ? p.description : '');

  const choices = props.filter(([, p]) => {
    const t = types(p);
    return (
      (t.length === 0 || t.includes('string')) && !constrained(p) && p.format === undefined && listsChoices(prose(p))
    );
  });
  if (choices.length)
    out.push(
      finding('schema-enum', `${names(choices)}: the description lists the allowed values, the schema has no enum`),
    );

  const unbounded = props.filter(([, p]) => {
    const t = types(p);
    return (
      (t.includes('integer') || t.includes('number')) &&
      !constrained(p) &&
      [p.minimum, p.maximum, p.exclusiveMinimum, p.exclusiveMaximum].every((b) => b === undefined)
    );
  });
  if (unbounded.length) out.push(finding('schema-bounds', `${names(unbounded)}: no minimum or maximum`));

  // Without "required" every parameter reads as optional; fine when each one visibly is.
  const visiblyOptional = props.every(([, p]) => p.default !== undefined || /\boptional\b/i.test(prose(p)));
  if (!Array.isArray(schema?.required) && !visiblyOptional)
    out.push(
      finding('schema-required', `no "required" list for ${props.length} parameter(s): an agent reads all as optional`),
    );

  const undocumented = props.filter(([, p]) => prose(p).trim().length < 3 && !constrained(p));
  if (undocumented.length)
    out.push(
      finding(
        'schema-field-docs',
        `${names(undocumented)}: no description (${undocumented.length} of ${props.length})`,
      ),
    );
  return out;
}

function names(props: [string, Prop][]): string {
  const shown = props.slice(0, 5).map(([n]) => n);
  return `${shown.join(', ')}${props.length > 5 ? ` and ${props.length - 5} more` : ''}`;
}
