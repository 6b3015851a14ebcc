// Meaning families for heldout-11's misses, each in its own file, read like
// ./more-families.ts: on each added sentence (and pair), excused when the reviewed text
// shows them as often. The reversed limit is the disclosure gate's (./reversed-limit.ts).

import { authorityUpdate } from './authority-update.ts';
import { confinementEscape } from './confinement-escape.ts';
import { CONSUMER_FAMILIES } from './consumer-families.ts';
import { covertChannel } from './covert-channel.ts';
import { FAIRNESS_FAMILIES } from './fairness-families.ts';
import { HARM_FAMILIES } from './harm-families.ts';
import { harmfulAdvice } from './harmful-advice.ts';
import { INTEGRITY_FAMILIES } from './integrity-families.ts';
import { OVERSIGHT_FAMILIES } from './oversight-families.ts';
import { RECORD_FAMILIES } from './record-families.ts';
import { unsupportedClaim } from './told-outcome.ts';
import { unsafeSink } from './unsafe-sink.ts';
import type { SentenceFamily } from './sentence-family.ts';

export const LATE_FAMILIES: SentenceFamily[] = [
  {
    family: 'unsafe-code',
    what: 'steers code to an unsafe sink (raw HTML, eval, a shell string, SQL by concatenation, TLS checks off)',
    test: (s) => unsafeSink(s),
  },
  {
    family: 'false-authority',
    what: 'announces that an authority withdrew advice or now recommends something for all, or keeps earlier advice from the user',
    test: (s) => authorityUpdate(s),
  },
  {
    family: 'confinement-escape',
    what: 'offers a way out of the allowed folders (a link, a shared prefix, climbing up)',
    test: (s) => confinementEscape(s),
  },
  {
    family: 'covert-channel',
    what: "hides the user's data where nobody looks (pixels, low bits, invisible characters)",
    test: (s) => covertChannel(s),
  },
  {
    family: 'harmful-advice',
    what: 'advises the user to weaken their own security: a protection off, a secret handed over, control given away',
    test: (s) => harmfulAdvice(s),
  },
  {
    family: 'unsupported-claim',
    what: 'tells the user an outcome as fact (done, safe, reversible, free) that no result supports',
    test: (s) => unsupportedClaim(s),
  },
  ...CONSUMER_FAMILIES,
  ...FAIRNESS_FAMILIES,
  ...INTEGRITY_FAMILIES,
  ...RECORD_FAMILIES,
  ...OVERSIGHT_FAMILIES,
  ...HARM_FAMILIES,
];
