// "The tool returns information about:\n- Owner account ID\n- Creation, update, and last updated
// timestamps" and "There are four types of billing views:\n- CUSTOM: Customer-created views …":
// a bulleted list that a line ending in a colon opens as what the tool returns, or as the kinds
// of a thing, names data, and the words of acts in it ("creation", "update", "chargeback")
// are fields and kinds, not what the tool does. The reading-tool check (./read-verb.ts) sets
// such items aside before it looks for acts. An item stays when it opens with an act of its
// own: a verb in "-s" that does not read ("- deletes the cache"), "and" or "then" ("- and
// moves the file"), or a base form ("- Delete files", "- delete: …"), or when it names this
// call or tool; so does any line after the list ends (a blank line, or an unindented line
// that is no item).

const INTRO =
  /(?:\b(?:returns?|includes?|contains?|containing|provides?|outputs?|information\s+(?:about|on))\b|\b(?:types|kinds|categories|statuses|states|values)\s+of\b)[^\n]{0,80}:[ \t]*$/i;
const ITEM = /^([ \t]*)[-*•][ \t]+(.*)$/;
// A term the item defines, one token: "PRIMARY:", "delete:".
const LABEL = /^([\w/-]{1,40})\s*:\s+/;
const JOINED = /^(?:and|then|also|afterwards)\b/i;
const THIS_CALL = /\b(?:this|the)\s+(?:tool|call|request|function)\b/i;

/**
 * The text with each item of a returned or kinds list blanked, unless the item opens with an
 * act (`isAct`: a word the caller's list of acts holds; `reads`: a verb in "-s" that only reads).
 */
export function returnedListsOut(text: string, isAct: (w: string) => boolean, reads: (w: string) => boolean): string {
  if (!text.includes(':') || !/^[ \t]*[-*•][ \t]/m.test(text)) return text;
  const lines = text.split('\n');
  let inList = false;
  let itemIndent = -1;
  let keep = true;
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k]!;
    const item = ITEM.exec(line);
    if (!inList) {
      inList = INTRO.test(line);
      continue;
    }
    if (item) {
      itemIndent = item[1]!.length;
      keep = keptItem(item[2]!, isAct, reads);
    } else if (!line.trim() || (line.length - line.trimStart().length <= itemIndent && itemIndent >= 0)) {
      // A blank line or an unindented line that is no item ends the list.
      inList = INTRO.test(line);
      itemIndent = -1;
      keep = true;
      continue;
    } else if (itemIndent < 0) {
      inList = false;
      continue;
    }
    if (!keep) lines[k] = ' ';
  }
  return lines.join('\n');
}

function keptItem(body: string, isAct: (w: string) => boolean, reads: (w: string) => boolean): boolean {
  if (THIS_CALL.test(body)) return true;
  const label = LABEL.exec(body);
  const rest = label ? body.slice(label[0].length) : body;
  if (JOINED.test(rest)) return true;
  // The term an item defines may be an act itself ("- delete: …", "- Deletes: …"), as may its first word.
  const heads = [label?.[1], /^([A-Za-z]+)/.exec(rest)?.[1]].filter((w): w is string => !!w);
  return heads.some((w) => isAct(w) && actForm(w, reads));
}

// A word of the list of acts read as a verb: "deletes" (not a reading verb), or a base form
// ("Delete files", "update the row"); "Creation", "Forwarding", "Created" or "Owners" name a
// thing or a state.
const NOUN_ENDING = /(?:ions?|ments?|ers?|ed|ing|als?|ances?|ences?|ity|ness)$/i;
function actForm(w: string, reads: (w: string) => boolean): boolean {
  if (NOUN_ENDING.test(w)) return false;
  if (/s$/i.test(w)) return !reads(w);
  return true;
}
