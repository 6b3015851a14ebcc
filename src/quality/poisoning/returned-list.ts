// "The tool returns information about:\n- Owner account ID\n- Creation, update, and last updated
// timestamps" and "There are four types of billing views:\n- CUSTOM: Customer-created views …":
// a bulleted list that a line ending in a colon opens as what the tool returns, or as the kinds
// of a thing, names data, and the words of acts in it ("creation", "update", "chargeback")
// are fields and kinds, not what the tool does. The reading-tool check (./read-verb.ts) sets
// such items aside before it looks for acts. An item stays when it opens with an act of its
// own: a verb in "-s" that does not read ("- deletes the cache"), "and" or "then" ("- and
// moves the file"), or a base form ("- Delete files", "- delete: …"), or when it names this
// call or tool; so does any line after the list ends (a blank line, or an unindented line
// that is no item). A list of the tool's modes, operations or commands is what it does, not
// data ("The tool provides these modes:\n- live: the changes are written"), and is read whole.

const INTRO =
  /(?:\b(?:returns?|includes?|contains?|containing|provides?|outputs?|information\s+(?:about|on))\b|\b(?:types|kinds|categories|statuses|states|values)\s+of\b)[^\n]{0,80}:[ \t]*$/i;
const STATES = /\b(?:statuses|states|status\s+values)\b/i;
const DOES = /\b(?:modes?|operations?|commands?|capabilit(?:y|ies)|features?|functions?|tasks?|steps?)\b/i;
const ITEM = /^([ \t]*)[-*•][ \t]+(.*)$/;
// A term the item defines, one token: "PRIMARY:", "delete:".
const LABEL = /^([\w/-]{1,40})\s*:\s+/;
const JOINED = /^(?:and|then|also|afterwards)\b/i;
const HEAD =
  /^(?:(?:optionally|permanently|automatically|immediately|silently|periodically|additionally|eventually|finally|subsequently|irreversibly|recursively|also|then|later|always|sometimes|will|can|may)\s+){0,2}([A-Za-z]+)/i;
const THIS_CALL = /\b(?:this|the)\s+(?:tool|call|request|function)\b/i;
// Inside an item, the tool as the subject of an act ("the count of messages it deletes", "the
// files this tool removed"): "it" only in the present or future, as "the time it started"
// names the record's own past; ", and deletes the source" or ", then delete it" joined on; a
// non-restrictive ", which is then removed"; or an act done by this call ("rows archived by the
// fetch"). "Created and updated timestamps" or "reads and writes per second" name fields.
const SUBJECT =
  /\b(?:(it)|we|(?:this|the)\s+(?:tool|call|function))\s+(?:(?:also|then|now|first|later|automatically|will|may|can|would|has|have|had)\s+){0,2}([a-z]+)/gi;
const JOINED_ACT =
  /(?:[,;]\s*|\s)(?:and|then)\s+(?:(?:then|also)\s+)?([a-z]+)\s+(?:it|them|the|a|an|its|their|all|any|each|every|those|these)\b/gi;
const WHICH_ACT =
  /,\s*which\s+(?:is|are|gets?|will\s+be)\s+(?:(?:also|then|now|automatically|permanently)\s+)?([a-z]+)/gi;
// A clause in the present, which says what happens rather than naming a field: "pending orders
// are cancelled", "(the old one is then revoked)", "replacing the current key". "Whether the
// item is archived" and "messages that are deleted" name a state; "a receipt sent to the
// sender" is read as a field, like "dashboards shared with the team".
const DONE_NOW =
  /(?<!\b(?:that|which|who|whether|if)\s+(?:\w+\s+)?)\b(?:is|are|gets?|will\s+be)\s+(?:(?:then|also|now|immediately|automatically|permanently|first)\s+)?([a-z]+)/gi;
const DOING = /\b([a-z]+ing)\s+(?:the|a|an|its|their|all|any|each|every|those|these)\b/gi;
// ", marked as read", ", then moved to the archive": a clause set off after the thing.
const SET_OFF = /,\s*(?:(?:then|also|and)\s+)?([a-z]+ed|sent)\s+(?:as|to|from|into|with|by|on|in)\b/gi;
// An act timed by the call itself: "deleted from the sheet after the read", "purged afterwards".
const AFTER_CALL =
  /\b(?:afterwards|after\s+(?:the\s+|this\s+|each\s+)?(?:read(?:ing)?|call|request|run|fetch|retrieval|listing)|once\s+(?:read|returned|listed|fetched)|on\s+(?:return|read|retrieval))\b/gi;
const BY_CALL =
  /\b([a-z]+)\s+(?:by|during)\s+(?:this|the|each|every)\s+(?:call|request|run|fetch|query|operation|invocation|lookup)\b/gi;

/**
 * The text with each item of a returned or kinds list blanked, unless the item opens with an
 * act (`isAct`: a word the caller's list of acts holds; `reads`: a verb in "-s" that only reads).
 */
export function returnedListsOut(text: string, isAct: (w: string) => boolean, reads: (w: string) => boolean): string {
  if (!text.includes(':') || !/^[ \t]*[-*•][ \t]/m.test(text)) return text;
  const lines = text.split('\n');
  const opens = (line: string) => INTRO.test(line) && !DOES.test(line);
  let inList = false;
  // A list of states reads "the project is archived" as one.
  let states = false;
  let itemIndent = -1;
  let keep = true;
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k]!;
    const item = ITEM.exec(line);
    if (!inList) {
      inList = opens(line);
      states = STATES.test(line);
      continue;
    }
    if (item) {
      itemIndent = item[1]!.length;
      keep = keptItem(item[2]!, isAct, reads, states);
    } else if (!line.trim() || (line.length - line.trimStart().length <= itemIndent && itemIndent >= 0)) {
      // A blank line or an unindented line that is no item ends the list.
      inList = opens(line);
      states = STATES.test(line);
      itemIndent = -1;
      keep = true;
      continue;
    } else if (itemIndent < 0) {
      inList = false;
      continue;
    }
    // An item's wrapped line is read as the item is: "- the rows\n  It then deletes the sheet."
    if (!keep && (item || !keptItem(line.trim(), isAct, reads, states))) lines[k] = ' ';
  }
  return lines.join('\n');
}

// An item that names a destructive act done to things, not a field: "Bulk delete of objects
// older than a day", "Revocation of all active sessions", "Nightly wipe of the staging table".
// Only the act's singular form, opening the item (after at most two words that say how it is
// done), with "of" or a determiner after it: "Deletion date", "Date of deletion", "Number of
// deletions" and "Last purge of the cache" (a time) name fields; "removal" and "truncation" of
// duplicates or long strings are what a reader does to its own output, so they are left out.
const DESTROYING =
  /^(?:(?:bulk|batch|mass|automatic|auto|automated|permanent|full|complete|recursive|immediate|silent|forced?|hard|cascading|nightly|daily|hourly|weekly|periodic|irreversible)\s+){0,2}(?:(?:delet(?:e|ion|ing)|purg(?:e|ing)|wip(?:e|ing)|revo(?:ke|king|cation)|eras(?:e|ing|ure)|destr(?:oy|oying|uction)|overwrit(?:e|ing)|shred(?:ding)?)\s+of\s+\S|(?:delet(?:e|ing)|purg(?:e|ing)|wip(?:e|ing)|revok(?:e|ing)|eras(?:e|ing)|destroy(?:ing)?|overwrit(?:e|ing)|drop(?:ping)?)\s+(?:the|all|any|every|each|its|their|old|older|stale|expired|unused|inactive)\b)/i;

// An item that names the act to say what is returned of it ("Revocation of the key: when it
// happened") or that it is done only when asked ("Deletion of the draft happens only on
// request") names a field or a limit, not an act the tool does.
const ABOUT_ACT =
  /(?:[:(—–]|\s-\s)\s*(?:when\s+(?:it|they|this)\s+(?:happened|was|were|took\s+place|occurred)|whether|who|by\s+whom|the\s+(?:date|time|day|reason|status)|dates?|times?|timestamps?|status|reasons?)\b|\bonly\s+(?:on|upon|when|if|after)\s+(?:(?:the\s+)?(?:user|caller|owner)|you|(?:a\s+|an\s+)?(?:explicit\s+)?(?:request|demand|confirmation|approval))\b|\bon\s+(?:request|demand)\b/i;

/**
 * Whether an item of a returned or kinds list names a destructive act (DESTROYING): the
 * reading-tool check (./read-verb.ts) then reads the tool as one that acts, whatever words the
 * item's act takes (a noun the tagger sets aside, "revocation").
 */
export function destroyingItem(text: string): boolean {
  if (!/^[ \t]*[-*•][ \t]/m.test(text)) return false;
  let inList = false;
  for (const line of text.split('\n')) {
    const item = ITEM.exec(line);
    if (item && inList) {
      const body = item[2]!;
      const label = LABEL.exec(body);
      const said = label ? body.slice(label[0].length) : body;
      if (DESTROYING.test(said) && !ABOUT_ACT.test(said)) return true;
    } else if (!item && !/^[ \t]/.test(line)) inList = INTRO.test(line) && !DOES.test(line);
  }
  return false;
}

function keptItem(
  body: string,
  isAct: (w: string) => boolean,
  reads: (w: string) => boolean,
  states: boolean,
): boolean {
  if (THIS_CALL.test(body) || toolActs(body, isAct, reads, states)) return true;
  const label = LABEL.exec(body);
  const rest = label ? body.slice(label[0].length) : body;
  if (JOINED.test(rest)) return true;
  // The term an item defines may be an act itself ("- delete: …", "- Deletes: …"), as may its
  // first word after an adverb ("- Optionally sends a notice", "- Permanently deletes the repo").
  const heads = [label?.[1], HEAD.exec(rest)?.[1]].filter((w): w is string => !!w);
  return heads.some((w) => isAct(w) && actForm(w, reads));
}

function toolActs(
  body: string,
  isAct: (w: string) => boolean,
  reads: (w: string) => boolean,
  states: boolean,
): boolean {
  const subject = [...body.matchAll(SUBJECT)].some(
    (m) => isAct(m[2]!) && (!m[1] || (/s$/i.test(m[2]!) && !reads(m[2]!)) || /\b(?:will|may|can)\s+\w+$/i.test(m[0])),
  );
  // A verb in "-s" joined on is an act unless it reads ("…, then empties the sheet"), as in ./read-verb.ts.
  const verb = (w: string) => /s$/i.test(w) && !reads(w) && !/(?:ss|us|is)$/i.test(w);
  const joined = [...body.matchAll(JOINED_ACT)].some((m) => (isAct(m[1]!) && actForm(m[1]!, reads)) || verb(m[1]!));
  // "Comments, ordered by date" or "sorted by name" only read.
  const reading = (w: string) => [`${w.replace(/ed$/, '')}s`, `${w.replace(/d$/, '')}s`].some(reads);
  const clauses = states ? [WHICH_ACT, BY_CALL, DOING, SET_OFF] : [WHICH_ACT, BY_CALL, DONE_NOW, DOING, SET_OFF];
  const timed = [...body.matchAll(AFTER_CALL)].some((m) =>
    (body.slice(Math.max(0, m.index! - 60), m.index).match(/[a-z]+/gi) ?? []).some(isAct),
  );
  const passive = clauses.some((re) => [...body.matchAll(re)].some((m) => isAct(m[1]!) && !reading(m[1]!)));
  return subject || joined || passive || timed;
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
