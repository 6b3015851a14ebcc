// JSON nesting measured on the text, without parsing it: a hostile value nested thousands
// deep overflows the stack of any recursive reader (JSON.parse copes; a redactor walking
// the parsed value does not).

/** True when the JSON text nests deeper than `limit` (cheap when it plainly cannot). */
export function nestsDeeper(text: string, limit: number): boolean {
  return mayNestDeeper(text, limit) && jsonDepth(text) > limit;
}

/** Nesting depth of a JSON text without parsing it (iterative: safe on hostile input). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91 /* { [ */) {
      if (++depth > max) max = depth;
    } else if (c === 125 || c === 93) depth--;
  }
  return max;
}

/**
 * False when the text has at most `limit` opening brackets, so it cannot nest deeper (a
 * bracket inside a string only over-counts). Finding them with indexOf is far cheaper than
 * jsonDepth's walk of every character, and most traces — long strings of prose included —
 * have few.
 */
export function mayNestDeeper(text: string, limit: number): boolean {
  let n = 0;
  for (let i = text.indexOf('{'); i !== -1; i = text.indexOf('{', i + 1)) if (++n > limit) return true;
  for (let i = text.indexOf('['); i !== -1; i = text.indexOf('[', i + 1)) if (++n > limit) return true;
  return false;
}
