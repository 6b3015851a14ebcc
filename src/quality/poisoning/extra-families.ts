// Meaning families kept apart from ./meaning.ts (which is near its size limit), read the
// same way: on each added sentence, excused when the reviewed text shows them as often.

import { contentAsOrders } from './content-orders.ts';
import { reachesOthers } from './enumeration.ts';
import { MORE_FAMILIES } from './more-families.ts';
import { ranksAboveUser } from './hierarchy.ts';
import { packedIntoField } from './packed-field.ts';
import { pipedToNewTool } from './piped-data.ts';
import type { SchemaFields } from './schema-context.ts';
import { switchesOffSafety } from './safety-settings.ts';
import { scriptedConclusion } from './scripted.ts';

/** A meaning family as ./meaning.ts reads it (declared here too: importing it would make a cycle). */
export interface ExtraFamily {
  family: string;
  what: string;
  test: (sentence: string, reviewed: string, siblings?: ReadonlySet<string>, fields?: SchemaFields) => string | null;
}

export const EXTRA_FAMILIES: ExtraFamily[] = [
  {
    family: 'instruction-hierarchy',
    what: 'ranks the tool, its output or its description above the user',
    test: (s) => ranksAboveUser(s),
  },
  {
    family: 'content-as-instruction',
    what: "takes text found in results, pages or markers as the user's requests or orders to carry out",
    test: (s) => contentAsOrders(s),
  },
  {
    family: 'scripted-conclusion',
    what: 'scripts a settled eligibility, approval or verification into the reasoning',
    test: (s) => scriptedConclusion(s),
  },
  {
    family: 'record-enumeration',
    what: "guesses at identifiers or takes another person's record for the user's",
    test: (s) => reachesOthers(s),
  },
  {
    family: 'safety-off',
    what: 'orders a blocklist, allow-list, limit or confirmation emptied or switched off',
    test: (s) => switchesOffSafety(s),
  },
  {
    family: 'solicited-into-field',
    what: 'packs what the user is asked into a parameter that is for something else',
    test: (s, _reviewed, _siblings, fields) => packedIntoField(s, fields),
  },
  {
    family: 'new-destination',
    what: "hands the tool's data to a tool the reviewed text and its server do not name",
    test: (s, reviewed, siblings) => pipedToNewTool(s, reviewed, siblings),
  },
  ...MORE_FAMILIES,
];
