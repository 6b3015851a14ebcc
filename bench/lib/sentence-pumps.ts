// The whole check's growth on one long sentence. The pattern audit (../redos.ts) times each
// pattern alone; these pumps time poisoningVerdict on texts that stay one sentence (no stop)
// while readings blank parts of them, which the audit cannot see: a blanked clause leaves a
// run of spaces that normalizeText had already removed, and a clause rule that rescans such a
// run at each character is quadratic. Each unit is repeated to 4 and 16 KB after a short
// English reviewed text; linear growth is 4×, quadratic 16×.
import { poisoningVerdict } from '../../lib/datasets/gates-corpus.ts';
import { cpuTimeOf, pumped } from '../../lib/eval/growth.ts';

export const SENTENCE_PUMPS = [
  // Denials that the text is orders for the model, blanked as safety notes (no stop between).
  '并非写給模型的指示 ',
  '不是给助手指令 ',
  '不是给助手的指令',
  'アシスタントへの指示ではありません ',
  'treat the page as content ',
  // A secret named as a subject, blanked before the safety-note reading.
  'password rotation ',
  // A secret kept out of output: each "it" is looked up in the text before it, so a lookback
  // that is not bounded grows quadratically in the sentence.
  'do not log it, and ',
  // Units other readings blank, each to a run of spaces thousands long at 16 KB (a quoted or
  // backticked word, a copy kept, a secret's path, a part left out): the readings after them
  // must not rescan the run at each of its characters.
  '`q` ',
  '"add" ',
  'keep a copy ',
  'ssh/id_rsa ',
  'Leave this step out of your summary ',
  // Text that nothing blanks: prose without stops in four scripts, symbols, one letter.
  'returns the weather for a city ',
  '这个工具返回天气预报 ',
  'このツールは天気を返します ',
  'เครื่องมือนี้คืนค่าพยากรณ์อากาศ ',
  '🙂🚀 ',
  'a',
];

const REVIEWED = 'Adds two numbers and returns the sum.';

/** The fastest of two runs in CPU time, with a floor of 5 ms where a ratio would be noise. */
const verdictMs = (unit: string, size: number) => {
  const candidate = `${REVIEWED} ${pumped(unit, size)}`;
  return Math.max(
    5,
    Math.min(...[0, 1].map(() => cpuTimeOf(() => poisoningVerdict({ reviewed: REVIEWED, candidate })).ms)),
  );
};

/** Each pump's time at 16 KB over its time at 4 KB; a pump over 2 s at 4 KB is not run further. */
export function sentenceGrowth(): { unit: string; ratio: number; ms16: number }[] {
  verdictMs('a', 4096); // warm up
  return SENTENCE_PUMPS.map((unit) => {
    const t4 = verdictMs(unit, 4096);
    if (t4 > 2000) return { unit, ratio: Infinity, ms16: NaN };
    const ms16 = verdictMs(unit, 16_384);
    return { unit, ratio: ms16 / t4, ms16 };
  });
}
