"Arbitrate between an MCP tool's description, a direct claim-by-claim check against its code, and a reverse summary of the code written without the description. Decide whether the description is consistent with the code. Inconsistency kinds: unimplemented (a promised behaviour is missing), overclaimed (claims more scope, guarantees or safety than the code gives), misdescribed (says something different from what the code does), ambiguous (too vague to tell what the code does), none. Give each kind a 0-100 score of how sure you are it applies."
toolName:string "the tool's name",
toolDescription:string "the description an agent sees",
claimsChecked:string "the direct check",
codeSummary:string "the reverse summary"
->
unimplementedScore:number "0-100",
overclaimedScore:number "0-100",
misdescribedScore:number "0-100",
ambiguousScore:number "0-100",
verdictReason:string "one or two sentences: which claim and which code fact disagree"
