// Claims the judges check against the calls: files the answer says it made, and files the
// user asked for. A confident summary is not evidence: an agent whose calls failed often
// writes "I've saved the report to /x/report.md" all the same. General rules: a path is
// anything shaped like one; the verbs are those of making a file, in any domain.
import { type Call, callFailed } from './calls.ts';

/** A file path: absolute or home-relative, with a file name that has an extension. */
const PATH = /(?:~|\.{1,2})?\/(?:[\p{L}\p{N}_.\- ]*[\p{L}\p{N}_.-]\/)*[\p{L}\p{N}_.-]+\.[A-Za-z0-9]{1,8}\b/gu;
/** The agent says it made a file (a sentence with one of these and a path is a claim). */
const MADE = /\b(?:saved|created|wrote|written|generated|exported|stored|downloaded|produced|converted)\b/i;
/** The user asks for a file to be made. */
const MAKE = /\b(?:save|write|create|generate|make|export|store|download|convert|put|output)\b/i;

/** Sentences of a text (a line break ends one too, as in lists). */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?。！？])\s+|\n+/u).filter((s) => s.trim());
}

function pathsIn(text: string): string[] {
  return [...text.matchAll(PATH)].map((m) => m[0].replace(/[.]+$/, ''));
}

/** Everything the successful calls took and returned, to look a path up in. */
function producedText(calls: Call[]): string {
  return calls
    .filter((c) => !callFailed(c))
    .map((c) => `${JSON.stringify(c.arguments ?? {})}\n${c.result?.preview ?? ''}`)
    .join('\n');
}

/** Whether a path (or, for a long path, its file name) appears in the calls' text. */
function mentioned(path: string, text: string): boolean {
  if (text.includes(path)) return true;
  const name = path.split('/').at(-1)!;
  return name.length >= 5 && text.includes(name);
}

/** A path the answer says it made that no successful call took or returned, if any. */
export function unproducedClaim(answer: string, calls: Call[]): string | undefined {
  const made = producedText(calls);
  for (const s of sentences(answer)) {
    if (!MADE.test(s)) continue;
    for (const p of pathsIn(s)) if (!mentioned(p, made)) return p;
  }
  return undefined;
}

/** A file the user asked to be made that no successful call took as an argument, if any. */
export function missingDeliverable(query: string, calls: Call[]): string | undefined {
  const args = calls
    .filter((c) => !callFailed(c))
    .map((c) => JSON.stringify(c.arguments ?? {}))
    .join('\n');
  for (const s of sentences(query)) {
    if (!MAKE.test(s)) continue;
    for (const p of pathsIn(s)) if (!mentioned(p, args)) return p;
  }
  return undefined;
}

/**
 * Files the answer says it made, each with the successful calls that took it as an argument:
 * the calls that made it, when the claim is true (judge/changes.ts reads it as a state change).
 */
export function claimedFileCalls(answer: string, calls: Call[]): { path: string; calls: Call[] }[] {
  const ok = calls.filter((c) => !callFailed(c));
  const out: { path: string; calls: Call[] }[] = [];
  for (const s of sentences(answer)) {
    if (!MADE.test(s)) continue;
    for (const path of pathsIn(s))
      out.push({ path, calls: ok.filter((c) => mentioned(path, JSON.stringify(c.arguments ?? {}))) });
  }
  return out;
}
