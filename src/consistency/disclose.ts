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

const WORDS: Record<EffectClass, RegExp> = {
  fs_write:
    /\b(?:writ(?:e|es|ing|ten)|sav(?:e|es|ed|ing)|creat(?:e|es|ed|ing)|overwrit\w*|append\w*|modif(?:y|ies|ied)|edit\w*|mov(?:e|es|ed|ing)|renam\w*|stor(?:e|es|ed|ing)|download\w*|export\w*)\b/i,
  fs_delete: /\b(?:delet\w*|remov\w*|eras\w*|unlink\w*|destroy\w*|purg\w*|wip(?:e|es|ed|ing))\b/i,
  network:
    /\b(?:fetch\w*|http\w*|url|urls|web|internet|online|api|apis|request\w*|download\w*|upload\w*|send\w*|post\w*|remote|network|external)\b/i,
  process: /\b(?:execut\w*|run(?:s|ning)?|spawn\w*|command\w*|shell|process\w*|subprocess|script\w*|launch\w*)\b/i,
  db_write:
    /\b(?:insert\w*|updat\w*|upsert\w*|delet\w*|writ(?:e|es|ing|ten)|sav(?:e|es|ed|ing)|stor(?:e|es|ed|ing)|creat(?:e|es|ed|ing)|add(?:s|ed|ing)?|commit\w*|persist\w*)\b/i,
  state:
    /\b(?:state|session|stateful|persist\w*|remember\w*|current|open(?:s|ed)?|navigat\w*|set(?:s|ting)?|chang(?:e|es|ed|ing)|updat\w*|configur\w*|keeps?)\b/i,
};

/** True when the text names the effect class, or an annotation discloses it. */
export function disclosesEffect(text: string, cls: EffectClass, annotations: EffectAnnotations = {}): boolean {
  if (cls === 'network' && annotations.openWorldHint === true) return true;
  if (cls === 'fs_delete' && annotations.destructiveHint === true) return true;
  if (cls !== 'network' && cls !== 'process' && annotations.readOnlyHint === false) return true;
  return WORDS[cls].test(text);
}
