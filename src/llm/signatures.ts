// Signatures live as text in signatures/*.sig so they can be read and reviewed like
// prompts, and are read and parsed with AxSignature.from at each use (a file read is nothing
// beside the LLM call it prepares, and an edited signature takes effect without a restart).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AxSignature } from '@ax-llm/ax';
import { WhetstoneError } from '../errors.ts';

const DIR = fileURLToPath(new URL('../../signatures/', import.meta.url));

export function loadSignature(name: string): AxSignature {
  let text: string;
  try {
    text = readFileSync(`${DIR}${name}.sig`, 'utf8');
  } catch {
    throw new WhetstoneError('config_invalid', `signature file signatures/${name}.sig is missing`);
  }
  try {
    return AxSignature.from(text.replace(/\s*\n\s*/g, ' ').trim());
  } catch (err) {
    throw new WhetstoneError('config_invalid', `signatures/${name}.sig does not parse: ${(err as Error).message}`);
  }
}
