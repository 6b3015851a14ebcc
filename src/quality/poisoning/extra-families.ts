// Meaning families kept apart from ./meaning.ts (which is near its size limit), read the
// same way: on each added sentence, excused when the reviewed text shows them as often.

import { ranksAboveUser } from './hierarchy.ts';
import type { MeaningFamily } from './meaning.ts';

export const EXTRA_FAMILIES: MeaningFamily[] = [
  {
    family: 'instruction-hierarchy',
    what: 'ranks the tool, its output or its description above the user',
    test: (s) => ranksAboveUser(s),
  },
];
