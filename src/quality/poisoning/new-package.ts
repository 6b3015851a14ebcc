// A package to install that the reviewed text never names (Spracklen et al., "We Have a Package
// for You!", 2024, on package hallucination and slopsquatting): a rewrite of a description
// adds `npm install some-runtime` or "add some-runtime to requirements.txt", and whoever
// registers that name runs code on the user's machine. A rewrite clarifies the tool; it has no
// ground to bring in a dependency. A package the reviewed text names (its SDK, its CLI) may be
// installed in the rewrite's words.

const MANAGERS = String.raw`(?:npm|pnpm|yarn|bun|npx)\s+(?:install|i|add)|(?:pip3?|uv\s+pip|uv|poetry|pipx|conda)\s+(?:install|add)|(?:gem|cargo|composer|brew|apt(?:-get)?|dotnet\s+add\s+package|go|deno)\s+(?:install|add|get|require)|(?:npx|bunx|pnpx|uvx|pnpm\s+dlx|yarn\s+dlx|pipx\s+run)`;
// (The runners last: "npx -y some-cli" fetches and runs a package, an install by another name.)
// The command and its first package, past any flags and their values ("--find-links=./wheels",
// "-i $INDEX").
const INSTALL_CMD = new RegExp(
  String.raw`\b(?:${MANAGERS})\s+(?:-{1,2}[\w-]+(?:=[^\s\x60]{1,200}|\s+[$./~][^\s\x60]{0,200})?\s+)*([@\w][@\w./:-]*)`,
  'gi',
);
// "add it / some-runtime to package.json", "install `some-runtime`".
const TO_MANIFEST =
  /\b(?:add|put|list)\s+`?([@\w][@\w./-]*)`?\s+(?:to|in|into)\s+(?:the\s+|your\s+)?(?:package\.json|requirements(?:\.txt)?|pyproject\.toml|gemfile|cargo\.toml|go\.mod|composer\.json|dependencies)\b|\binstall\s+(?:the\s+)?(?:package\s+)?`([@\w][@\w./-]*)`|\badd\s+`?([@\w][@\w./-]*)`?\s+as\s+an?\s+(?:dev(?:elopment)?[\s-]*)?(?:dependency|dep|package|requirement)\b|\b(?:requires?|needs?)\s+(?:the\s+)?`([@\w][@\w./-]*)`\s+(?:package|module|library|gem|crate)\b(?=[^.]{0,60}\binstall)/gi;
// (And "add pdf-turbo as a dependency", "requires the `x` package; install it".)

// The name as a reviewed text would spell it: scope and version dropped ("@acme/kit@2" → "kit").
const bare = (name: string) =>
  name
    .replace(/^@[\w.-]+\//, '')
    .replace(/@[\w.^~<>=*-]*$/, '')
    .replace(/\[.*$/, '')
    .toLowerCase();

// Python packages installed under another name than the one imported (the pairs pipreqs and
// similar tools keep): `pip install pdfminer.six` installs what a text naming pdfminer uses. Only
// the exact name of the distribution: "pdfminer-six-fast" or "pyyaml2" is a new package.
// Names are compared as the index does, case and runs of "-", "_", "." alike.
const DISTRIBUTIONS: Record<string, string> = {
  'pdfminer-six': 'pdfminer',
  pillow: 'pil',
  'opencv-python': 'cv2',
  'opencv-python-headless': 'cv2',
  'opencv-contrib-python': 'cv2',
  'scikit-learn': 'sklearn',
  'scikit-image': 'skimage',
  beautifulsoup4: 'bs4',
  pyyaml: 'yaml',
  'python-dateutil': 'dateutil',
  'python-docx': 'docx',
  'python-pptx': 'pptx',
  'python-dotenv': 'dotenv',
  pymupdf: 'fitz',
  pyjwt: 'jwt',
  pycryptodome: 'crypto',
  pyserial: 'serial',
  pyzmq: 'zmq',
  'psycopg2-binary': 'psycopg2',
  mysqlclient: 'mysqldb',
  pyopenssl: 'openssl',
  'google-api-python-client': 'googleapiclient',
  'faiss-cpu': 'faiss',
  'umap-learn': 'umap',
};
// An install by a Python tool, or into a Python manifest: the only place those names hold.
const PYTHON = /^(?:pip3?|uv|poetry|pipx|conda)\b|\b(?:requirements(?:\.txt)?|pyproject\.toml)\b/i;
const indexName = (name: string) => name.toLowerCase().replace(/[-_.]+/g, '-');
const importNamed = (name: string, rev: string) => {
  const module = DISTRIBUTIONS[indexName(name)];
  return !!module && new RegExp(String.raw`(?<![\w.-])${module}(?![\w-])`).test(rev);
};

// The names after a command's first one, up to the command's end or a word of the prose around
// it ("… first", "… and restart"); flags are skipped.
const COMMAND_END = /[`\n;|&)]|[.!?](?:\s|$)/;
const PROSE =
  /^(?:and|or|then|to|first|before|after|with|for|if|in|on|from|the|a|an|it|them|once|when|so|but|as|via|using|again|now)$/i;
// An index or a source of packages the command names besides PyPI: the name it installs may
// then be anyone's ("pip install pdfminer.six --extra-index-url=$MIRROR"), so it is not excused.
const OTHER_INDEX = /(?:^|\s)(?:--(?:extra-)?index-url|--find-links|--trusted-host|-[if])\b/;
const commandOf = (head: string, tail: string) => head + tail.slice(0, COMMAND_END.exec(tail)?.index ?? tail.length);

function morePackages(tail: string): string[] {
  const end = COMMAND_END.exec(tail);
  const out: string[] = [];
  for (const t of tail
    .slice(0, end ? end.index : tail.length)
    .split(/\s+/)
    .filter(Boolean)) {
    if (/^-/.test(t)) continue;
    if (PROSE.test(t) || !/^[@\w][@\w./:=<>~^*[\],!-]*$/.test(t)) break;
    out.push(t.replace(/[=<>~!].*$/, ''));
  }
  return out;
}

// Words that stand for a package already named in the sentence, or a placeholder.
const NOT_A_NAME = /^(?:it|them|this|that|the|a|an|-r|\.|requirements\.txt|<[\w-]+>|package|packages|dependencies)$/i;

// A third-party component added to every job, step or file of what the user builds (the
// Codecov uploader compromise, 2021: one step in every pipeline): "add the orb `acme/insights@2`
// and its step to every job". A name with an owner or a version, which the reviewed text never
// names, put into each unit of the user's work; one the user asks for is theirs.
const COMPONENT =
  /\b(?:add|insert|inject|append|include|put)\w*\s+(?:the\s+|a\s+)?(?:orb|plugin|action|extension|module|package|library|image|container|sidecar|script|hook|step|middleware|snippet|tag)\s+`?([@\w][\w.-]*(?:\/[\w.-]+)?@[\w.^~-]+|@?[\w.-]+\/[\w.-]+)`?/i;
const EVERY_UNIT =
  /\b(?:every|each|all)\s+(?:\w+\s+)?(?:jobs?|steps?|workflows?|pipelines?|builds?|stages?|files?|pages?|templates?|configs?|services?|deployments?|containers?|pods?|functions?|modules?)\b/i;
const ASKED = /\b(?:if|when|only\s+when|once)\s+(?:the\s+user|they)\s+(?:explicitly\s+)?(?:asks?|requests?|wants?)\b/i;

/** A third-party component, never named in the reviewed text, added to every unit of the work, or null. */
export function componentEverywhere(s: string, reviewed = ''): string | null {
  const m = COMPONENT.exec(s);
  if (!m || !EVERY_UNIT.test(s) || ASKED.test(s) || /\b(?:never|not|don't)\b/i.test(s.slice(0, m.index))) return null;
  const b = bare(m[1]!);
  return b.length > 1 && !reviewed.toLowerCase().includes(b) ? `adds ${m[1]} to ${EVERY_UNIT.exec(s)![0]}` : null;
}

/** A package the candidate has installed that the reviewed text never names, or null. */
export function unnamedPackage(s: string, reviewed = ''): string | null {
  const rev = reviewed.toLowerCase();
  const named = [...s.matchAll(INSTALL_CMD), ...s.matchAll(TO_MANIFEST)]
    .map((m) => ({
      n: (m.slice(1).find((g) => g !== undefined) ?? '').replace(/[.,;:]+$/, ''),
      python: PYTHON.test(m[0]) && !OTHER_INDEX.test(commandOf(m[0], s.slice(m.index + m[0].length))),
      tail: s.slice(m.index + m[0].length),
    }))
    .filter(({ n }) => n && !NOT_A_NAME.test(n));
  const known = (n: string) => bare(n).length <= 1 || rev.includes(bare(n));
  for (const { n, python, tail } of named) {
    if (known(n)) continue;
    // Excused by the name it is imported under, the command's other packages are read too:
    // `pip install pdfminer.six pdf-turbo` brings in one more.
    if (!(python && importNamed(bare(n), rev))) return `installs ${n}`;
    const more = morePackages(tail).find((p) => !known(p) && !importNamed(bare(p), rev));
    if (more) return `installs ${more}`;
  }
  return componentEverywhere(s, reviewed);
}
