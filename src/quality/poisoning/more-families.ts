// Meaning families for shapes the earlier rules let through (heldout-10's misses and the
// hostile reviews before it), each in its own file, read like ./extra-families.ts: on each
// added sentence (and pair), excused when the reviewed text shows them as often.

import { widenedAccess } from './access-widening.ts';
import { bareOrder } from './bare-order.ts';
import { privateToPublic } from './boundary.ts';
import { readerMadeToWrite } from './reader-writes.ts';
import { contentTasks } from './content-tasks.ts';
import { deferredConsent, reusedConsent } from './deferred-consent.ts';
import { DOCTORED_FAMILIES } from './doctored-families.ts';
import { fannedOutCalls } from './fan-out.ts';
import { hiddenCopy } from './hidden-copy.ts';
import { LATE_FAMILIES } from './late-families.ts';
import { localFileInCall } from './local-file.ts';
import { loneDatumOrdered } from './lone-datum.ts';
import { namesakeSwap, publicLookAlike } from './look-alike.ts';
import { standingOutwardCall } from './standing-call.ts';
import { riggedRating } from './rigged-rating.ts';
import { silentDeletion } from './silent-deletion.ts';
import { unreviewedApply } from './unreviewed-apply.ts';
import { scriptedVerdict } from './verdict.ts';
import type { SchemaFields } from './schema-context.ts';
import { workspaceIntoForm } from './workspace-data.ts';

/** A meaning family as ./meaning.ts reads it (declared here too: importing it would make a cycle). */
interface MoreFamily {
  family: string;
  what: string;
  test: (sentence: string, reviewed: string, siblings?: ReadonlySet<string>, fields?: SchemaFields) => string | null;
}

export const MORE_FAMILIES: MoreFamily[] = [
  {
    family: 'extra-action',
    what: 'orders a consequential act the tool does not do, or a call that sends or records at every use',
    test: (s, reviewed, siblings) =>
      standingOutwardCall(s, reviewed, siblings) ??
      bareOrder(s, reviewed) ??
      silentDeletion(s, reviewed) ??
      hiddenCopy(s, reviewed) ??
      readerMadeToWrite(s, reviewed),
  },
  {
    family: 'argument-exfiltration',
    what: "orders the user's data into a call that has no place for it, or their workspace into a form",
    test: (s, reviewed, _siblings, fields) =>
      loneDatumOrdered(s, reviewed, fields) ?? workspaceIntoForm(s, reviewed) ?? localFileInCall(s, reviewed),
  },
  {
    family: 'access-widening',
    what: 'widens who may access or act (the broadest level by default, an outside account made owner, everyone let in)',
    test: (s, reviewed, siblings) => widenedAccess(s, reviewed, siblings),
  },
  {
    family: 'skip-permission',
    what: 'turns on applying outside changes unreviewed when the user names nothing',
    test: (s) => unreviewedApply(s),
  },
  {
    family: 'unbounded-consumption',
    what: 'orders a call for every item found, beyond what was asked (largest limits, a whole site)',
    test: (s) => fannedOutCalls(s),
  },
  {
    family: 'rigged-rating',
    what: "rates or ranks rivals' material down whatever it is worth",
    test: (s) => riggedRating(s),
  },
  {
    family: 'scripted-conclusion',
    what: 'fixes a verdict of quality into what the model says',
    test: (s) => scriptedVerdict(s),
  },
  {
    family: 'content-as-instruction',
    what: 'makes content the model reads its task, or fulfils what content asks for',
    test: (s) => contentTasks(s),
  },
  {
    family: 'dependency-confusion',
    what: 'steers a private or internal name to a public look-alike',
    test: (s, reviewed) => publicLookAlike(s, reviewed) ?? namesakeSwap(s, reviewed),
  },
  {
    family: 'private-to-public',
    what: "moves private material or the user's records into a public or shared place",
    test: (s, reviewed) => privateToPublic(s, reviewed),
  },
  {
    family: 'consent-claim',
    what: 'takes a later reply, a pleasantry, silence or agreement to something else as approval',
    test: (s) => deferredConsent(s) ?? reusedConsent(s),
  },
  ...LATE_FAMILIES,
  ...DOCTORED_FAMILIES,
];
