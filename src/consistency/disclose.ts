// Does a description (or its annotations) tell an agent about a side-effect class? Shared by the
// source reader (an effect's `disclosed`) and the gates (a candidate may not drop a disclosure
// the code backs). Word families, not phrases from any one server: a verb of the class in any
// form, or an annotation that states it.
import type { EffectClass } from './types.ts';

export interface EffectAnnotations {
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  openWorldHint?: boolean;
}

// Verbs of changing stored things: any of them tells an agent the tool writes somewhere
// (deleting entities from a store rewrites the store).
const CHANGE =
  'writ(?:e|es|ing|ten)|sav(?:e|es|ed|ing)|creat(?:e|es|ed|ing)|overwrit\\w*|append\\w*|modif(?:y|ies|ied|ying)|edit\\w*|' +
  'mov(?:e|es|ed|ing)|renam\\w*|stor(?:e|es|ed|ing)|download\\w*|export\\w*|delet\\w*|remov\\w*|add(?:s|ed|ing)?|' +
  'insert\\w*|updat\\w*|upsert\\w*|commit\\w*|stag(?:e|es|ed|ing)|record\\w*|persist\\w*|generat\\w*|output\\w*|' +
  'mkdir|make|makes|unstag\\w*|reset\\w*|checkout|switch\\w*|branch(?:es)? from|put|puts|set|sets|replac\\w*|copy|copies|copied';
// Not "request" nor "pull": a pull request, a feature request or "on request" is no network call.
const family = (s: string) => new RegExp(`\\b(?:${s})\\b`, 'i');

const WORDS: Record<EffectClass, RegExp> = {
  fs_write: family(CHANGE),
  fs_delete: family(
    'delet\\w*|remov\\w*|eras\\w*|unlink\\w*|destroy\\w*|purg\\w*|wip(?:e|es|ed|ing)|clean\\w*|trash\\w*|rm',
  ),
  network: family(
    'fetch\\w*|https?|url|urls|uri|web|website|webpage|internet|online|api|apis|download\\w*|upload\\w*|' +
      'send\\w*|sent|post(?:s|ed|ing)?|remote\\w*|network\\w*|external\\w*|server|service|cloud|email\\w*|message\\w*|' +
      'notif\\w*|publish\\w*|webhook\\w*|push(?:es|ed|ing)?|clon\\w*|search(?:es|ed|ing)? the|browse\\w*|navigat\\w*|sms|text message',
  ),
  process: family(
    'execut\\w*|run(?:s|ning)?|spawn\\w*|command\\w*|shell|process\\w*|subprocess|script\\w*|launch\\w*|terminal|cli',
  ),
  db_write: family(`${CHANGE}|sql|query that (?:changes|modifies)`),
  state: family(
    `state|stateful|session|persist\\w*|remember\\w*|keep(?:s|ing)?|kept|cach\\w*|track\\w*|memor(?:y|ize|ise)|` +
      `register\\w*|navigat\\w*|click\\w*|typ(?:e|es|ing)|fill\\w*|select\\w*|hover\\w*|scroll\\w*|press\\w*|` +
      `submit\\w*|toggl\\w*|enabl\\w*|disabl\\w*|configur\\w*|start\\w*|stop\\w*|clear\\w*|chang(?:e|es|ed|ing)|${CHANGE}`,
  ),
};

/** True when the text names the effect class, or an annotation discloses it. */
export function disclosesEffect(text: string, cls: EffectClass, annotations: EffectAnnotations = {}): boolean {
  if (cls === 'network' && annotations.openWorldHint === true) return true;
  if (cls === 'fs_delete' && annotations.destructiveHint === true) return true;
  if (cls !== 'network' && cls !== 'process' && annotations.readOnlyHint === false) return true;
  return WORDS[cls].test(text);
}
