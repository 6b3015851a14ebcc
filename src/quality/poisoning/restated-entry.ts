// A limit or constraint written in a parameter's own entry ("Args:\n    limit: Maximum number
// of results.", "title: …. Must be used with 'space_key'.") is about that parameter, whose
// name the sentence no longer carries. A rewrite that folds the entries into prose keeps it
// when one of its clauses names the parameter marked up (`limit`) with the same kind of
// statement: a bound with a number for a limit ("`limit` is 1 to 50"), the other field joined
// by a pairing word for a "used with" constraint ("`title` together with `space_key`").
// Anything else (a bound dropped, "no maximum", "`title` alone", "optional") is left to the
// disclosure gate's other readings (../disclosure.ts), which hold it as dropped.

import { clauses } from './concepts.ts';
import { onlyScopeKept } from './only-scope.ts';
import { selectionKept } from './selection-duty.ts';
import { routedListKept } from './routed-list.ts';
export { restated } from './conjunct.ts';
import { assertsDenied } from './opener.ts';

const ENTRY = /^[ \t]{0,40}([A-Za-z_][\w.-]{0,62})[ \t]{0,4}(?:\([^)\n]{0,60}\))?[ \t]{0,4}:\s/;
// A bound with a number: "1 to 50", "1-50", "at most 50", "up to 50", "between 1 and 50".
const BOUND =
  /\b\d{1,9}[ \t]{0,4}(?:to|-|–|—|through)[ \t]{0,4}\d{1,9}\b|\b(?:at\s+most|up\s+to|max(?:imum)?(?:\s+of)?|no\s+more\s+than|capped\s+at|limited\s+to|between)\s+\d{1,9}\b/i;
const UNBOUNDED =
  /\b(?:no|not|never|without|any(?:thing)?|unbounded|unlimited|uncapped|ignored|past|beyond|exceed\w{0,3}|over|above|more\s+than|was|were|used\s+to)\b/i;
// The restatement taken back in its own clause: the bound "not enforced", "gone", the field
// "works alone"; or a pairing said to be "no longer needed", "required before".
const TAKEN_BACK =
  /\b(?:not\s+(?:enforced|applied|checked|binding|needed|required)|no\s+longer|any\s+more|anymore|ignored|obsolete|outdated|deprecated|gone|lifted|removed|dropped|as\s+(?:many|much|large|high)\s+as|skip(?:ped|pable)?|left\s+out|omitted|by\s+itself|on\s+its\s+own|alone|optional|unnecessary|was|were|used\s+to|before|previously|formerly)\b|n['’]t\b/i;
// Text opened with a quotation mark and not closed before the parameter: an example quoted.
const quoted = (before: string) => (before.match(/["“”«»]/g)?.length ?? 0) % 2 === 1;
const USED_WITH =
  /\b(?:must|has\s+to|needs?\s+to|should|only)\s+(?:be\s+)?(?:used|given|passed|provided|set|combined)\s+(?:together\s+)?with\s+[`'"]([\w.-]{1,64})[`'"]/i;
const PAIRING =
  /\b(?:together\s+with|along\s+with|alongside|combined\s+with|paired\s+with|with|plus|and|requires?|needs?)\b/i;
const UNPAIRED = /\b(?:without|or|not|alone|instead|optional(?:ly)?|either|neither|nor)\b/i;

// A scope the entry holds the parameter to: "(Cloud only)", "only on Cloud".
const SCOPED = /\([ \t]{0,4}([A-Z][\w-]{1,30})[ \t]{1,4}only[ \t]{0,4}\)|\bonly\s+(?:on|for|in)\s+([A-Z][\w-]{1,30})\b/;
const WIDER = /\b(?:also|too|as\s+well|any|every|all|both|everywhere)\b/i;

/** The parameter whose entry holds the sentence: its own line's head, or a head up to 4 lines above. */
function entryOf(sentence: string, reviewed: string): string | null {
  const lines = reviewed.split('\n');
  const at = lines.findIndex((l) => l.includes(sentence.trim()));
  if (at < 0) return null;
  for (let i = at; i >= Math.max(0, at - 4); i--) {
    const line = lines[i]!;
    const head = ENTRY.exec(line);
    // Above the sentence's own line, an entry's head sits further left than its continuation.
    if (head && (i === at || indent(line) < indent(lines[at]!))) return head[1]!;
    if (i < at && indent(line) < indent(lines[at]!)) return null;
  }
  return null;
}

const indent = (l: string) => /^[ \t]{0,200}/.exec(l)![0].length;

const markedUp = (field: string) =>
  new RegExp(
    String.raw`[\`'"]${field.replace(/[.]/g, '\\.')}[\`'"]|^[ \t]{0,40}${field.replace(/[.]/g, '\\.')}[ \t]{0,4}:`,
    'i',
  );

// A sentence that loosens what it states ("`count` is 1 to 200, but this is not enforced", "may
// go past 1 to 200", "the cap is gone"): its clauses restate nothing, one by one.
const LOOSENED =
  /\b(?:not\s+(?:enforced|applied|checked|binding)|no\s+longer\s+(?:enforced|appl(?:y|ies|ied)|required|needed|checked)|(?:cap|limit|maximum|bound|restriction|rule)s?\s+(?:is|are|was|were|has\s+been)\s+(?:gone|lifted|removed|obsolete|outdated)|as\s+(?:many|much|large)\s+as\s+you|any\s+(?:number|value|amount|size)(?![^.;\n]{0,60}\b(?:up\s+to|at\s+most|no\s+more\s+than|max))|(?:may|can|is\s+allowed\s+to|are\s+allowed\s+to|free\s+to)\s+(?:go\s+(?:past|beyond|over|above)|exceed)|(?:was|were|used\s+to\s+be)\s+(?:required|needed|necessary)\s+(?:before|previously|until))\b/i;
/** The candidate's sentences that do not loosen what they state, split into clauses. */
export const standingClauses = (sentences: string[], reviewed = ''): string[] =>
  sentences.filter((s) => !LOOSENED.test(s) && !assertsDenied(s, reviewed)).flatMap(clauses);

// The entry of a parameter the input schema lacks ("client (BoxClient): Authenticated Box
// client.", "ctx: MCP context"): the server fills it in and the caller never passes it, so the
// noun that made it a permission states no need of the caller's. Only such a noun alone: an
// entry that requires, needs, restricts or names a scope or role stays a disclosure.
const NEED = /\b(?:requir\w*|needs?|must|only|cannot|can't|never|not|permissions?|scopes?|admin\w*|roles?|access)\b/i;
export function injectedEntry(sentence: string, kind: string, reviewed: string, fields?: ReadonlyMap<string, string>) {
  if (kind !== 'permission' || !fields?.size) return false;
  const field = entryOf(sentence, reviewed);
  return !!field && !fields.has(field.toLowerCase()) && !NEED.test(sentence);
}

/** True when the entry's limit or "used with" constraint is stated again of the same parameter. */
export function entryKept(sentence: string, kind: string, reviewed: string, candidateSentences: string[]): boolean {
  // An "only available for X" restated as X named and the rest denied (./only-scope.ts), a
  // duty to pick the tool as the tool for the same occasion (./selection-duty.ts).
  // A route to a listed set of tools, every one still named (./routed-list.ts).
  if (
    onlyScopeKept(sentence, candidateSentences) ||
    selectionKept(sentence, candidateSentences) ||
    routedListKept(sentence, reviewed, candidateSentences)
  )
    return true;
  const field = entryOf(sentence, reviewed);
  if (!field) return false;
  const own = markedUp(field);
  // Only a clause that does not take the restatement back, outside a quotation.
  const clauses = candidateSentences
    .filter((s) => !LOOSENED.test(s))
    .flatMap((s) => s.split(/;|\n/))
    .filter((c) => own.test(c) && !TAKEN_BACK.test(c) && !quoted(c.slice(0, own.exec(c)!.index)));
  if (kind === 'limit')
    return clauses.some((c) => {
      const m = own.exec(c)!;
      // Up to the next parameter named: a bound after it is that parameter's.
      const rest = c.slice(m.index + m[0].length, m.index + m[0].length + 80);
      const next = rest.search(/[`'"][\w.-]{1,64}[`'"]/);
      const after = next < 0 ? rest : rest.slice(0, next);
      return BOUND.test(after) && !UNBOUNDED.test(after.slice(0, after.search(BOUND)));
    });
  const scope = SCOPED.exec(sentence);
  const only = scope?.[1] ?? scope?.[2];
  if (kind === 'constraint' && only) {
    // "(Cloud only)" kept as "on Cloud, with `page_token`": the scope itself, nothing joined to it.
    const said = new RegExp(
      String.raw`\b(?:only\s+)?(?:on|for|in|with|under)\s+(?:the\s+)?${only}\b(?![ \t]{0,4}(?:and|or|\/|as\s+well|too)\b)`,
      'i',
    );
    return clauses.some((c) => said.test(c) && !WIDER.test(c));
  }
  const other = USED_WITH.exec(sentence)?.[1];
  if (kind !== 'constraint' || !other) return false;
  const partner = markedUp(other);
  return clauses.some((c) => {
    const a = own.exec(c)!;
    const b = partner.exec(c);
    if (!b) return false;
    const between = c.slice(Math.min(a.index + a[0].length, b.index + b[0].length), Math.max(a.index, b.index));
    const tail = c.slice(Math.max(a.index + a[0].length, b.index + b[0].length)).slice(0, 40);
    return PAIRING.test(between) && !UNPAIRED.test(between) && !UNPAIRED.test(tail.split(/[,(]/)[0]!);
  });
}
