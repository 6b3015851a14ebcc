// A tool whose reviewed text only reads: it opens with a verb of reading or showing ("Get the
// structure of a Word document.", "Provides the current state of the board as an image.")
// and names no act that writes, sends, runs or buys anywhere. Saying such a tool "is
// read-only" or "does not change the document" restates its own verb, so the safety-claim
// family lets those two claims pass there. Other claims (safe, no side effects, reversible,
// idempotent) still need the reviewed text or the annotations: a reader of files can still
// leak, so "harmless" says more than its verb does.

import { actNounsOut } from './act-nouns.ts';
import { perText } from './per-text.ts';
import { destroyingItem, returnedListsOut } from './returned-list.ts';
import { sentences } from './sentences.ts';

// "This tool searches …" and "It lists …" open with the verb too, after their subject, as does
// "Tool that retrieves …" or "Helper tool to get …"; so does a short label ("START HERE for ClickHouse: List available tables"), whose words are still read.
const READ_LEAD =
  /^\s*(?:[\w-]{1,64}\s*:\s*|[\w -]{1,40}:\s+)?(?:(?:an?|the)\s+list\s+of\b|(?:(?:this\s+tool|it|(?:[\w-]{1,20}\s+)?tool\s+(?:that|which|to)|(?:this\s+(?:tool|api|endpoint|function|method|operation)|it)\s+(?:is|can\s+be)\s+(?:used|meant|designed)\s+to)\s+)?(?:gets?|discovers?|list(?:s|ing)?|retrieves?|fetch(?:es)?|provides?|shows?|returns?|reads?|search(?:es)?|looks?\s+up|finds?|views?|displays?|quer(?:y|ies)|checks?|checking|counts?|describes?|inspects?|analy[sz]es?|lookup)\b)/i;
const ACTS =
  /\b(?:add\w*|creat\w*|delet\w*|remov\w*|overwrit\w*|modif\w*|writ\w*|wrote|send\w*|sent|post\w*|upload\w*|charg\w*|pay\w*|publish\w*|updat\w*|transfer\w*|cancel\w*|sav\w*|edit\w*|mov\w*|set|sets|setting|install\w*|run\w*|execut\w*|book\w*|order\w*|buy\w*|purchas\w*|submit\w*|apply|applies|insert\w*|replac\w*|convert\w*|export\w*|generat\w*|schedul\w*|renew\w*|refresh\w*|sync\w*|launch\w*|start\w*|restart\w*|rerun\w*|reboot\w*|stop\w*|kill\w*|clear\w*|reset\w*|chang\w*|alter\w*|merg\w*|e-?mail\w*|mail\w*|messag\w*|forward\w*|shar\w*|archiv\w*|assign\w*|grant\w*|revok\w*|switch\w*|enabl\w*|disabl\w*|deactivat\w*|payouts?|toggl\w*|renam\w*|mark(?!down|up|et)\w*|flag\w*|lock\w*|unlock\w*|reserv\w*|notif\w*|invit\w*|mutat\w*|patch\w*|push\w*|commit\w*|stor\w*|persist\w*|record\w*|logs|logged|logging|increment\w*|decrement\w*|rotat\w*|append\w*|attach\w*|import(?!an[ct])\w*|cop(?:y|ies|ied|ying)|duplicat\w*|restor\w*|approv\w*|reject\w*|accept\w*|deploy\w*|trigger\w*|invok\w*|transmit\w*|deliver\w*|dispatch\w*|subscrib\w*|unsubscrib\w*|enrol\w*|regist\w*|sign\w*|download\w*|print\w*|repl(?:y|ies|ied)|comment\w*|block\w*|ban|bans|banned|mut(?:e|es|ed)|vot(?:e|es|ed|ing)|fork\w*|clon\w*|fill\w*|withdr\w*|deposit\w*|refund\w*|transact\w*|trad(?:e|es|ed|ing)|sell\w*|sold|bid\w*|claim\w*|redeem\w*|provision\w*|destroy\w*|drop\w*|purg\w*|wip(?:e|es|ed|ing)|eras\w*|revert\w*|undo\w*|rollback|roll\w*\s+back|increas\w*|decreas\w*|adjust\w*|fix\w*|repair\w*|correct\w*|resolv\w*|clos(?:e|es|ed|ing)|reopen\w*|open(?:s|ed)?\s+(?:a|an|the|new)\s+(?:ticket|issue|pr|pull|account|position|order|case)|tweet\w*|text(?:s|ed|ing)|dial\w*|phon(?:e|es|ed|ing)|sms|spend\w*|spent|mint\w*|stak\w*|swap\w*|bridg\w*|transfer\w*)\b/i;

// Beyond the list: a verb joined on or opening a sentence, with its object ("…and prunes them",
// "…, then empties it"), that is not one of reading, sorting or showing. It would also take an
// unlisted reading verb for a write, and withhold the pass: the safe side.
const JOINED_VERB =
  /(?:^|[.;:]\s+|,\s*(?:and\s+|then\s+)?|\b(?:and|then|or)\s+)(?:\w+ly\s+)?([a-z]+(?:es|s))\s+(?:it|them|the|a|an|any|all|each|every|those|these|its|their|your|matching|old)\b/gi;
const READING =
  /^(?:gets|lists|returns|shows|reads|fetches|retrieves|provides|displays|searches|finds|looks|views|queries|checks|counts|describes|inspects|analy[sz]es|includes|contains|supports|accepts|takes|uses|matches|filters|sorts|groups|ranks|orders|formats|summari[sz]es|compares|calculates|computes|estimates|renders|draws|plots|maps|resolves|extracts|parses|validates|verifies|explains|highlights|limits|excludes|covers|gives|answers|lets|helps|pages|paginates|scores|measures|detects|identifies|translates|previews|reports|tracks|monitors|watches|follows|needs|requires|is|was|has|does|means)$/i;
// "…and pair them with the host": a bare verb joined on with a pronoun for its object is an act
// of the tool too, unless its third-person form reads ("and sort them").
const BARE_VERB = /\b(?:and|then)\s+([a-z]{3,})\s+(?:it|them)\b/gi;
const otherVerb = (text: string) =>
  [...text.matchAll(JOINED_VERB)].some((m) => !READING.test(m[1]!) && !/(?:ss|us|is)$/i.test(m[1]!)) ||
  [...text.matchAll(BARE_VERB)].some((m) => !READING.test(`${m[1]}s`) && !READING.test(`${m[1]}es`));

/**
 * True when the reviewed text opens with a reading verb and names no act that changes anything,
 * nor does the schema (its property names and descriptions: a `new_title` "to rename the
 * document to" is a write). The list of acts is long, not complete: a write it lacks lets the
 * claim through, so `destructiveHint: true` or `readOnlyHint: false` alone also withholds it.
 */
export function onlyReads(reviewed: string, schema?: unknown, siblings?: readonly string[]): boolean {
  const listed = returnedListsOut(
    reviewed,
    (w) => ACTS.test(w),
    (w) => READING.test(w),
  );
  const own = withoutNouns(withoutDeniedActs(actNounsOut(siblingActsOut(listed, siblings), ACTS)));
  if (!READ_LEAD.test(own) || ACTS.test(own) || otherVerb(own) || destroyingItem(reviewed)) return false;
  if (schema === undefined || schema === null) return true;
  return !schemaTexts(schema).some((t) => ACTS.test(withoutNouns(t)));
}

// "Check which channels are open before creating a case", on a server with create_support_case:
// the act names when to call this tool, and a sibling whose name holds both its verb and its
// object does it. Only a gerund after before/after/prior to/when with a noun object (an article
// and "new" allowed): "…before deleting it" or a verb no sibling is named for stays this tool's act.
const WHEN_OTHER_ACTS =
  /\b(?:before|after|prior\s+to|when)\s+([a-z]{3,20})ing\s+(?:(?:a|an|the|one|any)\s+)?(?:new\s+)?([a-z]{3,20})\b/gi;
function siblingActsOut(text: string, siblings?: readonly string[]): string {
  if (!siblings?.length) return text;
  const names = siblings.map((n) =>
    n
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  );
  return text.replace(WHEN_OTHER_ACTS, (m, verb: string, object: string) => {
    const thing = object.toLowerCase().replace(/s$/, '');
    const v = verb.toLowerCase();
    const done = names.some(
      (w) =>
        !!w[0] &&
        (w[0] === v || w[0].startsWith(v) || w[0] === `${v}e`) &&
        w.slice(1).some((x) => x.replace(/s$/, '') === thing),
    );
    return done ? ' '.repeat(m.length) : m;
  });
}

// A property name is too short for the tagger ("drop table", "reset branch" read as nouns):
// an act word in it is a noun only before an attribute of a thing ("order_id", "commit_sha",
// "log_level", "run_status"). A string of the schema is read as a phrase, like the text.
const ATTRIBUTE =
  /^\s*\S+\s+(?:ids?|sha|hash|status|state|level|type|kind|name|title|number|count|date|time|timestamp|url|uri|link|size|format|filter|range|page|offset|cursor|index|label|labels|author|owner|source|path|ref|body|content|summary|details|info|history|line|lines)(?:\s|$)/i;
// A filter on a state ("only_attached", "include_archived", "is_deleted") picks what is read.
const STATE_FILTER = /^\s*(?:only|include|show|exclude|hide|with|without|is|has)\s+[a-z]+ed\s*$/i;

// Each property name and each string of the schema, read alone ("order_id" as "order id",
// "includeComments" as "include Comments").
// An identifier spelled as words: "includeComments" as "include Comments", "list_then_archive"
// as "list then archive".
const spelled = (s: string) => s.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');

function schemaTexts(schema: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') out.push(actNounsOut(spelled(v), ACTS));
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        const key = spelled(k);
        out.push(STATE_FILTER.test(key) ? ' ' : ATTRIBUTE.test(key) ? key.replace(/^\s*\S+/, ' ') : key);
        walk(x);
      }
  };
  walk(schema);
  return out;
}

// Words the list of acts takes for a write that here name a thing or a value, not an act: a
// "transaction" or "installation", a "registry", "an error message", "the correct region",
// a page number that "starts at 1", advice to "start with" a listing action, "planning changes",
// "conditions, triggers, and actions", the "operations like merge/rebase" another tool runs,
// what the user does ("User shares a profile URL"), time that "is spent", a boolean's "Set to
// false to …", a quoted route ('POST /graphql'), a flag that
// "enables JSON output" (of the answer, not of a stored setting), and the values an example
// call passes (`ruleIdOrName='Notify backend team'`). An example's operation value
// (`action='delete'`, `operation_type='delete'`, any name ending so) stays: it picks what the
// tool does; so does a statement (`sql='DELETE FROM …'`, any value opening with an SQL write),
// or "Query the database, e.g. sql='DELETE …'" would be read as a reader. "Operations like
// merge/rebase" the tool itself performs, handles or supports are its acts, not another's.
// "Enables public access" stays too.
const LIST_ITEM = String.raw`(?!(?:then|and|or)\b)(?![a-z]+ing\b)[a-z-]+(?:\s+(?!(?:then|it|them|and|or)\b)[a-z-]+)?`;
const NOUN_FORMS = new RegExp(
  [
    String.raw`\b(?:transactions?(?:Name|Id)?|installations?|registry|registries|storage)\b`,
    // Single words given as examples of a thing: "communication types (e.g., chat, phone, web)".
    String.raw`\((?:e\.g\.|for\s+example|such\s+as)[,:]?\s*[a-z-]{2,20}(?:\s*,\s*(?:or\s+|and\s+)?[a-z-]{2,20}){1,8}\)`,
    // Who or what does an act, a thing named: "Pagination marker", "the scheduler", "runners".
    String.raw`\b(?:mark|print|record|send|upload|download|schedul|launch|install|publish|subscrib|sell|buy|sign|import|export|lock|block|mail|dispatch|forward|post|comment|vot|trad|bidd|merg|deploy|runn)ers?\b`,
    String.raw`\b(?:error|status|warning|commit|log)\s+messages?\b`,
    String.raw`(?<=\b(?:the|a|an|same|each|this|that|its|their|help|welcome)\s+)messages?\b`,
    // A state of what is read, in a clause that describes it ("policies that are attached",
    // "when databases are attached"); "…that are deleted after reading", "…removed by this call"
    // or "…notified of the listing" is the tool's act: the clause ties it to the call.
    String.raw`(?<=\b(?:that|when|if|whether|where)\s+(?:[\w-]+\s+){0,3}(?:are|is|were|was|(?:have|has)\s+been)\s+(?:currently\s+|already\s+|still\s+)?)[a-z]+ed\b(?!\s+(?:after|once|when|whenever|then|as\s+soon|upon|during|immediately|automatically)\b)(?![^.;:,\n]*?\b(?:by\s+(?:this|the)\s+tool|(?:this|the|each|every)\s+(?:call|request|listing|lookup|invocation))\b)`,
    // A list of the parts returned, closed by "and"/"or": "including schema, comment, row count,
    // and column count". No item may be a gerund or hold "then", "it" or "them". A comma before
    // the "and" after one item opens a clause ("including stale rows, and purges"), and a last
    // item opening with an act in "-s" is the tool's next verb ("…, and transfers funds").
    String.raw`\b(?:including|such\s+as)\s+${LIST_ITEM}(?:(?:\s*,\s*${LIST_ITEM}){1,7},?|(?:\s*,\s*${LIST_ITEM}){0,7})\s+(?:and|or)\s+(?!(?:${ACTS.source})(?<=s)\b)${LIST_ITEM}\s*(?=[.;)\n]|$)`,
    // A field named in snake case after what it holds ("create_table_query", "next_page_token").
    // A function the tool calls ("calls purge_by_id") or one named "…_by_id" is an act.
    String.raw`(?<!\b(?:calls?|invokes?|runs?|uses?|executes?|triggers?|via|then)\s+)\b(?![a-z0-9_]*_(?:by|for|from|with|to|and|then)_)[a-z]+(?:_[a-z0-9]+)*_(?:query|sql|token|ids?|name|count|size|date|time|url|path|type|status)\b`,
    String.raw`\b(?:start|starting|end|ending)\s+(?:line|lines|index|offset|position|row|page|date|time|timestamp|point|number|key|cursor)\b`,
    // A plural after a reading verb, then a preposition: "list runs for a pipeline".
    String.raw`(?<=\b(?:list|lists|get|gets|show|shows|fetch|fetches|retrieve|retrieves|view|views|count|counts|describe|describes|display|displays)\s+(?:(?:all|the|recent|latest|past|its|their)\s+)?)[a-z]+s\b(?=\s+(?:for|of|in|from|by|with)\b)`,
    String.raw`(?<=\b(?:the|a|an)\s+)correct\b`,
    String.raw`\bstarts?\s+(?:at|from)\s+\d+`,
    String.raw`\bstart\s+(?:with|here)\b`,
    String.raw`(?<=\b(?:the\s+)?users?\s+)(?:asks|wants|shares|needs|gives|types|says)\b`,
    String.raw`\b(?:is|are|was|were)\s+spent\b`,
    // A word the act "sign" only begins: "signal strength", "signal levels", "significant terms".
    // "Signal" is the noun only after a determiner or a word naming its kind ("the signal",
    // "trading signals"), or before what it measures or a clause's end ("signal strength",
    // "modem: signal, carrier"); "signals stuck ones", "signal worker 3" act on an object.
    String.raw`\bsignifican\w*|(?<=\b(?:the|a|an|its|their|each|every|any|no|this|that|these|those|of|per|trading|traffic|buy|sell|wi-?fi|cell|gps|radio|analog|digital|weak|strong|current|raw|input|output|audio|video|\w+est)\s+)signal(?:s|l?ed|l?ing)?\b|\bsignals?(?=[-\s]+(?:strength|quality|levels?|to-noise|bars?|loss|power|data|processing|values?|types?|names?|ids?|numbers?|history|sources?|emitted|received|recorded|captured|detected|observed|measured)\b|\s*(?:[,.;:)]|$)|\s+(?:and|or|for|from|at|in|on|over|per)\b)`,
    // What a parameter takes: "a single string is accepted and treated as a list"; "the returned
    // ids are accepted automatically" is the tool accepting what it found.
    String.raw`(?<!\b(?:returned|listed|found|fetched|retrieved|pending|matching|selected)\s+)\b(?:strings?|values?|inputs?|formats?|types?|numbers?|dates?|ids?|lists?|arrays?|parameters?|arguments?|patterns?|wildcards?)\s+(?:is|are)\s+(?:also\s+)?accepted\b(?!\s+(?:automatically|immediately|at\s+once|on\s+(?:each|every)\s+call|by\s+(?:this|the)\s+(?:tool|call)))`,
    String.raw`\bset\s+(?:it\s+)?to\s+(?:true|false)\b`,
    String.raw`'(?:POST|PUT|PATCH)\s+\/[^'\s]*'`,
    String.raw`\b(?:planning|planned|pending|proposed|upcoming)\s+changes\b`,
    String.raw`(?<=,\s*)triggers(?=\s*,)`,
    String.raw`(?<!\b(?:performs?|handles?|does|executes?|carries\s+out|supports?|manages?|offers?|allows?)\s+)\b(?:operations?|jobs?|tasks?)\s+(?:like|such\s+as)\s+[a-z]+(?:\s*(?:\/|,|,?\s*or|,?\s*and)\s*[a-z]+){0,5}`,
    String.raw`\b(?:enables?|enabling)\s+(?:(?:json|csv|text|markdown|regression|verbose|detailed|raw|pretty)\s+)?(?:output|format|formatting|detection|analysis|pagination|highlighting|details)\b`,
    String.raw`(?<=\w\s*)(?<!(?:action|op|operation|mode|command|cmd|method|type|kind|verb|sql|query|statement|stmt|script|code)\s*)=\s*(?!['"]\s*(?:insert|update|delete|drop|alter|truncate|create|grant|revoke|merge|upsert)\b)(?:'[^'\n]{0,80}'|"[^"\n]{0,80}")`,
  ].join('|'),
  'gi',
);
const withoutNouns = (text: string) => text.replace(NOUN_FORMS, ' ');

// What the reviewed text says the tool does not do is no act of it: "This does not run or modify
// the monitor" denies the writes, "view running dynos" names a state ("running" before its
// noun, after a reading verb or a determiner). Both are set aside before the acts are looked for;
// a denial's object ends at a conjunction or a comma, so "does not delete it, but sends it" keeps "sends".
// A denied omission is the act itself ("never fails to pay it", "does not hesitate to delete",
// "never skips charging the card"), so that denial stays; so does what follows a word that opens
// another clause ("does not ask before deleting them", "…for confirmation to post it") and a
// new subject after a comma ("does not copy, it moves it").
const OMISSION =
  /(?:fail|forget|skip|hesitate|miss|neglect|omit|stop|cease|quit|wait|delay|help|avoid|refrain|bother)\w*/;
const DENIED_ACTS = new RegExp(
  String.raw`\b(?:does\s+not|doesn'?t|will\s+not|won'?t|never|cannot|can'?t)\s+(?!${OMISSION.source}\b)[a-z]+(?:\s*,\s*(?!(?:and|but|then|yet|so|it|they|this|that|he|she|we)\b)[a-z]+){0,4}(?:,?\s+(?:or|nor)\s+[a-z]+)?(?:\s+(?!(?:but|and|then|yet|though|although|while|instead|before|until|without|unless|once|when|after|if|to\s+${ACTS.source})\b)[\w'-]+){0,5}`,
  'gi',
);
// After "currently"/"still" it is a verb: with an object ("still executing transfers") it is one.
const STATE_RUNNING =
  /(?<=\b(?:view|views|list|lists|show|shows|get|gets|the|all|any|its|their)\s+)(?:running|executing)\b|(?<=\b(?:currently|still)\s+)(?:running|executing)\b(?=\s*(?:[.,;:)\n]|$|(?:on|in|at|under|within|across|for|since|and|or)\b))/gi;
// A denial scoped to some of its objects does the act to the rest ("never deletes logs younger
// than 30 days", "does not delete files unless asked"): it stays.
const SCOPED =
  /\b(?:than|except|other\s+than|only|within|marked|flagged|tagged|still)\b|^\s*(?:unless|until|if|when|except|once|before|after)\b/i;
const withoutDeniedActs = (text: string) =>
  text
    .replace(DENIED_ACTS, (m, at: number) =>
      SCOPED.test(m) || SCOPED.test(text.slice(at + m.length, at + m.length + 12)) ? m : ' ',
    )
    .replace(STATE_RUNNING, ' ');

/**
 * True when each sentence that makes the claim ends with it and its object: "It does not alter
 * the board and should replace the move tool" joins an order on, and is read as a claim.
 */
export function claimsBare(text: string, claim: RegExp): boolean {
  const g = new RegExp(claim.source, 'gi');
  return sentences(text).every((s) => {
    const all = [...s.matchAll(g)];
    const last = all[all.length - 1];
    if (!last) return true;
    // "…is read-only and does not modify the document" ("…only reads usage data and changes no
    // saved plans"): the second claim is the same restated; each object three words at most.
    // To the clause's end: what follows a ";" or ":" is a clause of its own, read by the other gates.
    const tail = s
      .slice(last.index + last[0].length)
      .split(/[;:]/)[0]!
      .replace(
        /^(\s*(?:[\w-]+\s+){0,3}?)\s*,?\s*(?:and|but)\s+(?:it\s+)?(?:(?:does\s+not|doesn'?t|never|will\s+not|won'?t)\s+(?:modify|change|alter|touch|affect|edit)|(?:changes|modifies|alters|touches|affects|edits)\s+(?:nothing|no(?=(?:\s+[\w-]+){1,3}[.!?\s]*$)))\b/i,
        '$1',
      );
    // A colon that ends the sentence opens the next one ("it only reads: …"), no tail of its own.
    const bare = tail.replace(/[.;:!?\s]+$/, '');
    return bare.length <= 40 && !JOINED_ON.test(bare);
  });
}

// A tool that picks its act by an operation argument ("Manage masters. operation: "list",
// "get_layouts" or "get_info"") does what its listed values say, whatever its lead verb. When
// every value opens with a reading verb and the text names no act that writes, it only reads.
// Would wrongly pass a tool whose unlisted operations write; the schema's acts still withhold it.
const OPERATION_LIST =
  /\b(?:operations?|actions?|op|mode|command)\b[^\n]{0,60}?\(((?:\s*["'`][\w-]+["'`]\s*,?){2,12})\)/i;
const READ_OP =
  /^(?:get|list|read|show|info|describe|search|find|view|count|fetch|query|lookup|inspect|status)(?:[_-]|$)/i;
function operationsOnlyRead(reviewed: string, schema: unknown): boolean {
  const m = OPERATION_LIST.exec(reviewed);
  if (!m || ACTS.test(reviewed.replace(m[0], ' '))) return false;
  const ops = m[1]!.match(/[\w-]+/g) ?? [];
  // Each value reads as a whole: "read_and_delete" or "fetch-purge" opens with a reading verb
  // but names a write after it; so does one that joins two acts ("list_then_archive").
  if (
    !ops.every((op) => READ_OP.test(op)) ||
    ops.map(spelled).some((op) => ACTS.test(op) || /\b(?:and|then)\b/i.test(op))
  )
    return false;
  const words = schema
    ? JSON.stringify(schema)
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .replace(/[_\-"{}[\]:,]/g, ' ')
    : '';
  return !ACTS.test(words);
}

/** "Read-only" restates a reading tool's own verb unless its annotations or schema say it writes. */
export const readingTool = (
  rev: string,
  a: { readOnlyHint?: boolean | undefined; destructiveHint?: boolean | undefined },
  schema: unknown,
  // The text with its quoted values, which list the operations.
  whole = rev,
  siblings?: readonly string[],
) =>
  a.readOnlyHint !== false &&
  a.destructiveHint !== true &&
  (onlyReads(rev, schema, siblings) || operationsOnlyRead(whole, schema));

/** The claims a reading tool's own verb already makes. */
export const READ_CLAIMS = new Set(['read-only', 'does not modify anything']);

// The same restated alone, for the meaning scorer (./intent-scorer.ts): "it is a picture of the
// position and does not change the game" sits near "hide what you do" in the model's space.
// Only a clause that says nothing else: no one told or asked, nothing kept back or sent.
const NO_CHANGE =
  /^\W{0,3}(?:it|this(?:\s+tool)?|the\s+(?:tool|call|result|image|picture|file|list|outline|report))\b[^.;!?]{0,80}?\b(?:does|do|will)(?:\s+not|n't)\s+(?:change|modify|alter|touch|affect|edit)\b([^.;!?]{0,40})[.;!?]?\s*$/i;
// After the verb only its object: "…does not alter the board and should replace the move tool"
// joins an order on.
const JOINED_ON =
  /[,:(]|\b(?:and|or|but|nor|then|should|must|may|can|will|always|never|every|instead|so|before|after|first)\b/i;
const SAYS_MORE =
  /\b(?:tell\w*|told|users?|mention\w*|hid\w*|ask\w*|confirm\w*|sen[dt]\w*|shar\w*|upload\w*|secret\w*|so|but|unless|except)\b/i;

/** Whether the reviewed text only reads: a tagger's reading of all of it, once per check, not per window. */
export const reviewedOnlyReads = perText((reviewed) => onlyReads(reviewed));

/** True when a sentence only says that a tool which only reads changes nothing. */
export function restatesReading(sentence: string, reviewed: string): boolean {
  const m = NO_CHANGE.exec(sentence);
  return !!m && reviewedOnlyReads(reviewed) && !JOINED_ON.test(m[1]!) && !SAYS_MORE.test(sentence);
}
