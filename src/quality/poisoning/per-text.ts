// A reading of the reviewed text that a family repeats for every window of the candidate: one
// scan of the whole reviewed text per window is quadratic when both are long (a reviewed text
// and a candidate of many sentences, 64 KB each: 6 s). The check reads one reviewed text
// against all its windows, so the answer for the last text read is kept. A cache of one entry,
// keyed by the text itself: it changes no answer, and holds no more than the text at hand.

/** `read`, answering again only when the text differs from the last one it read. */
export function perText<T>(read: (text: string) => T): (text: string) => T {
  let last: string | undefined;
  let value: T;
  return (text) => {
    if (text !== last) {
      value = read(text);
      last = text;
    }
    return value;
  };
}
