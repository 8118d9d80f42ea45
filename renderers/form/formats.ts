// The input formats (SPEC §5): what an input keeps of what was typed or pasted, and how it
// shows it. The form holds the kept value (digits for a phone); the input shows the display.
import type { Formatters } from '../services';
import { limitLength } from '../text';

export type InputFormat = 'text' | 'digits' | 'phone' | 'card' | 'code';

export const PHONE_DIGITS = 11;

/** The keypad each format asks for. */
const inputModes: Record<InputFormat, 'text' | 'numeric'> = {
  text: 'text',
  digits: 'numeric',
  phone: 'numeric',
  card: 'numeric',
  // Captchas have letters: a numeric keypad would lock the borrower out.
  code: 'text',
};

/**
 * The keypad an input asks for: its format's, or for free text what its autocomplete says
 * it holds (a telephone or an e-mail address), which keeps whatever is typed all the same.
 */
export function keypadOf(
  format: InputFormat,
  autocomplete: string | undefined,
): 'text' | 'numeric' | 'tel' | 'email' {
  if (format === 'text' && (autocomplete === 'tel' || autocomplete === 'email'))
    return autocomplete;
  return inputModes[format];
}

/** Anything that is not an ASCII digit is dropped: "0917-123 4567" becomes "09171234567". */
export function stripNonDigits(text: string): string {
  return text.replace(/[^0-9]/g, '');
}

/** SMS and captcha codes: ASCII letters and digits only. */
export function stripNonAlphanumeric(text: string): string {
  return text.replace(/[^A-Za-z0-9]/g, '');
}

/** The longest value the input keeps: a phone number is at most 11 digits. */
export function maxLengthOf(
  format: InputFormat,
  maxLength: number | undefined,
): number | undefined {
  if (format === 'phone') return Math.min(PHONE_DIGITS, maxLength ?? PHONE_DIGITS);
  return maxLength;
}

/**
 * A phone number written the international way (+63 917 …, as a phone's autofill gives it) is
 * the national one (0917 …): the digits kept are never the country code's.
 */
const COUNTRY_CODE = /^\s*\+63/;

/** What the form keeps of `text`. */
export function keep(format: InputFormat, text: string, max: number | undefined): string {
  const kept =
    format === 'text'
      ? text
      : format === 'code'
        ? stripNonAlphanumeric(text)
        : stripNonDigits(format === 'phone' ? text.replace(COUNTRY_CODE, '0') : text);
  return max === undefined ? kept : limitLength(kept, max);
}

/** What the input shows for a kept value: phones 3-4-4, cards in groups of four. */
export function display(format: InputFormat, value: string, formatters: Formatters): string {
  // The app's phone and card formatters; neither reads the translator.
  const none = { t: (key: string) => key };
  if (format === 'phone') return formatters.phone(value, none);
  if (format === 'card') return formatters.card(value, none);
  return value;
}

/** Whether the display has separators the value has not (the caret needs placing). */
export function isGrouped(format: InputFormat): boolean {
  return format === 'phone' || format === 'card';
}

export function isDigit(ch: string): boolean {
  return ch >= '0' && ch <= '9';
}

/** Whether the format keeps the character `ch` (what the caret counts past). */
export function isKept(format: InputFormat, ch: string): boolean {
  if (format === 'text') return true;
  if (format === 'code') return /^[A-Za-z0-9]$/.test(ch);
  return isDigit(ch);
}

/** The position in `shown` just after its `count`-th kept character. */
export function caretAfter(shown: string, count: number, isKept: (ch: string) => boolean): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < shown.length; i += 1) {
    if (isKept(shown.charAt(i))) seen += 1;
    if (seen === count) return i + 1;
  }
  return shown.length;
}
