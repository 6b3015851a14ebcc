// Which script a description is mostly written in. Agents are usually prompted in
// English; a description in another language is worth flagging in review.

export type Language = 'en' | 'zh' | 'ja' | 'ko' | 'ru' | 'other' | 'unknown';

export function detectLanguage(text: string): Language {
  let latin = 0;
  let han = 0;
  let kana = 0;
  let hangul = 0;
  let cyrillic = 0;
  let other = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) latin++;
    else if (c >= 0x4e00 && c <= 0x9fff) han++;
    else if (c >= 0x3040 && c <= 0x30ff) kana++;
    else if (c >= 0xac00 && c <= 0xd7af) hangul++;
    else if (c >= 0x0400 && c <= 0x04ff) cyrillic++;
    else if (c > 0x24f && /\p{L}/u.test(ch)) other++;
  }
  // One CJK character carries about as much as a short word of Latin letters.
  const weights: [Language, number][] = [
    ['en', latin],
    ['zh', han * 2.5],
    ['ja', kana * 2.5],
    ['ko', hangul * 2.5],
    ['ru', cyrillic],
    ['other', other],
  ];
  const total = weights.reduce((n, [, w]) => n + w, 0);
  if (total === 0) return 'unknown';
  weights.sort((a, b) => b[1] - a[1]);
  const [top] = weights[0]!;
  if (top === 'en' && kana === 0 && han === 0) return 'en';
  if (top === 'zh' && kana > 0) return 'ja';
  return top;
}
