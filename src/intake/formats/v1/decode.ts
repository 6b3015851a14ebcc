// Whetstone's own trace format v1 as message bytes (docs/traces.md): JSON text of one trace.
// The text's limits (size, UTF-8, nesting depth, NUL escapes) are checked before it is
// parsed; the parsed value goes to the core's validation and redaction. Pure: no I/O, so
// the Kafka consumer, file ingest and DLQ replay share it exactly.
import { TooSlowError } from '../../../privacy/redact.ts';
import { decodeParsedTrace, type Decoded, type DecodeOptions } from '../../core/decode.ts';
import { notJsonError } from '../../core/dead-letter.ts';
import { jsonDepth, mayNestDeeper } from '../../core/json-depth.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });

export function decodeTrace(
  value: Uint8Array | null,
  source: string,
  opts: DecodeOptions,
  redactions: Map<string, number>,
): Decoded {
  const started = performance.now();
  try {
    return decodeWithin(value, source, opts, redactions, opts.timeBudgetMs ? started + opts.timeBudgetMs : undefined);
  } catch (err) {
    if (err instanceof TooSlowError) return { ok: false, reason: 'too_slow', error: err.message };
    throw err;
  }
}

function decodeWithin(
  value: Uint8Array | null,
  source: string,
  opts: DecodeOptions,
  redactions: Map<string, number>,
  deadline: number | undefined,
): Decoded {
  const overdue = () => {
    if (deadline !== undefined && performance.now() > deadline) throw new TooSlowError(opts.timeBudgetMs ?? 0);
  };
  if (!value || value.length === 0) return { ok: false, reason: 'empty', error: 'the message has no value' };
  if (value.length > opts.maxBytes) {
    return {
      ok: false,
      reason: 'oversize',
      error: `${value.length} bytes, over the limit of ${opts.maxBytes} (WHETSTONE_MAX_TRACE_BYTES)`,
    };
  }
  let text: string;
  try {
    text = utf8.decode(value);
  } catch {
    return { ok: false, reason: 'undecodable', error: 'the value is not valid UTF-8' };
  }
  const depth = mayNestDeeper(text, opts.maxDepth) ? jsonDepth(text) : 0;
  if (depth > opts.maxDepth)
    return { ok: false, reason: 'too_deep', error: `JSON nested ${depth} deep, over the limit of ${opts.maxDepth}` };
  if (hasNulEscape(text)) {
    // PostgreSQL text and jsonb cannot hold U+0000; storing it would fail the whole batch.
    return {
      ok: false,
      reason: 'invalid',
      error: 'a string contains the NUL character (\\u0000), which cannot be stored',
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { ok: false, reason: 'not_json', error: notJsonError(err) };
  }
  overdue();
  return decodeParsedTrace(json, source, opts, redactions, deadline);
}

/** True when the JSON text has a \u0000 escape (an odd run of backslashes before "u0000"). */
function hasNulEscape(text: string): boolean {
  let i = text.indexOf('u0000');
  while (i !== -1) {
    let slashes = 0;
    for (let j = i - 1; j >= 0 && text.charCodeAt(j) === 92; j--) slashes++;
    if (slashes % 2 === 1) return true;
    i = text.indexOf('u0000', i + 1);
  }
  return false;
}
