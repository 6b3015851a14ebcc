// Quoted text in a description ("Typical requests: "…"", a quoted error) is someone else's
// words — a user's request, a server's message — not what the tool says of itself, so the
// disclosure and claim checks of code facts read a text without it.
/**
 * One quoted span on one line, straight or curly quotes. A curly span opens at its last
 * opening quote: read from each of a line of unclosed “ to the line's end, it was quadratic.
 */
export const QUOTED_SPAN = /"[^"\n]*"|“[^“”\n]*”/g;

export function withoutQuotes(text: string): string {
  return text.replace(QUOTED_SPAN, ' ');
}
