import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The docs describe the product as it is; git keeps the history. This test keeps dated
// measurement blocks, session diaries and commit hashes out of README.md and docs/*.md,
// and keeps every doc short enough to read (600 lines).

const ROOT = join(import.meta.dirname, '..', '..');
const MAX_LINES = 600;

interface Finding {
  line: number;
  rule: string;
  text: string;
}

const ORDINALS =
  'first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|' +
  'fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|\\d+(?:st|nd|rd|th)';

/** Phrases that date a text or tie it to one run. Each applies to prose and inline code alike. */
const DIARY_RULES: { rule: string; pattern: RegExp }[] = [
  // "Latest, <date>" or "**Latest: …**" opening a block; "at the latest," is ordinary prose.
  { rule: 'dated "Latest" block', pattern: /(?:^|[.!?]\s+|\*\*)Latest\s*[,:(]/ },
  { rule: 'a work session', pattern: /\b(?:this|that|previous|last|next|our) session\b/i },
  { rule: 'a numbered session', pattern: new RegExp(`\\b(?:${ORDINALS}) session\\b`, 'i') },
  { rule: 'one machine', pattern: /\b(?:this|that|last|our) machine\b|\bmachines? that day\b/i },
  { rule: 'a day', pattern: /\b(?:that|this) day\b|\btoday's (?:run|machine)\b/i },
  { rule: 'scratch work', pattern: /\bscratch\b/i },
  { rule: 'measured here', pattern: /\bmeasured here\b|\bin our runs\b|\bhere, on a\b/i },
  // A bare calendar date. A full timestamp (the date followed by `T` and a time) is an
  // example value in a payload, not a date of writing: `\b` does not match before `T`.
  { rule: 'a date', pattern: /\b\d{4}-\d{2}-\d{2}\b/ },
  {
    rule: 'since/until a date',
    pattern:
      /\b(?:since|until|before|after) (?:\d{1,2} )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{4}\b/i,
  },
  { rule: 'a commit', pattern: /\bcommit [0-9a-f]{7,40}\b/i },
  // A word of 7–40 hex digits with at least one digit and one letter a–f reads as a
  // commit hash. Fenced code blocks are left out of this rule only (they hold example
  // ids such as trace ids); everything else, inline code included, is checked.
  { rule: 'a commit hash', pattern: /\b(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b/ },
];

/**
 * Diary phrases in one Markdown text. Fenced code blocks are checked by every rule but
 * the bare commit-hash one (examples carry ids); nothing else is skipped.
 */
function diaryFindings(text: string): Finding[] {
  const findings: Finding[] = [];
  let fenced = false;
  text.split('\n').forEach((line, i) => {
    if (/^\s*(?:```|~~~)/.test(line)) {
      fenced = !fenced;
      return;
    }
    for (const { rule, pattern } of DIARY_RULES) {
      if (fenced && rule === 'a commit hash') continue;
      const match = pattern.exec(line);
      if (match) findings.push({ line: i + 1, rule, text: match[0] });
    }
  });
  return findings;
}

function docFiles(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name));
  return ['README.md', ...docs];
}

describe('docs describe the product', () => {
  const files = docFiles();

  it('finds the docs', () => {
    expect(files).toContain('README.md');
    expect(files).toContain(join('docs', 'benchmarks.md'));
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files)('%s has at most 600 lines', (file) => {
    const lines = readFileSync(join(ROOT, file), 'utf8').split('\n').length;
    expect(lines).toBeLessThanOrEqual(MAX_LINES);
  });

  it.each(files)('%s holds no diary phrase', (file) => {
    const found = diaryFindings(readFileSync(join(ROOT, file), 'utf8'));
    expect(found.map((f) => `${file}:${f.line} ${f.rule}: ${f.text}`)).toEqual([]);
  });
});

describe('diaryFindings', () => {
  it('catches planted diary lines', () => {
    const planted = [
      'Latest, 2026-11-28, twentieth session: the ratio read 0.57.',
      '**Latest: the two folds (a third machine).** Cross-fitting',
      'Measured with a scratch script on this machine.',
      'Until 2026-11-27 the batches were committed one after the other.',
      'Forwarding raised the ratio from 0.43 (this bench at commit 334b886).',
      'against the redactor of ffae7bd, before these changes',
      'In this session the bench read 0.58.',
      'All met in every run that day.',
      'the 3rd session found it',
      '`9f1c2e7`',
    ];
    for (const line of planted) expect(diaryFindings(line), line).not.toEqual([]);
    const rules = new Set(diaryFindings(planted.join('\n')).map((f) => f.rule));
    for (const rule of ['dated "Latest" block', 'a numbered session', 'scratch work', 'one machine', 'a date']) {
      expect(rules).toContain(rule);
    }
    expect(rules).toContain('a commit');
    expect(rules).toContain('a commit hash');
  });

  it('passes product text, timestamps and ids in examples', () => {
    const product = [
      'A canary shows the new text to 10% of sessions, sticky per session.',
      'The latest LLM judgment wins; `session_id` groups traces of one session.',
      'Forced at the maximum age at the latest, and measured on one machine kind.',
      'Default 1048576 bytes; the OTLP trace id is 32 hex digits.',
      '```json',
      '{ "timestamp": "2026-11-21T10:00:00Z", "trace_id": "9f1c2e7a-0b41-4c55-9a8e-1d2f3a4b5c6d" }',
      '```',
      '"timestamp": "2026-11-21T10:00:00Z" in prose is a timestamp, not a date of writing.',
    ].join('\n');
    expect(diaryFindings(product)).toEqual([]);
  });

  it('still checks dates inside fenced code blocks', () => {
    expect(diaryFindings('```\nLatest, 2026-11-28: 0.57\n```')).not.toEqual([]);
  });
});
