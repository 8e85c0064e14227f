/**
 * Passphrases too well known to protect anything, checked after zxcvbn (password-policy.ts):
 * its lists hold single passwords and words, not the phrases every guessing list tries first.
 * Compared as letters and digits only, lower-cased, with the usual look-alike digits and
 * symbols read as letters (`tr0ub4dor&3` is troubadore), so punctuation and spacing do not
 * hide one.
 */
const KNOWN_PHRASES = [
  // xkcd 936, the most quoted passphrases there are
  "correct horse battery staple",
  "troubador",
  "troubadour",
  // pangrams, proverbs and lines everyone knows
  "the quick brown fox jumps over the lazy dog",
  "to be or not to be",
  "may the force be with you",
  "i love you",
  "let me in",
  "open sesame",
  "hello world",
  "all your base are belong to us",
  "never gonna give you up",
  "you shall not pass",
  "winter is coming",
  "the cake is a lie",
  "live laugh love",
  "carpe diem",
];

const LOOK_ALIKES: Readonly<Record<string, string>> = {
  "0": "o",
  "1": "l",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
  "!": "i",
};

/** Letters and digits, lower-cased, look-alikes read as letters when `readLookAlikes`. */
function bare(text: string, readLookAlikes: boolean): string {
  const lower = text.toLowerCase();
  const read = readLookAlikes ? lower.replace(/[013457@$!]/g, (ch) => LOOK_ALIKES[ch]!) : lower;
  return read.replace(/[^\p{L}\p{M}\p{N}]+/gu, "");
}

const PHRASES = KNOWN_PHRASES.map((phrase) => bare(phrase, false));

const SEASONS = "spring|summer|autumn|fall|winter|monsoon|rainy|dry|christmas|newyear";
const MONTHS =
  "january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec";
/** A season or month beside a year, with at most a few characters more: Summer2026!!, 2026winter. */
const SEASON_YEAR = new RegExp(
  `^(?:(?:${SEASONS}|${MONTHS})(?:19|20)?\\d\\d|(?:19|20)?\\d\\d(?:${SEASONS}|${MONTHS}))$`,
);
/** How many characters besides the season and the year still leave it that pattern. */
const SEASON_YEAR_SLACK = 3;

/** Whether a password is a well-known phrase, or built on one, or a season-and-year. */
export function isKnownPhrase(password: string): boolean {
  const letters = bare(password, true);
  const plain = bare(password, false);
  if (PHRASES.some((phrase) => letters.includes(phrase) || plain.includes(phrase))) return true;
  for (let cut = 0; cut <= SEASON_YEAR_SLACK; cut++) {
    for (let start = 0; start <= cut; start++) {
      if (SEASON_YEAR.test(plain.slice(start, plain.length - (cut - start)))) return true;
    }
  }
  return false;
}
