/** What an inbound text asks of its number's consent: Twilio's standard keywords, the whole text, any case. */
export type ConsentKeyword = 'opt_out' | 'opt_in' | 'help';

const KEYWORDS: Record<string, ConsentKeyword> = {
  STOP: 'opt_out',
  STOPALL: 'opt_out',
  UNSUBSCRIBE: 'opt_out',
  CANCEL: 'opt_out',
  END: 'opt_out',
  QUIT: 'opt_out',
  REVOKE: 'opt_out',
  OPTOUT: 'opt_out',
  START: 'opt_in',
  UNSTOP: 'opt_in',
  HELP: 'help',
  INFO: 'help',
};

/** The keyword a text is, or null ("Stop by at 3?" is a message, not an opt-out). */
export function consentKeyword(body: string): { keyword: string; meaning: ConsentKeyword } | null {
  const word = body
    .trim()
    .replace(/[.!\s]+$/, '')
    .toUpperCase();
  const meaning = KEYWORDS[word];
  return meaning ? { keyword: word, meaning } : null;
}
