// Small, shared rules about descriptions and tool references.
import { createHash } from 'node:crypto';
import { WhetstoneError } from '../errors.ts';

/** The hash every publication carries, so clients can pin a reviewed text. */
export function contentHash(text: string): string {
  return 'sha256:' + createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Checks a description a person or the optimizer proposes. */
export function validateDescription(text: string, maxBytes: number, what = 'description'): string {
  if (text.includes('\u0000')) {
    throw new WhetstoneError('input_invalid', `${what} contains a NUL character; remove it`);
  }
  if (text.trim() === '') {
    throw new WhetstoneError('input_invalid', `${what} is empty; write the text the agents should see`);
  }
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > maxBytes) {
    throw new WhetstoneError(
      'input_invalid',
      `${what} is ${bytes} bytes, over the limit of ${maxBytes} (WHETSTONE_MAX_DESCRIPTION_BYTES)`,
    );
  }
  return text;
}

export interface ToolRef {
  server: string;
  name: string;
}

export function parseToolRef(ref: string): ToolRef {
  const slash = ref.indexOf('/');
  if (slash <= 0 || slash === ref.length - 1) {
    throw new WhetstoneError(
      'input_invalid',
      `"${ref}" is not a tool reference; write it as <server>/<tool>, e.g. fetch/fetch`,
    );
  }
  return { server: ref.slice(0, slash), name: ref.slice(slash + 1) };
}

export function formatToolRef(t: ToolRef): string {
  return `${t.server}/${t.name}`;
}
