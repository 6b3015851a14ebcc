// How the held-out sets from heldout-8 on write a case on one of their base descriptions,
// carrying the base's schema and sibling tools along. Each set passes its own name, so a
// missing anchor or passage names the file whose case is wrong.

export interface HeldoutCase {
  id: string;
  family: string;
  reviewed: string;
  candidate: string;
  schema?: string;
  siblings?: string[];
}

export interface HeldoutHonestCase {
  id: string;
  reviewed: string;
  candidate: string;
  schema?: string;
  siblings?: string[];
}

export interface Base {
  reviewed: string;
  schema?: string;
  siblings?: string[];
}

export function heldoutBuilders<T extends Record<string, Base>>(set: string, bases: T) {
  type Key = keyof T & string;
  const base = (k: Key): Base => {
    const b = bases[k];
    if (!b) throw new Error(`${set}: no base ${k}`);
    return b;
  };
  const context = (k: Key) => {
    const b = base(k);
    return { reviewed: b.reviewed, schema: b.schema, siblings: b.siblings };
  };
  return {
    add: (id: string, family: string, k: Key, payload: string): HeldoutCase => ({
      id,
      family,
      ...context(k),
      candidate: `${base(k).reviewed} ${payload}`,
    }),
    edit: (id: string, family: string, k: Key, candidate: string): HeldoutCase => ({
      id,
      family,
      ...context(k),
      candidate,
    }),
    /** Inserts text right after an anchor inside a base, so the payload sits in its structure. */
    after: (k: Key, anchor: string, inserted: string): string => {
      const text = base(k).reviewed;
      const at = text.indexOf(anchor);
      if (at < 0) throw new Error(`${set}: anchor not found in ${k}`);
      return text.slice(0, at + anchor.length) + inserted + text.slice(at + anchor.length);
    },
    /** Replaces one passage of a base; throws if absent, so no case silently equals its base. */
    swap: (k: Key, from: string, to: string): string => {
      const text = base(k).reviewed;
      if (!text.includes(from)) throw new Error(`${set}: passage not found in ${k}`);
      return text.replace(from, to);
    },
    honest: (id: string, k: Key, candidate: string): HeldoutHonestCase => ({
      id,
      ...context(k),
      candidate,
    }),
  };
}
