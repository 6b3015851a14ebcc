// Value parsers the settings share: lists, JSON arrays and objects, RE2 patterns. Each adds
// a zod issue naming what was expected, so an invalid value fails where config is resolved.
import { createRequire } from 'node:module';
import { z } from 'zod';

// re2js (260 kB) loads only when a pattern is configured: every command resolves config.
const loadRe2 = (): typeof import('re2js') => createRequire(import.meta.url)('re2js');

// List settings are split here, once, so every use gets an array.
export function splitList(s: string): string[] {
  return s.split(',');
}

export function parseJsonArray(s: string, ctx: z.RefinementCtx): string[] {
  try {
    const v: unknown = JSON.parse(s);
    if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v;
  } catch {
    // reported below
  }
  ctx.addIssue({
    code: 'custom',
    message: 'must be a JSON array of regular-expression strings, e.g. ["ACME-[0-9]{8}"]',
  });
  return z.NEVER;
}

// A JSON object setting: given as JSON text (environment) or as an object (config file).
export function parseJsonObject<T>(raw: unknown, ctx: z.RefinementCtx, schema: z.ZodType<T>, message: string): T {
  return parseJsonValue(raw, ctx, schema, message);
}

// A JSON setting of any shape: JSON text (environment) or the value itself (config file).
export function parseJsonValue<T>(raw: unknown, ctx: z.RefinementCtx, schema: z.ZodType<T>, message: string): T {
  let v: unknown = raw;
  if (typeof raw === 'string') {
    try {
      v = JSON.parse(raw);
    } catch {
      v = undefined;
    }
  }
  const r = schema.safeParse(v);
  if (r.success) return r.data;
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

export function isValidRegex(p: string): boolean {
  try {
    loadRe2().RE2JS.compile(p);
    return true;
  } catch {
    return false;
  }
}
