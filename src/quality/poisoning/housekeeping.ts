// Destructive housekeeping: an added sentence that has the model delete what the user would
// recover from — backups, snapshots, shadow copies, restore points, version history, the
// trash — as routine ("free space first by removing the local backup snapshots", "they are
// caches and are rebuilt"), or names a command that does it (`vssadmin delete shadows`,
// `tmutil deletelocalsnapshots`). Ransomware clears recovery first; a description that makes
// it a step of a listing does the same. The act the user asks for, confirmed, or forbidden
// passes ("delete a snapshot only when the user names it", "never remove backups").

const DELETE = /\b(?:delet\w*|remov\w*|purg\w*|wip\w*|eras\w*|clear\w*|prun\w*|discard\w*|drop\w*|empty\w*)\b/iu;
const RECOVERY =
  /\b(?:backups?|back-ups?|snapshots?|shadow\s+cop(?:y|ies)|shadows|restore\s+points?|recovery\s+points?|version\s+history|previous\s+versions|old\s+versions|trash|recycle\s+bin|bin|time\s+machine)\b/iu;
// The pretext that makes the deletion routine.
const ROUTINE =
  /\b(?:free\s+(?:up\s+)?(?:disk\s+)?space|save\s+space|make\s+room|reclaim\w*|first|beforehand|automatically|routinely|every\s+time|always|caches?|rebuilt|regenerated|not\s+needed|unneeded|unnecessary|safe\s+to\s+(?:delete|remove)|housekeeping|clean\s*up)\b/iu;
// Commands that clear recovery material, whatever the sentence says.
const COMMAND =
  /\bvssadmin\s+delete\s+shadows\b|\btmutil\s+(?:deletelocalsnapshots|delete)\b|\bwbadmin\s+delete\b|\bwmic\s+shadowcopy\s+delete\b|\brecoveryenabled\s+no\b/iu;
// The user decides, or the act is refused.
const GUARDED =
  /\b(?:(?:only\s+)?(?:when|if|after|once)\s+the\s+user\s+(?:asks|names|chooses|confirms|approves|agrees|wants|requests)|ask\s+(?:the\s+user\s+)?(?:first|before)|confirm\s+with\s+the\s+user|(?:never|do\s+not|don['’]t|must\s+not)\s+(?:\w+\s+){0,2}?(?:delet|remov|purg|wip|eras|clear|prun|discard|drop|empty)\w*)\b/iu;

/** The words of a sentence that clear recovery material as routine, or null. */
export function destructiveHousekeeping(s: string): string | null {
  if (GUARDED.test(s)) return null;
  const cmd = COMMAND.exec(s);
  if (cmd) return cmd[0];
  const del = DELETE.exec(s);
  const what = RECOVERY.exec(s);
  return del && what && ROUTINE.test(s) ? `${del[0]} … ${what[0]}` : null;
}
