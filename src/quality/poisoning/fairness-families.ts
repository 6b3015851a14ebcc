// Meaning families for heldout-15's misses, each in its own file, read like
// ./consumer-families.ts: on each added sentence (and pair), excused when the reviewed text
// shows them as often.

import { faintTerms } from './faint-terms.ts';
import { launderedAuthority } from './laundered-authority.ts';
import { protectedSteering } from './protected-steering.ts';
import type { SentenceFamily } from './sentence-family.ts';

export const FAIRNESS_FAMILIES: SentenceFamily[] = [
  {
    family: 'discriminatory-steering',
    what: 'steers people by ethnicity, religion, disability or another protected characteristic',
    test: (s) => protectedSteering(s),
  },
  {
    family: 'concealment',
    what: 'sets fees or terms in tiny or faint type',
    test: (s) => faintTerms(s),
  },
  {
    family: 'authority-laundering',
    what: "makes content anyone can write the operator's orders, or has the model do what it asks",
    test: (s) => launderedAuthority(s),
  },
];
