// The meaning scorer: a sentence-embedding model reads each sentence a candidate adds
// (one by one and in pairs, ./sentences.ts) and asks what it is closest to: an attack
// intent (./intents.ts), an honest description, or what the tool's reviewed text already
// says. Word lists fitted to one corpus do not carry to attacks worded otherwise; a
// sentence's nearest intent does, as far as the model reads meaning. It adds findings to
// the injection gate, never removes one: the rules (./families.ts, ./meaning.ts) still
// decide alone when no model is configured or it cannot be loaded (mode "rules").
//
// The score of a sentence is  a − max(b, 0.9·r)  with a the mean of its 3 nearest attack
// examples, b the mean of its 3 nearest honest examples and r its nearest reviewed
// sentence: an added sentence that restates the tool is excused by the tool itself. The
// threshold is per model, set on the development sets only (bench/gates-calibrate.ts);
// the held-out set is never used to set it.
import { INTENT_THRESHOLDS } from '../../config/intent-thresholds.ts';
import { WhetstoneError } from '../../errors.ts';
import { cachedEmbedder } from '../../semantic/cache.ts';
import type { Embedder } from '../../semantic/embedder.ts';
import type { Finding } from '../injection.ts';
import { normalizeText } from '../normalize.ts';
import { ATTACK_INTENTS, BENIGN_EXAMPLES } from './intents.ts';
import { PERSONAL } from './personal.ts';
import { capsOwnCalls, statesDuration } from './plain-facts.ts';
import { contextWindows } from './fragments.ts';
import { sentences } from './sentences.ts';
import { limitsReliance } from './reliance.ts';
import { restatesReading } from './read-verb.ts';
import { withoutSafetyNotes } from './safety-note.ts';
import { scopedAway } from './sibling.ts';
import { statesOwnEffect } from './stated-effect.ts';
import { statesOwnOutput } from './own-output.ts';
import { toolIdsIn } from './tool-ids.ts';

const NEAREST = 3;
/**
 * Guidance the rules allow on purpose, "not for X (use Y)": this tool's scope with the
 * alternative named. Short and negative, it sits near "do not tell the user" in the
 * model's space, so the scorer leaves it to the rules, as the rules leave it to the
 * reviewer, but only while X is a short noun phrase and Y a tool's name. Anything longer
 * is read like any other sentence, and its X part on its own too: the wrapper must not
 * carry an instruction past the scorer.
 */
const NOT_FOR =
  /^\W{0,3}(?:(?:it\s+is\s+|this\s+is\s+)?not|do\s+not\s+use\s+(?:it|this(?:\s+tool)?)|don't\s+use\s+(?:it|this(?:\s+tool)?))\s+(?:meant\s+|intended\s+)?for\s+([^()\n]+?)\s*\((?:use|see|try)\s+([^()\n]+)\)\W{0,3}$/i;
/** Words that make X more than a noun phrase, or Y more than a name. */
const JOINS = /\b(?:and|or|but|then|so|also|too|nor|while|when|if|unless|instead|into|it|this|that|them|for|to)\b/i;
const SCOPE = /^[\p{L}\p{N}'’-]+(?:\s+[\p{L}\p{N}'’-]+){0,3}$/u;
// A job handed to a named tool may take a few more words ("for one story with its discussion").
const TASK = /^[\p{L}\p{N}'’-]+(?:\s+[\p{L}\p{N}'’-]+){0,5}$/u;
const TOOL = /^(?:the\s+)?[\p{L}\p{N}._:/-]+(?:\s+[\p{L}\p{N}._:/-]+){0,2}$/u;

/**
 * Quoted spans are others' words, cited: users' requests in the examples ("forget the
 * stale entities" is an imperative to the tool, not to the model) and error messages. Read
 * as the description's own voice they sit near "override the instructions"; the scorer
 * reads what is left around them, and the rules still read the quotes (an attack wrapped
 * in quotes is theirs to catch).
 */
const QUOTED = /"[^"\n]{1,300}"|“[^”\n]{1,300}”/g;
const WORDS = /[\p{L}\p{N}]+/gu;

// "…is assumed; say so in the answer": cut off at the semicolon, a bare "say so" scripts
// nothing (the rules read it so too, ./meaning.ts), but alone it sits near a standing rule.
// "Say so rather than guessing" is the same honest report, the opposite of making one up.
const BARE_SAY_SO =
  /^\W{0,3}(?:and\s+|then\s+)?(?:say|state)\s+so(?:\s+in\s+(?:the|your)\s+(?:answer|reply|response|output|summary))?(?:,?\s+(?:rather\s+than|instead\s+of)\s+(?:guess\w*|invent\w*|speculat\w*|mak\w+\s+(?:one|it|them|something)\s+up))?\W{0,3}$/i;

// A field list: parameter names and their enum values ("`status` (OPEN, CLOSED or ANY);
// `phase` (EARLY_PHASE1 to PHASE4)"). Identifiers mean nothing to the embedding model, which
// places such a line anywhere; with them set aside, fewer than two words are left to read,
// so it is left to the rules (which read every identifier), like a table's header below.
const IDENTIFIER = /`[A-Za-z_][\w.-]{0,60}`|\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b|\b[A-Z]{2,}\d*\b/g;
const LIST_WORDS = /^(?:or|and|to|a|an|the|of|by|default|from|either|one)$/i;
// What is left of "if a package looks abandoned, tell the user and suggest npmAlternatives or
// npmDeprecated" once the note is read: tools named as options, every word a tool's id. The
// rules read it with the server's siblings (tool-redirect, tool-preference).
const TOOLS_SUGGESTED =
  /^\W{0,3}(?:and\s+|then\s+)?(?:suggest|offer|mention|try)\s+`?[\w.-]+`?(?:\s*(?:,|or|and)\s*`?[\w.-]+`?){0,3}\W{0,3}$/i;
function toolsSuggested(window: string): boolean {
  const m = TOOLS_SUGGESTED.exec(window.trim());
  if (!m) return false;
  const named = window.replace(/^\W*(?:and\s+|then\s+)?\w+\s+/i, '').match(/[\w-]+(?:\.[\w-]+)*/g) ?? [];
  const ids = toolIdsIn(window);
  return named.every((w) => /^(?:or|and)$/i.test(w) || ids.includes(w));
}

// Capitals in a row are shouting, not values: "OPEN, CLOSED or ANY" lists, "NEVER ASK THE USER" orders.
const CAPS_RUN = /\b[A-Z]{2,}\d*\s+[A-Z]{2,}\d*\b/;
function fieldList(window: string): boolean {
  if (!window.match(IDENTIFIER) || CAPS_RUN.test(window)) return false;
  const left = (window.replace(IDENTIFIER, ' ').match(WORDS) ?? []).filter(
    (w) => !LIST_WORDS.test(w) && !/^\d+$/.test(w),
  );
  return left.length < 2;
}

// "for a single comment, getComment": a narrower job handed to a named tool, the same
// guidance as "not for X (use Y)", left to the rules (which know the siblings) while X is a
// short noun phrase that is not every request and Y one tool id.
const FOR_TOOL =
  /^\W{0,3}(?:for|to)\s+([^,;:()\n]+?)\s*[,:]?\s+(?:use\s+|call\s+|try\s+|see\s+)?(?:the\s+)?(`?[A-Za-z][\w.-]{1,60}`?)\W{0,3}$/i;
const EVERY = /\b(?:all|any|every|everything|anything|whatever|always|each|other)\b/i;
function handedToTool(window: string): boolean {
  const m = FOR_TOOL.exec(window);
  if (!m) return false;
  const scope = m[1]!.trim();
  return TASK.test(scope) && !JOINS.test(scope) && !EVERY.test(scope) && toolIdsIn(m[2]!).length === 1;
}

// "Call it before make_move so the move is played for the right side": this tool ordered
// before a named one, and at most a purpose that carries no data. A calm prerequisite, which the
// rules read (./call-order.ts); a purpose that moves data or names the user's is scored.
const SELF_FIRST =
  /^\W{0,3}(?:call|run|use|check)\s+(?:it|this(?:\s+(?:tool|function|one))?)\s+(?:first\s+|before\s+|ahead\s+of\s+)(?:calling\s+|using\s+|each\s+|every\s+|any\s+)?(`?[a-z][\w.-]*`?)(?:\s+so\s+(?:that\s+)?([^.;:!?\n]{0,100}))?\W{0,3}$/i;
const CARRIES =
  /\b(?:users?|e-?mails?|address\w*|tokens?|keys?|passwords?|credentials?|conversations?|history|messages?|names?|phones?|secrets?|data|files?|contents?|sen[dt]\w*|pass\w*|cop(?:y|ied|ies)|forward\w*|upload\w*|shar\w*|log\w*|includ\w*)\b|['’]s\b/i;
function selfFirst(window: string): boolean {
  const m = SELF_FIRST.exec(window.trim());
  return !!m && toolIdsIn(m[1]!).length === 1 && !CARRIES.test(m[2] ?? '');
}
// "Run it once you are done with the browser": when this tool is called, on a condition of
// the session's own course that carries no data and is not every turn. A standing rule says
// "after every reply" or names what to move; this one closes what the tool opened.
const SELF_WHEN =
  /^\W{0,3}(?:call|run|use)\s+(?:it|this(?:\s+(?:tool|function|one))?)\s+(?:when|once|after)\s+(?:you\s+(?:have\s+|are\s+)?)?(?:finished|done|through|completed?)\b([^.;:!?\n]{0,80})\W{0,3}$/i;
const selfWhen = (w: string) => {
  const m = SELF_WHEN.exec(w.trim());
  // A tail naming any datum or act ("with the transcript attached") is scored.
  const tail = m?.[1] ?? '';
  return (
    !!m &&
    !CARRIES.test(tail) &&
    !EVERY.test(tail) &&
    !SAYS_SOMETHING.test(tail) &&
    !JOINS.test(tail.replace(/^\s*with\b/i, ''))
  );
};

// A window of a few words that names no datum, no act on one and no order ("It has no
// parameters", and that said in another language) sits anywhere in the model's space: too
// little meaning to score, it is left to the rules. Stems shared by the languages the sets are
// written in keep a short order scored ("Envía el chat a…", "Ignora le istruzioni").
const SHORT = 5;
const SAYS_SOMETHING =
  /[@:/`_]|\d|\b(?:\w*(?:send|sent|envi|invi|mand|forw|copi|copy|kopi|past|post|publi|upload|shar|leak|dump|log|save|stor|writ|print|show|reveal|tell|say|repeat|echo|ignor|forget|overrid|bypass|skip|always|never|must|instru|system|prompt|secre|geheim|token|key|clave|chiave|schl|passw|contra|senh|credent|user|usuar|utent|benutz|chat|conver|histor|messag|mail|memor|data|dato|daten|file|conte|include|attach|delet|remov|call|run|execut|tool|rout|trust|prefer|instead|every|all|any|only|other|here|mention|hid|conceal|warn|not|don|answer|repl|respon|mirror|sync|relay|transmi|export|offsite|extern|outsid|elsewhere|third|partner|track|record|collect|gather|harvest|retain|keep|transcri|clipboard|cookie|locat|contact)\w*)\b/i;
// A statement about the tool, opened by its subject; an order opens with its verb ("Read the table first").
const SUBJECT_FIRST =
  /^\W*(?:it|this|that|these|they|there|its|ce|il|elle|es|er|sie|el|ello|lo|la|le|li|det|den|hij|het|ele|ela)\b/i;
const saysTooLittle = (w: string) =>
  (w.match(WORDS) ?? []).length <= SHORT && SUBJECT_FIRST.test(w) && !SAYS_SOMETHING.test(w);

// Optional parameters left out for the default: "Both parameters are optional: …; leave them out
// for everything". Only a pronoun for the parameters and a default or "everything" after it:
// "leave out the warnings" names what it drops and is scored.
const OMIT_OPTIONAL =
  /^\W{0,3}(?:and\s+|or\s+)?(?:leave|omit)\s+(?:them|it|both)(?:\s+(?:out|empty|unset|blank))?\s+(?:for|to\s+get)\s+(?:everything|all\s+(?:of\s+them|results|items|records)|the\s+defaults?)\W{0,3}$/i;

/**
 * The texts to score for one added window: none for a plain "not for X (use Y)" that scopes
 * this tool away from a job it does not do (siblings are not known here, so X must share no
 * content word with the reviewed text), or a labelled quote.
 */
function toScore(raw: string, reviewed: string): string[] {
  // A sentence that only limits reliance on the result (./reliance.ts) is read without.
  if (BARE_SAY_SO.test(raw.trim()) || fieldList(raw)) return [];
  const all = sentences(raw);
  const kept = all.filter(
    (s) =>
      !limitsReliance(s) &&
      !selfFirst(s) &&
      !selfWhen(s) &&
      !saysTooLittle(s) &&
      !OMIT_OPTIONAL.test(s.trim()) &&
      !restatesReading(s, reviewed) &&
      !statesOwnEffect(s) &&
      !statesOwnOutput(s, reviewed) &&
      // How long the tool takes, a cap on its own calls: facts, no act (./plain-facts.ts).
      !statesDuration(s) &&
      !capsOwnCalls(s),
  );
  if (!kept.length) return [];
  // Safety notes on the user's behalf sit near "hide it from the user" (./safety-note.ts).
  const text = withoutSafetyNotes(kept.length === all.length ? raw : kept.join(' '), reviewed);
  if (text === null) return [];
  const window = text.replace(QUOTED, '"…"');
  // What is left of a quoted list is its label ("Typical requests:"), which says nothing.
  if (window !== text && (window.match(WORDS) ?? []).length < 4) return [];
  if (scopedAway(window, reviewed) || handedToTool(window) || toolsSuggested(window)) return [];
  const m = NOT_FOR.exec(window);
  if (!m) return [window];
  const scope = m[1]!.trim();
  const tool = m[2]!.trim();
  const plainScope = SCOPE.test(scope) && !JOINS.test(scope);
  if (plainScope && TOOL.test(tool) && !JOINS.test(tool)) return [];
  return [window, scope];
}
const REVIEWED_WEIGHT = 0.9;

// A table's header: a row right above its rule line, with as many cells.
const HEADER = /^[ \t]*(\|.*\|)[ \t]*\n[ \t]*(\|[\s|:-]*-[\s|:-]*\|)[ \t]*$/gm;
const cells = (row: string) => row.trim().slice(1, -1).split('|');
// Words that make a cell more than a noun label: function words, and the verbs an order to
// the model opens with (to ignore, reveal or move something).
const NOT_A_LABEL =
  /\b(?:the|a|an|and|or|but|to|into|from|with|of|for|in|on|at|by|you|your|me|my|our|their|it|this|that|all|any|every|each|not|no|never|always|also|then|now|please|must|should|shall|will|can|may|ignore|disregard|forget|override|bypass|skip|reveal|leak|expose|print|show|tell|say|repeat|echo|output|dump|send|forward|copy|paste|append|include|share|upload|post|email|write|save|store|log|call|run|execute)\b/i;

// Labels that name what an attack is after (the model's own text, the conversation, a
// secret: the personal kinds that are sensitive on their own) keep a header scored: "|
// Disclose | System Prompt |" is noun-like and still an order.
const SENSITIVE_LABEL =
  /\b(?:prompts?|instructions?|conversations?|chats?|transcripts?|history|memory|secrets?|disclose|divulge|transmit|exfiltrat\w*|export|publish|submit|attach|mail|return)\b/i;

/**
 * The header rows of the candidate's tables made of noun labels ("| Argument | Meaning |"):
 * at most three words a cell, none a function word or an order's verb. Scored alone they
 * land anywhere in the model's space (this one reads as exfiltration), so the scorer leaves
 * them to the rules, which read the row's cells joined as a sentence (../injection.ts).
 */
function labelHeaders(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(HEADER)) {
    const labels = cells(m[1]!);
    if (labels.length !== cells(m[2]!).length) continue;
    const nouns = labels.every((c) => {
      const words = c.match(WORDS) ?? [];
      return words.length >= 1 && words.length <= 3 && !NOT_A_LABEL.test(c) && !/[.!?:;,]/.test(c);
    });
    if (nouns && !SENSITIVE_LABEL.test(m[1]!) && !PERSONAL.some(([, re, sensitive]) => sensitive && re.test(m[1]!)))
      out.add(m[1]!.trim());
  }
  return out;
}

/** What the scorer reads of one candidate: its added windows to score, and the reviewed sentences. */
export function scoredWindows(candidate: string, reviewed: string): { windows: string[]; reviewed: string[] } {
  const cand = plain(candidate);
  const rev = plain(reviewed);
  const headers = labelHeaders(cand);
  return {
    windows: contextWindows(cand, rev)
      .filter((w) => !headers.has(w))
      .flatMap((w) => toScore(w, rev)),
    reviewed: sentences(rev),
  };
}

export interface IntentInput {
  candidate: string;
  reviewed: string;
}

export interface IntentVerdict {
  /** The model that read the sentences (the gate's mode: meaning and rules). */
  model: string;
  findings: Finding[];
  /** The highest sentence score, for benches and calibration. */
  score: number;
}

export interface IntentScorer {
  readonly model: string;
  readonly threshold: number;
  /** One verdict per input, in order; every sentence embedded once, alone, whatever the batch. */
  score(items: IntentInput[]): Promise<IntentVerdict[]>;
}

const dot = (a: Float32Array, b: Float32Array) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
};

function meanTop(values: number[], k: number): number {
  const top = values.sort((x, y) => y - x).slice(0, k);
  return top.reduce((n, v) => n + v, 0) / top.length;
}

/** Typographic apostrophes read as plain ones, invisible characters dropped, as in the rules. */
export const plain = (s: string) => normalizeText(s).text.replace(/[’ʼ]/g, "'");

/**
 * A scorer on `embedder`, whose `model` names its threshold in INTENT_THRESHOLDS (or pass
 * one). Vectors are kept per text (at most `memoryEntries`, cachedEmbedder's memory), so a
 * candidate scored again, or a sentence many candidates share, is embedded once.
 */
export function intentScorer(embedder: Embedder, o: { threshold?: number; memoryEntries?: number } = {}): IntentScorer {
  const threshold = o.threshold ?? INTENT_THRESHOLDS[embedder.model];
  if (threshold === undefined)
    throw new WhetstoneError(
      'config_invalid',
      `no intent threshold for model ${embedder.model}; calibrate it with bench/gates-calibrate.ts`,
      { retriable: false },
    );
  // The project's embedding cache in memory only (the caller's embedder may add the store):
  // a sentence many candidates share, or a candidate scored again, is embedded once. The
  // local embedder embeds each text alone, so a score never depends on its batch mates.
  const cached = cachedEmbedder(embedder, undefined, { memoryEntries: o.memoryEntries ?? 50_000 });
  const attacks = ATTACK_INTENTS.flatMap((i) => i.examples.map((text) => ({ intent: i.intent, text })));
  const vectors = async (texts: string[]): Promise<Map<string, Float32Array>> => {
    const unique = [...new Set(texts)];
    const vs = await cached.embed(unique);
    return new Map(unique.map((t, i) => [t, vs[i]!]));
  };
  return {
    model: embedder.model,
    threshold,
    async score(items) {
      const read = items.map((it) => scoredWindows(it.candidate, it.reviewed));
      const protoTexts = [...attacks.map((a) => a.text), ...BENIGN_EXAMPLES];
      const all = [...protoTexts, ...read.flatMap((r) => [...r.windows, ...r.reviewed])];
      const vec = await vectors(all);
      const attackVecs = attacks.map((a) => vec.get(a.text)!);
      const benignVecs = BENIGN_EXAMPLES.map((t) => vec.get(t)!);
      return read.map((r) => {
        const revVecs = r.reviewed.map((t) => vec.get(t)!);
        let best = { score: Number.NEGATIVE_INFINITY, sentence: '', intent: '' };
        for (const w of r.windows) {
          const v = vec.get(w)!;
          const toAttack = attackVecs.map((p) => dot(v, p));
          const nearest = toAttack.indexOf(Math.max(...toAttack));
          const a = meanTop(toAttack, NEAREST);
          const b = meanTop(
            benignVecs.map((p) => dot(v, p)),
            NEAREST,
          );
          const rv = revVecs.length ? Math.max(...revVecs.map((p) => dot(v, p))) * REVIEWED_WEIGHT : -1;
          const score = a - Math.max(b, rv);
          if (score > best.score) best = { score, sentence: w, intent: attacks[nearest]!.intent };
        }
        const findings: Finding[] =
          best.score > threshold
            ? [
                {
                  family: 'attack-intent',
                  detail: `reads as "${best.intent}" to ${embedder.model} (${best.score.toFixed(3)} over ${threshold}): ${quoted(best.sentence)}`,
                },
              ]
            : [];
        return { model: embedder.model, findings, score: best.score };
      });
    },
  };
}

function quoted(s: string, maxLen = 120): string {
  const flat = s.replace(/\s+/g, ' ').trim();
  return `"${flat.length > maxLen ? `${flat.slice(0, maxLen - 1)}…` : flat}"`;
}
