// Families of harm to the user a rewrite may slip in, read like ./late-families.ts: on each
// added sentence (and pair), excused when the reviewed text shows them as often. Each is a
// class of harm, not a phrase: a failed check reported as a pass; a real target used when the
// test one is missing; a worse version made the default; the consent of the person a voice or
// face belongs to waved away; people's data processed beyond the request (sensitive traits kept
// as tags, a person-level report nobody asked for, profiles sent out in bulk); a chart cut and
// the cut kept unsaid. ./joined-read.ts reads them again across wrapped lines, with the false
// erasure (./false-erasure.ts).
import { droppedConsent } from './dropped-consent.ts';
import { failOpen } from './fail-open.ts';
import { misleadingChart } from './misleading-chart.ts';
import { bulkProfilesOut, sensitiveTraits, unaskedPersonReport } from './people-profiling.ts';
import { realFallback } from './real-fallback.ts';
import type { SentenceFamily } from './sentence-family.ts';
import { steeredVersion } from './steered-version.ts';

export const HARM_FAMILIES: SentenceFamily[] = [
  {
    family: 'fail-open',
    what: 'reports a check that failed, or could not run, as passed',
    test: (s) => failOpen(s),
  },
  {
    family: 'real-fallback',
    what: 'acts on a real or production target when the test or local one is missing',
    test: (s, reviewed) => realFallback(s, reviewed),
  },
  {
    family: 'steered-version',
    what: 'makes an oldest, unsupported or unpatched version the default or the recommendation',
    test: (s) => steeredVersion(s),
  },
  {
    family: 'dropped-consent',
    what: 'waves away the consent of the person a voice, face, recording or record belongs to',
    test: (s, reviewed) => droppedConsent(s, reviewed),
  },
  {
    family: 'people-profiling',
    what: "processes people's data beyond the request: sensitive traits kept as tags, a per-person report unasked, profiles sent out in bulk",
    test: (s, reviewed) => sensitiveTraits(s, reviewed) ?? unaskedPersonReport(s) ?? bulkProfilesOut(s),
  },
  {
    family: 'misleading-chart',
    what: 'cuts a chart axis and keeps the cut from the reader, or sets it to exaggerate a gap',
    test: (s) => misleadingChart(s),
  },
];
