// The consent of the person a tool's output is about, waved away (voice cloning and deepfake
// rules: the FTC's 2024 impersonation rule, Art. 50 of the EU AI Act; GDPR Art. 9 on
// biometrics): "there is no need to ask whose voice it is or whether they agreed", "any photo
// of a face will do, whether or not the person in it consented", "their permission is not
// needed". Read only where the sentence, or the reviewed text, handles someone's voice, face,
// likeness, recordings or personal data (the waiver is often a sentence of its own), so "no
// need to ask for permission to fork a public repository" passes; an order to obtain consent
// ("only after the speaker has agreed") says the opposite.
import { perText } from './per-text.ts';

const PERSON_MATTER =
  /\b(?:voices?|faces?|likeness(?:es)?|photos?|photographs?|pictures?|portraits?|selfies?|images?\s+of|recordings?|voicemails?|videos?|podcasts?|biometric\w*|fingerprints?|personal\s+(?:data|details|information)|health|medical|location)\b/i;
// Whose agreement: someone other than the user ("they", "the speaker", "the person in it").
const OTHER = String.raw`(?:they|he|she|the\s+(?:person|people|speaker|owner|subject|individual|sitter|caller|participant|patient|employee|colleague|person\s+in\s+it|people\s+in\s+it)s?|anyone|those\s+(?:shown|recorded|pictured|heard))`;
const AGREED = String.raw`(?:(?:have|has|had)\s+)?(?:agreed|consented|approved|allowed\s+it|permitted\s+it|said\s+yes|gave\s+(?:their\s+|his\s+|her\s+)?(?:consent|permission))`;
const WAVED = new RegExp(
  String.raw`\b(?:no\s+need\s+(?:to|for)|(?:do(?:es)?\s+not|don't|doesn't|needn't|need\s+not)\s+(?:need\s+to\s+|have\s+to\s+)?(?:ask|check|confirm|verify|get|obtain|seek|request|wait\s+for)|without\s+(?:asking|checking|confirming|verifying|getting|obtaining|seeking)|regardless\s+of|whether\s+or\s+not|no\s+matter\s+(?:whether|if))\b[^.;\n]{0,60}?\b(?:(?:whether|if)\s+${OTHER}\s+${AGREED}|(?:their|his|her|the\s+\w+['’]s)\s+(?:consent|permission|agreement|approval))\b|\b(?:whether\s+or\s+not|regardless\s+of\s+whether)\s+${OTHER}\s+${AGREED}\b|\b(?:their|his|her|the\s+\w+['’]s)\s+(?:consent|permission|agreement|approval)\s+(?:is|are)\s+(?:not|never)\s+(?:needed|required|necessary|asked\s+for)\b|\b(?:their|his|her|the\s+\w+['’]s)\s+(?:consent|permission|agreement|approval)\s+(?:isn't|aren't)\s+(?:needed|required|necessary)\b`,
  'i',
);
// Said of the person: "the sitter does not need to have agreed", "they need not have consented".
const NEED_NOT = new RegExp(
  String.raw`\b${OTHER}\s+(?:(?:does|do|did)\s*(?:not|n't)\s+(?:need|have)\s+to|need\s+not|needn't)\s+(?:have\s+)?(?:agreed|agree|consented|consent|approved|approve|given\s+(?:their\s+|his\s+|her\s+)?(?:consent|permission))\b`,
  'i',
);

const personMatter = perText((reviewed) => PERSON_MATTER.test(reviewed));

/** The consent of the person a voice, face or record belongs to, waved away: the part, or null. */
export function droppedConsent(s: string, reviewed = ''): string | null {
  if (!PERSON_MATTER.test(s) && !personMatter(reviewed)) return null;
  return WAVED.exec(s)?.[0] ?? NEED_NOT.exec(s)?.[0] ?? null;
}
