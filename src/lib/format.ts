// Display formatting for values the server sends: money in centavos, dates in Manila time,
// day counts, phone and card numbers. Every formatter returns '' for a value it cannot read,
// so a bad field shows blank instead of "NaN" or a wrong amount.

import type { FormatterName } from '../../renderers/generated/screen-types';
import type { FormatContext, Formatters } from '../../renderers/services';

export type { FormatContext, FormatterName };

const INTEGER_STRING = /^[+-]?\d+$/;

// BigInt and string slicing keep amounts exact at any size; dividing by 100 in floating point
// can print artefacts and loses precision past 2^53.
function toBigInteger(value: unknown): bigint | null {
  if (typeof value === 'number') {
    return Number.isInteger(value) ? BigInt(value) : null;
  }
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return INTEGER_STRING.test(trimmed) ? BigInt(trimmed) : null;
  }
  return null;
}

export function formatMoney(value: unknown, ctx?: { rupee?: boolean }): string {
  const centavos = toBigInteger(value);
  if (centavos === null) return '';
  const negative = centavos < 0n;
  const digits = (negative ? -centavos : centavos).toString().padStart(3, '0');
  const whole = digits.slice(0, -2);
  const fraction = digits.slice(-2);
  const sign = ctx?.rupee ? '₹' : '₱';
  // Contract (loan.md): 530000 centavos read ₱5,300.00, thousands grouped with commas.
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${negative ? '-' : ''}${sign}${grouped}.${fraction}`;
}

export function groupThousands(value: unknown): string {
  const n = toBigInteger(value);
  if (n === null) return '';
  const negative = n < 0n;
  const digits = (negative ? -n : n).toString();
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, '.');
  return negative ? `-${grouped}` : grouped;
}

const DATE_PREFIX = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])/;
const DATE_TIME_PREFIX =
  /^(\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01]))[T ]([01]\d|2[0-3]):([0-5]\d):([0-5]\d)/;
const EPOCH_STRING = /^-?\d+(\.\d+)?$/;
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
const SECONDS_LIMIT = 1e11;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

// Shifting by +8 h and reading UTC fields gives Manila wall time whatever the device's zone is.
function manilaParts(value: unknown): { date: string; time: string } | null {
  let epoch: number;
  if (typeof value === 'number') {
    epoch = value;
  } else if (typeof value === 'string' && EPOCH_STRING.test(value.trim())) {
    epoch = Number(value.trim());
  } else {
    return null;
  }
  if (!Number.isFinite(epoch)) return null;
  const ms = epoch < SECONDS_LIMIT ? epoch * 1000 : epoch;
  const shifted = new Date(ms + MANILA_OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) return null;
  const year = shifted.getUTCFullYear();
  if (year < 0 || year > 9999) return null;
  return {
    date: `${pad(year, 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`,
    time: `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`,
  };
}

export function formatDate(value: unknown): string {
  if (typeof value === 'string') {
    const match = DATE_PREFIX.exec(value.trim());
    if (match) return match[0];
  }
  return manilaParts(value)?.date ?? '';
}

// A date-only string has no time to show; inventing 00:00:00 would misstate it, so it is ''.
export function formatDateTime(value: unknown): string {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    const match = DATE_TIME_PREFIX.exec(trimmed);
    if (match) return `${match[1]} ${match[2]}:${match[3]}:${match[4]}`;
    if (DATE_PREFIX.test(trimmed)) return '';
  }
  const parts = manilaParts(value);
  return parts ? `${parts.date} ${parts.time}` : '';
}

export function formatDays(value: unknown, ctx: FormatContext): string {
  const n = toBigInteger(value);
  if (n === null) return '';
  const count = Number(n);
  if (!Number.isSafeInteger(count)) return '';
  return ctx.t(count === 1 ? 'format.day' : 'format.days', { count });
}

function digitsOf(value: unknown): string {
  if (typeof value === 'string') return value.replace(/\D/g, '');
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  return '';
}

const PHONE_DIGITS = 11;
const PHONE_GROUPS = [3, 4, 4];

export function formatPhone(value: unknown): string {
  const digits = digitsOf(value).slice(0, PHONE_DIGITS);
  const groups: string[] = [];
  let start = 0;
  for (const size of PHONE_GROUPS) {
    if (start >= digits.length) break;
    groups.push(digits.slice(start, start + size));
    start += size;
  }
  return groups.join(' ');
}

export function formatCard(value: unknown): string {
  return digitsOf(value).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The formatters the app hands the renderer (src/app/renderer-services.ts). */
export const formatters: Formatters = {
  money: (value, ctx) => formatMoney(value, ctx),
  date: (value) => formatDate(value),
  datetime: (value) => formatDateTime(value),
  days: (value, ctx) => formatDays(value, ctx),
  phone: (value) => formatPhone(value),
  card: (value) => formatCard(value),
  number: (value) => groupThousands(value),
};
