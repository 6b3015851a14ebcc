// Quoted text in a description ("Typical requests: "…"", a quoted error) is someone else's
// words — a user's request, a server's message — not what the tool says of itself, so the
// disclosure and claim checks of code facts read a text without it.
export function withoutQuotes(text: string): string {
  return text.replace(/"[^"\n]*"|“[^”\n]*”/g, ' ');
}
