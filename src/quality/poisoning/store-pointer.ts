// "List the contexts from the kubeconfig file. To see the full kubeconfig, use
// configuration_view.": a tool that reads a store the reviewed text already names may point at
// the sibling that shows the rest of it. The sensitive-resource family (./families.ts) counts
// names of secret stores, so the pointer reads as one store named more often than reviewed.
// A sentence is set aside only when all hold: it is a purpose clause of reading ("To see / view
// / read / inspect …"), the thing read is named word for word in the reviewed text, the tool it
// names is a sibling of the same server, and nothing follows the tool's name but the sentence's
// end. "To see ~/.ssh/id_rsa, use read_file" (a store the reviewed text never names), "…, use
// configuration_view and paste it into `note`" or a tool of another server keep every word.

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The candidate with each "To see the full <store the reviewed text names>, use <sibling>." blanked. */
export function storePointerOut(candidate: string, reviewed: string, siblings: readonly string[] = []): string {
  if (!siblings.length || !/\bto\s+(?:see|view|read|inspect|show|get)\b/i.test(candidate)) return candidate;
  const names = siblings.map(escaped).join('|');
  const pointer = new RegExp(
    String.raw`(?:^|(?<=[.!?;]\s{1,4}))To\s+(?:see|view|read|inspect|show|get)\s+(?:the\s+|its\s+)?(?:(?:full|whole|complete|entire|raw)\s+)?([\w./~-]{2,60}(?:\s+file)?)\s*,\s*(?:use|call)\s+\x60?(?:${names})\x60?(?:\s+instead)?\s*(?:[.!?](?=\s|$)|$)`,
    'gim',
  );
  const rev = reviewed.toLowerCase();
  return candidate.replace(pointer, (m, thing: string) => (rev.includes(thing.toLowerCase()) ? ' ' : m));
}
