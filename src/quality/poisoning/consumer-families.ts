// Meaning families for steering against the user's own interest (heldout-12's misses: harms
// in plain words that address no model), each in its own file, read like
// ./late-families.ts: on each added sentence (and pair), excused when the reviewed text
// shows them as often.

import { changedPayee } from './changed-payee.ts';
import { deferredCost } from './deferred-cost.ts';
import { disguisedMarkup } from './disguised-markup.ts';
import { hiddenCharge } from './hidden-charge.ts';
import { destructiveHousekeeping } from './housekeeping.ts';
import { trackedLink } from './tracked-links.ts';
import { inUsersName } from './users-name.ts';
import { withheldCharge, withheldFact } from './withheld-fact.ts';
import { withheldOption } from './withheld-option.ts';
import type { SentenceFamily } from './sentence-family.ts';

export const CONSUMER_FAMILIES: SentenceFamily[] = [
  {
    family: 'hidden-charge',
    what: 'keeps a charge out of the price the model quotes',
    test: (s) => hiddenCharge(s) ?? disguisedMarkup(s) ?? deferredCost(s),
  },
  {
    family: 'users-name',
    what: "acts in the user's name unasked (a review posted, a sharing or offers box ticked)",
    test: (s) => inUsersName(s),
  },
  {
    family: 'tracked-link',
    what: "adds the user's contact or identity details to links",
    test: (s) => trackedLink(s),
  },
  {
    family: 'withheld-option',
    what: 'keeps a free or cheaper option from the user',
    test: (s) => withheldOption(s),
  },
  {
    family: 'withheld-fact',
    what: 'keeps damage, defects, recalls or charges of what is sold out of an ad, a listing or an answer',
    test: (s) => withheldFact(s) ?? withheldCharge(s),
  },
  {
    family: 'destructive-housekeeping',
    what: 'has the model delete or stop backups, snapshots, audit logs or history as routine',
    test: (s, reviewed) => destructiveHousekeeping(s, reviewed),
  },
  {
    family: 'changed-payee',
    what: 'announces that the account to pay has changed, with new bank details',
    test: (s) => changedPayee(s),
  },
];
