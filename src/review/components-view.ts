// A version as the reviewer reads it beside its text: its components (what it does and
// returns, when to use it, when not and its limits, parameters, examples) with the tokens
// each costs an agent's context, and the whole text's tokens (the unit the length gate and
// a token budget count). Stored components where the version has them; versions written
// before they were stored are parsed from the text by the same rule (catalog/components.ts).
import { COMPONENT_KEYS, type ComponentKey, parseComponents, schemaParamNames } from '../catalog/components.ts';
import { countTokens } from '../tokens.ts';

export interface ComponentView {
  key: ComponentKey;
  text: string;
  tokens: number;
}

export interface TextSize {
  /** Tokens of the served text (o200k_base). */
  tokens: number;
  /** Each present component, in the served order, with its tokens. */
  components: ComponentView[];
}

export function textSize(
  text: string,
  stored: Record<string, string> | null | undefined,
  schema?: Record<string, unknown>,
): TextSize {
  const c = stored ?? parseComponents(text, schemaParamNames(schema));
  const components = COMPONENT_KEYS.flatMap((key) => {
    const part = (c as Record<string, string | undefined>)[key]?.trim();
    return part ? [{ key, text: part, tokens: countTokens(part) }] : [];
  });
  return { tokens: countTokens(text), components };
}
