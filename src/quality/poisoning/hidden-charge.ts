// A charge kept out of what the model tells the user (FTC junk-fee rule; drip pricing): "the
// cover is added at checkout, so it stays out of the prices you quote". An honest tool states
// what its prices exclude as a fact of the data ("prices exclude taxes; `total` has them");
// it does not tell the model to leave a charge out of the price it gives. Read as an exclusion
// aimed at the model's own quote, or a quote ordered without a charge, in a few languages.

// Left out of the price, total or quote the model gives ("you quote", "you give the user").
const OUT_OF_QUOTE =
  /\b(?:out\s+of|outside|excluded\s+from|exclude\w*\s+(?:it\s+|them\s+)?from|left\s+out\s+of|leave\s+(?:it|them|\w+)\s+out\s+of|not\s+(?:be\s+)?(?:included|shown|mentioned|added|counted)\s+in|omit\w*\s+(?:it\s+|them\s+)?from|keep\s+(?:it|them|\w+)\s+out\s+of)\s+(?:the\s+|any\s+|your\s+)?(?:prices?|totals?|quotes?|amounts?|costs?|rates?|figures?)\s+(?:that\s+)?(?:you|the\s+(?:assistant|model|ai|agent))\s+(?:\w+\s+)?(?:quote|give|show|state|tell|mention|present|report|display|cite)/i;
// An order to quote a price without a charge: "Quote the nightly rate without the service fee".
const QUOTE_WITHOUT =
  /(?:^|[.;:]\s*)(?:quote|give|show|state|tell\s+(?:them|the\s+user)|present|report|display)\s+(?:the\s+|a\s+|only\s+the\s+)?(?:[\w-]{1,64}\s+){0,2}?(?:prices?|totals?|rates?|costs?|amounts?)\s+(?:without|excluding|minus|before|leaving\s+out)\s+(?:the\s+|any\s+)?(?:[\w-]{1,64}\s+){0,2}?(?:fees?|charges?|surcharges?|cover|insurance|add-ons?|extras?|commissions?|levies|levy)\b/i;
// The same in other languages: a charge kept out of the price the model gives.
const OTHER =
  /不(?:要|必|需)?(?:计入|算入|包含|包括|列入|写入|显示|提及|告知)[^。；\n]{0,12}(?:报价|价格|总价)|(?:报价|价格|总价)[^。；\n]{0,10}不(?:要|必|需)?(?:计入|算入|包含|包括|列入|显示|提及)|\bno\s+(?:incluyas|incluir|sumes|menciones)\s+[^.;\n]{0,40}\b(?:precio|total|tarifa)s?\b|\bn'inclu(?:s|ez)\s+pas\s+[^.;\n]{0,40}\b(?:prix|total|tarif)|\bnicht\s+in\s+(?:den|die|dem)\s+(?:preis|gesamtpreis|angebot)\w*\s+(?:\w+\s+)?(?:einrechnen|aufnehmen|nennen|angeben)|\bnão\s+(?:inclua|incluir|mencione)\s+[^.;\n]{0,40}\b(?:preço|total|tarifa)s?\b/iu;

/** The exclusion of a charge from the model's own quote, or null. */
export function hiddenCharge(s: string): string | null {
  return (
    OUT_OF_QUOTE.exec(s)?.[0] ?? QUOTE_WITHOUT.exec(s)?.[0]?.replace(/^[.;:]\s*/, '') ?? OTHER.exec(s)?.[0] ?? null
  );
}
