// The six-component description rubric as a deterministic scanner: free, instant, and
// the same answer every time, for CI, review and the optimizer's gates.
//
// Each component is scored 1–5 from what the text (and, when given, the input schema)
// shows a reader: an action and its object for purpose; "use when / do not use" for
// usage; constraints, errors and limits for limitations; documented parameters; examples
// in proportion; and enough, well-structured detail for completeness. Detail is part of
// every component — a one-line description cannot state limits or explain parameters —
// so each score combines specific cues with how much the text says.
import nlp from 'compromise';
import { detectLanguage, type Language } from './language.ts';
import { USAGE_CUES, NOT_USE_CUES, LIMIT_CUES, EXAMPLE_CUES, PARAM_SECTION, PARAM_LINE, RETURNS } from './cues.ts';

export const COMPONENTS = [
  'purpose',
  'usage_guideline',
  'limitation',
  'parameter_explanation',
  'examples_balance',
  'length_completeness',
] as const;
export type Component = (typeof COMPONENTS)[number];

export const SMELL_NAMES: Record<Component, string> = {
  purpose: 'Unclear Purpose',
  usage_guideline: 'Missing Usage Guidelines',
  limitation: 'Unstated Limitations',
  parameter_explanation: 'Opaque Parameters',
  examples_balance: 'Exemplar Issues',
  length_completeness: 'Underspecified/Incomplete',
};

export type Scores = Record<Component, number>;

export interface RubricResult {
  scores: Scores;
  label: 'Good' | 'Bad';
  smells: string[];
  reasons: Record<Component, string>;
  language: Language;
  words: number;
}

export interface ToolInput {
  description: string;
  inputSchema?: Record<string, unknown> | undefined;
}

export {
  USAGE_CUES,
  NOT_USE_CUES,
  HARD_LIMIT_CUES,
  LIMIT_CUES,
  EXAMPLE_CUES,
  PARAM_SECTION,
  PARAM_LINE,
  RETURNS,
} from './cues.ts';

const PARAM_INLINE = /`([A-Za-z_][A-Za-z0-9_]*)`|'([a-z][a-z0-9]*_[a-z0-9_]+)'|\b([a-z]+_[a-z0-9_]+)\b/g;
const ACTION_START =
  /^(?:[A-Z][a-z]+s\b|(?:get|list|search|find|fetch|create|add|update|delete|remove|read|write|send|run|execute|generate|convert|query|retrieve|analy[sz]e|check|set|open|close|start|stop|insert|upload|download|summari[sz]e|translate|calculate|compute|extract|parse|validate|resolve|edit|move|copy|render|schedule|book|post|publish|scan|lookup|look up|show|display|return|provide|manage|monitor|track|navigate|click|take|capture|load|save|export|import|apply|replace|merge|compare|count|sort|filter|format|build|deploy|call|invoke|make|perform|use|enable|disable|install|trigger|access|obtain|produce|determine|identify|detect|evaluate|estimate|predict|recommend|suggest)\b)/i;
const CJK_ACTION =
  /^(?:获取|查询|搜索|创建|删除|更新|读取|写入|发送|生成|转换|分析|检查|设置|打开|关闭|启动|停止|插入|上传|下载|计算|提取|解析|验证|编辑|移动|复制|渲染|列出|返回|提供|管理|监控|通过|根据|将|在|从|对|使用|为|用)/;

export function scoreDescription(input: ToolInput): RubricResult {
  const text = input.description ?? '';
  const f = features(text, input.inputSchema);
  const scores = {} as Scores;
  const reasons = {} as Record<Component, string>;
  const set = (c: Component, raw: number, reason: string) => {
    scores[c] = Math.max(1, Math.min(5, Math.round(raw)));
    reasons[c] = reason;
  };

  // Each component from the features, as [raw score, reason].
  set('purpose', ...purposeScore(f));
  set('usage_guideline', ...usageScore(f));
  set('limitation', ...limitationScore(f));
  set('parameter_explanation', ...parameterScore(f));
  set('examples_balance', ...examplesScore(f));
  set('length_completeness', ...lengthScore(f));

  const smells = COMPONENTS.filter((c) => scores[c] < 3).map((c) => SMELL_NAMES[c]);
  return { scores, label: smells.length === 0 ? 'Good' : 'Bad', smells, reasons, language: f.language, words: f.words };
}

/** Length and completeness: enough detail, organised so a model can find it. */
function lengthScore(f: Features): [number, string] {
  let s = 1 + detail(f.units, LENGTH_POINT_WORDS, 0.66);
  if (f.structured) s += 0.35;
  if (f.units > 500) s -= 0.7; // long enough to bury what matters
  return [
    s,
    f.units < 6
      ? `only ${f.words} words`
      : f.units > 500
        ? `${f.words} words: long enough to bury what matters`
        : `${f.words} words${f.structured ? ', structured' : ''}`,
  ];
}

/** Purpose: an action on an object, then what it works on and gives back. */
function purposeScore(f: Features): [number, string] {
  // One sentence naming an action is still "what", not "what for": judges rate it 2.
  let s = 1;
  if (f.units >= 3) s += 0.5;
  if (f.actionStart) s += 0.4;
  if (f.units >= 8) s += 0.3;
  if (f.units >= 18) s += 0.6;
  if (f.returns) s += 0.4;
  if (f.actionStart && f.returns) s += 0.4; // both halves of a purpose: the action and its result
  if (f.units >= 40) s += 0.5;
  if (f.units >= 90) s += 0.5;
  return [
    s,
    f.units < 3
      ? 'too short to say what the tool does'
      : `${f.actionStart ? 'starts with an action' : 'no leading action verb'}; ${f.returns ? 'says what it returns' : 'does not say what it returns'}; ${f.words} words`,
  ];
}

/** Usage guidelines: when to use it, when not to, and how it relates to other tools. */
function usageScore(f: Features): [number, string] {
  let s = 1 + Math.min(2, f.usage * 0.9) + (f.notUse ? 0.8 : 0);
  s += detail(f.units, [25, 60, 150], 0.45);
  if (f.structured) s += 0.3;
  return [
    s,
    f.usage + (f.notUse ? 1 : 0) === 0
      ? 'never says when to use the tool or when not to'
      : `${f.usage} usage cue(s)${f.notUse ? ', says when not to use it' : ', never says when not to use it'}`,
  ];
}

/** Limitations: constraints, failure modes, defaults, permissions, numeric limits. */
function limitationScore(f: Features): [number, string] {
  let s = 1 + Math.min(2.4, f.limits * 0.6);
  s += detail(f.units, [20, 50, 120], 0.4);
  return [
    s,
    f.limits === 0
      ? 'states no constraint, limit, default or failure mode'
      : `${f.limits} kind(s) of constraint stated`,
  ];
}

/** Parameters: a documented argument list (text or schema) explains inputs. */
function parameterScore(f: Features): [number, string] {
  const documented = f.paramLines + f.schemaDocumented;
  let s = 1;
  if (f.paramSection) s += 1;
  if (f.paramSection && f.paramLines >= 2) s += 0.5; // an argument list, one line per parameter
  s += Math.min(1.6, documented * 0.4);
  s += Math.min(1.5, f.paramInline * 0.75);
  s += detail(f.units, [30, 80, 160], 0.3);
  if (f.schemaParams === 0 && f.schemaGiven) s = Math.max(s, 4);
  // The agent reads the input schema too: parameters described there are explained.
  if (f.schemaParams > 0) {
    const share = f.schemaDocumented / f.schemaParams;
    if (share === 1) s = Math.max(s, 4);
    else if (share >= 0.5) s = Math.max(s, 3);
  }
  return [
    s,
    f.schemaGiven && f.schemaParams === 0
      ? 'the tool takes no parameters'
      : documented === 0 && f.paramInline === 0
        ? 'no parameter is named or explained'
        : `${documented} parameter(s) documented${f.schemaDocumented ? ` (${f.schemaDocumented} in the input schema)` : ''}`,
  ];
}

/** Examples vs description: concrete examples in proportion to the explanation. */
function examplesScore(f: Features): [number, string] {
  let s = 1 + Math.min(2, f.examples * 0.7);
  s += detail(f.units, [15, 40, 100], 0.5);
  if (f.examples > 0 && f.units < 10) s -= 0.5; // an example carrying the whole description
  return [s, f.examples === 0 ? 'no example of a call, value or use' : `${f.examples} kind(s) of example`];
}

/** Where length_completeness gains a point (word units): past the last, length earns nothing more. */
export const LENGTH_POINT_WORDS = [6, 14, 30, 60, 120];
/** The length at which the rubric's length component earns its last point: a complete description's room. */
export const RUBRIC_FULL_LENGTH_WORDS = LENGTH_POINT_WORDS[LENGTH_POINT_WORDS.length - 1]!;

/** Points for crossing each length threshold (in word units). */
function detail(units: number, thresholds: number[], each: number): number {
  let s = 0;
  for (const t of thresholds) if (units >= t) s += each;
  return s;
}

interface Features {
  words: number;
  units: number;
  language: Language;
  actionStart: boolean;
  returns: boolean;
  usage: number;
  notUse: boolean;
  limits: number;
  examples: number;
  paramSection: boolean;
  paramLines: number;
  paramInline: number;
  schemaGiven: boolean;
  schemaParams: number;
  schemaDocumented: number;
  structured: boolean;
}

function features(text: string, schema: Record<string, unknown> | undefined): Features {
  const trimmed = text.trim();
  const latinWords = trimmed.match(/[A-Za-z0-9_]+(?:['’-][A-Za-z]+)*/g)?.length ?? 0;
  const cjk = trimmed.match(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g)?.length ?? 0;
  // CJK has no spaces: about 1.8 characters carry what one English word does.
  const units = latinWords + cjk / 1.8;
  const props = schemaProperties(schema);
  const paramNames = new Set<string>();
  for (const m of trimmed.matchAll(PARAM_LINE)) paramNames.add(m[1]!);
  const inline = new Set<string>();
  for (const m of trimmed.matchAll(PARAM_INLINE)) inline.add((m[1] ?? m[2] ?? m[3])!);
  const firstSentence = trimmed.split(/\n|(?<=[.!?。])\s/)[0] ?? '';
  return {
    words: Math.round(units),
    units,
    language: detectLanguage(trimmed),
    actionStart:
      ACTION_START.test(firstSentence) ||
      CJK_ACTION.test(firstSentence) ||
      /\btool (?:that|to|for)\b/i.test(firstSentence) ||
      imperativeStart(firstSentence),
    returns: RETURNS.test(trimmed),
    usage: countMatching(USAGE_CUES, trimmed),
    notUse: NOT_USE_CUES.some((r) => r.test(trimmed)),
    limits: countMatching(LIMIT_CUES, trimmed),
    examples: countMatching(EXAMPLE_CUES, trimmed),
    paramSection: PARAM_SECTION.test(trimmed),
    paramLines: paramNames.size,
    paramInline: inline.size,
    schemaGiven: schema !== undefined,
    schemaParams: props.length,
    // A parameter is documented by a description, or by its enum: the allowed values say it.
    schemaDocumented: props.filter(
      (p) =>
        (typeof p.description === 'string' && p.description.trim().length >= 3) ||
        (Array.isArray(p.enum) && p.enum.length > 0),
    ).length,
    // From the last line break before the mark: `\n\s*` rescans a run of blank lines from each.
    structured: /\n[^\S\n]*(?:[-*•]|\d+[.)]|#+)\s/.test(trimmed) || /\n\s*\n/.test(trimmed),
  };
}

function countMatching(res: RegExp[], text: string): number {
  let n = 0;
  for (const r of res) if (r.test(text)) n++;
  return n;
}

function schemaProperties(
  schema: Record<string, unknown> | undefined,
): { name: string; description?: unknown; enum?: unknown }[] {
  const props = schema?.properties;
  if (!props || typeof props !== 'object') return [];
  return Object.entries(props as Record<string, { description?: unknown; enum?: unknown }>).map(([name, p]) => ({
    name,
    description: p?.description,
    enum: p?.enum,
  }));
}

/**
 * Whether an English first sentence opens with a verb in the imperative ("Cancel the whole
 * reservation …", "Archive old messages"), by compromise's part-of-speech tagger: a verb
 * the hand list above does not know still counts. The tagger also reads the first noun of a
 * fragment as a verb ("Weather data …"), so the next word must be what follows a verb and
 * not a noun: a determiner, possessive, pronoun or number. That closed class is checked
 * first, so the tagger (~0.4 ms a call) runs only for such openings, and its verdict is
 * kept per opening (the same few hundred openings recur across a catalogue).
 */
function imperativeStart(sentence: string): boolean {
  const m =
    /^([A-Za-z][a-z]+)\s+(the|a|an|all|any|each|every|some|one|two|this|that|these|those|its|their|his|her|my|your|our|it|them|\d+)\b/i.exec(
      sentence,
    );
  if (!m) return false;
  const opening = `${m[1]!.toLowerCase()} ${m[2]!.toLowerCase()}`;
  let verdict = OPENINGS.get(opening);
  if (verdict === undefined) {
    const first = (nlp(`${m[1]} ${m[2]}`).json({ terms: { tags: true } }) as { terms: { tags: string[] }[] }[])[0]
      ?.terms[0];
    verdict =
      first?.tags.includes('Verb') === true && (first.tags.includes('Imperative') || first.tags.includes('Infinitive'));
    if (OPENINGS.size >= 10_000) OPENINGS.clear();
    OPENINGS.set(opening, verdict);
  }
  return verdict;
}

/** The tagger's verdict per opening ("cancel the"), bounded. */
const OPENINGS = new Map<string, boolean>();
