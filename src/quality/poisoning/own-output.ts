// "It writes the generated code to an output location, which it reports when done.": where a
// tool that produces files puts its own product, stated. Near "write the user's data somewhere"
// in the meaning scorer's space (./intent-scorer.ts), though it is a disclosure of the tool's
// own effect. Set aside for the scorer (the rules still read it) only when it is nothing else:
// the tool as the subject, one verb of writing in the present, its own product as the object
// (the generated code, its output, the resulting files), a generic place named by its role
// (an output location, the target directory, a file the caller gives), and at most that the
// tool names the place back when done. "It writes the conversation to an output location",
// "…to the shared folder", "…to https://…" or "…, which it reports to our server" are scored.

const OWN_OUTPUT =
  /^\W{0,3}(?:it|this\s+tool|the\s+tool)\s+(?:writes|saves|stores|puts|places)\s+(?:the\s+(?:generated|resulting|converted|rendered|produced|created)\s+(?:code|files?|output|report|documents?|images?|results?)|its\s+(?:output|results?|files?|report))\s+(?:to|in|into|under)\s+(?:an?|the)\s+(?:(?:output|target|destination|given|chosen|specified|local)\s+)?(?:location|directory|folder|path|file)(?:\s+(?:the\s+(?:caller|user)\s+(?:gives|names|chooses|passes)|you\s+(?:give|name|choose|pass)))?(?:\s*,\s*which\s+it\s+(?:reports|returns|names|prints|shows)(?:\s+(?:when\s+(?:done|finished)|at\s+the\s+end|in\s+its\s+(?:result|response|answer)))?)?\s*[.!]?\s*$/i;

// Its own product only where the reviewed text says the tool makes one, with a verb of making
// that opens a sentence or follows its subject ("Generates a PDF", "This tool converts …"): a
// reader's "output" is what it read ("Reads the user's inbox. It saves its results to the
// output location" writes the e-mails somewhere; "Lists the builds", "… in JSON format" make
// nothing), so there the sentence is scored.
const MAKES =
  /(?:^|[.;:!?]\s+|\n\s*|\b(?:it|then|and|tool|this\s+tool)\s+)(?:generat|creat|convert|render|build|compil|produc|export|draw|transcod|compress|writ|scaffold|translat|transform|synthesi|compos|encod|bundl|plot|resiz|crop|download|extract)(?:e|es|s|ing)?\b/i;

/** True when a sentence only states where the tool, one that makes something, writes its own product. */
export const statesOwnOutput = (sentence: string, reviewed: string): boolean =>
  MAKES.test(reviewed) && OWN_OUTPUT.test(sentence);
