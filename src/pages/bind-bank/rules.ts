// The bank form rules the spec states (SPEC §4 "Bank form", §5, §9), as pure functions:
// which items show for a card type and channel, the options of a pick list, the values a
// form starts with, and the payload Next sends. Pick lists hold the option's code (the
// select node shows its name), so a server code is shown by name and sent back as a code.
import { stripNonDigits } from '../../../renderers/form/formats';
import type { BankFormItem } from '../../generated/types';

/** A pick-list option as the select node reads it: the name shown, the code sent. */
export interface PickOption {
  label: string;
  value: string;
}

export const DEFAULT_CARD_TYPE = 1;
export const DEFAULT_CHANNEL = '90006';
/** The card type whose items may be restricted to one channel. */
export const CHANNEL_CARD_TYPE = 1;
/** Field kinds whose value is picked from options and sent as the option's code. */
export const PICK_CATES: ReadonlySet<string> = new Set(['enum', 'citySelect', 'day']);

export interface Selection {
  cardType: number;
  channel: string;
}

/** A restriction the server left empty (null, "", 0, "0") restricts nothing. */
function restriction(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text === '0' ? '' : text;
}

/** cardTypeMi 0 (or absent): every card type; otherwise only its own. */
export function appliesToCardType(item: BankFormItem, cardType: number): boolean {
  const only = restriction(item.cardTypeMi);
  return only === '' || Number(only) === cardType;
}

/**
 * An item's channelNumber restricts it while card type is 1 (SPEC §3): it shows then only
 * for its channel. On another card type no channel is chosen, and it restricts nothing.
 */
export function isItemVisible(item: BankFormItem, { cardType, channel }: Selection): boolean {
  if (!appliesToCardType(item, cardType)) return false;
  const itemChannel = restriction(item.channelNumber);
  if (itemChannel === '' || cardType !== CHANNEL_CARD_TYPE) return true;
  return itemChannel === channel.trim();
}

/**
 * Whether some card type and channel show both items. Channels restrict only on card type 1:
 * two items both restricted to it, for two channels, never show together.
 */
function showTogether(a: BankFormItem, b: BankFormItem): boolean {
  const typeA = restriction(a.cardTypeMi);
  const typeB = restriction(b.cardTypeMi);
  if (typeA !== '' && typeB !== '' && typeA !== typeB) return false;
  const onlyChannelType = [typeA, typeB].includes(String(CHANNEL_CARD_TYPE));
  if (!onlyChannelType) return true;
  const channelA = restriction(a.channelNumber);
  const channelB = restriction(b.channelNumber);
  return channelA === '' || channelB === '' || channelA === channelB;
}

/**
 * The items as the form shows them: one per code at a time. Two items with one code that show
 * together would send one key, the later one's value over what was typed in the first: the
 * first one stays. Two that never show together (the GCash and Maya numbers, both sent as one
 * code) both stay: each is the field of its own channel.
 */
export function uniqueItems(items: readonly BankFormItem[]): BankFormItem[] {
  const kept: BankFormItem[] = [];
  for (const item of items) {
    if (kept.some((other) => other.code === item.code && showTogether(other, item))) {
      console.warn(`[bank-form] a second item with code "${item.code}" is left out`);
    } else kept.push(item);
  }
  return kept;
}

/** The item the server sends for the channel choice when the layout names none it has. */
export const DEFAULT_CHANNEL_ITEM = 'channelNumber';

/**
 * The pick-list item whose choice sets the channel: the layout's, when an item of the answer
 * has that code and can choose a channel (a pick list of card type 1 with an option that is
 * some item's channel); else `channelNumber` (decision 013). A layout from operations that
 * names another item (the bank's name) cannot make its choice a channel, or leave the
 * e-wallet fields unswitchable.
 */
export function channelItemCode(items: readonly BankFormItem[], named: string | undefined): string {
  const channels = new Set(items.map((item) => restriction(item.channelNumber)));
  const choosesChannel = (item: BankFormItem) =>
    PICK_CATES.has(item.cate) &&
    appliesToCardType(item, CHANNEL_CARD_TYPE) &&
    optionsOf(item).some(
      (option) => option.value.trim() !== '' && channels.has(option.value.trim()),
    );
  return named !== undefined && items.some((item) => item.code === named && choosesChannel(item))
    ? named
    : DEFAULT_CHANNEL_ITEM;
}

/**
 * Whether the item's choice is the channel: it has the channel item's code and shows on card
 * type 1. An item of that code for another card type only (a bank's own list) is a plain pick
 * list: its choice must not move the e-wallet fields (decision 013).
 */
export function isChannelItem(item: BankFormItem, channelCode: string | undefined): boolean {
  return item.code === channelCode && appliesToCardType(item, CHANNEL_CARD_TYPE);
}

/** Item codes in `order` come first, in that order; the rest keep the server's order. */
export function orderIndexes(items: readonly BankFormItem[], order: readonly string[]): number[] {
  const rank = new Map(order.map((code, i) => [code, i]));
  return items
    .map((item, index) => ({ index, rank: rank.get(item.code) ?? order.length }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.index);
}

/** 1 to 31, for a day item whose options the server did not send. */
export const MONTH_DAYS: readonly PickOption[] = Array.from({ length: 31 }, (_, i) => ({
  label: String(i + 1),
  value: String(i + 1),
}));

/** An item's pick-list options: the server's `note`; a day item without one gets 1..31. */
export function optionsOf(item: BankFormItem): PickOption[] {
  const note = item.note ?? [];
  if (note.length === 0 && item.cate === 'day') return [...MONTH_DAYS];
  return note.map((o) => ({ label: o.name, value: String(o.type) }));
}

/**
 * The option code a server value stands for, matched trimmed (" 7" is option 7); a value
 * naming an option (SPEC §5 matches names trimmed) is its code; anything else stays as it
 * came, so an unknown code is shown and sent back unchanged.
 */
export function codeOf(options: readonly PickOption[], value: string): string {
  const wanted = value.trim();
  if (wanted === '') return '';
  const option =
    options.find((o) => o.value.trim() === wanted) ??
    options.find((o) => o.label.trim() === wanted);
  return option?.value ?? value;
}

/** The form-state name of the item at `index` (server codes may contain "." or "["). */
export function fieldName(index: number): string {
  return `f${index}`;
}

function text(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * What the form starts with: pick lists the option code of the server's value, text items
 * their digits. `channelCode` is the item whose choice sets the channel: without a value of
 * its own it holds the default channel, so the picker and the fields agree.
 */
export function initialValues(
  items: readonly BankFormItem[],
  channelCode: string | undefined,
  channel: string,
): Record<string, string> {
  const values: Record<string, string> = {};
  items.forEach((item, index) => {
    let value = text(item.value);
    // Bank text inputs keep digits only (SPEC §5), a server's value as much as a typed one.
    if (item.cate === 'text') value = stripNonDigits(value);
    if (PICK_CATES.has(item.cate)) {
      if (value.trim() === '' && isChannelItem(item, channelCode)) value = channel;
      value = codeOf(optionsOf(item), value);
    }
    values[fieldName(index)] = value;
  });
  return values;
}

/**
 * The channel the form starts on: the code the channel item's own value stands for (a code,
 * or an option's name, as its picker shows it), else the default when the picker offers it;
 * a picker without it starts on its placeholder: nothing is chosen for the borrower.
 */
export function initialChannel(items: readonly BankFormItem[], channelCode: string | undefined) {
  const item = items.find((i) => isChannelItem(i, channelCode));
  if (!item) return DEFAULT_CHANNEL;
  const options = optionsOf(item);
  const own = text(item.value).trim();
  if (own !== '') return codeOf(options, own).trim();
  const offersDefault = options.some((o) => o.value.trim() === DEFAULT_CHANNEL);
  return offersDefault || options.length === 0 ? DEFAULT_CHANNEL : '';
}

/**
 * Next's payload (SPEC §3): one key per visible item code with its value (pick lists hold the
 * option's code), plus cardType and product_id. Hidden items are not sent.
 */
export function buildPayload(
  items: readonly BankFormItem[],
  visible: readonly number[],
  values: Record<string, unknown>,
  cardType: number,
  productId: string,
): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const index of visible) {
    const item = items[index];
    if (!item) continue;
    const raw = values[fieldName(index)];
    const value = typeof raw === 'string' ? raw : text(raw as string | number | null | undefined);
    payload[item.code] = value;
  }
  payload.cardType = String(cardType);
  payload.product_id = productId;
  return payload;
}

/** The card types offered: the layout's, in its order, that at least one item applies to. */
export function offeredCardTypes(
  items: readonly BankFormItem[],
  layoutTypes: readonly number[],
): number[] {
  const unique = [...new Set(layoutTypes)];
  if (items.length === 0) return unique;
  return unique.filter((type) => items.some((item) => appliesToCardType(item, type)));
}

/** Card type 1 when offered (SPEC §9), else the first tab. */
export function initialCardType(offered: readonly number[]): number {
  return offered.includes(DEFAULT_CARD_TYPE)
    ? DEFAULT_CARD_TYPE
    : (offered[0] ?? DEFAULT_CARD_TYPE);
}

/** Where payouts go, as the saved confirmation names it. */
export interface PayoutSummary {
  /** The wallet or bank picked (the first pick list shown), else the account type's tab. */
  where: string;
  /** The account number's last four digits behind dots, e.g. "•••• 3456". */
  account: string;
}

/** The items that hold the account number: wallet, Maya and bank numbers all end so. */
const ACCOUNT_CODE = /number$/i;

export function maskAccount(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length >= 4 ? `•••• ${digits.slice(-4)}` : '••••';
}

/** Pick lists that name a bank (bankCode, bank_name, …), as against an account type. */
const BANK_CODE = /bank/i;

/**
 * The pick list that says where payouts go: on the e-wallet tab the channel item, elsewhere a
 * bank list before any other, never the channel item (one shown on every tab names a wallet).
 */
function payoutPick(
  items: readonly BankFormItem[],
  picks: readonly number[],
  channelCode: string | undefined,
  cardType: number,
): number | undefined {
  const isChannel = (index: number) => isChannelItem(items[index]!, channelCode);
  if (cardType === CHANNEL_CARD_TYPE) return picks.find(isChannel) ?? picks[0];
  const others = picks.filter((index) => !isChannel(index));
  return others.find((index) => BANK_CODE.test(items[index]!.code)) ?? others[0];
}

export function payoutSummary(
  items: readonly BankFormItem[],
  visible: readonly number[],
  values: Record<string, unknown>,
  tab: { label: string; cardType: number; channelCode: string | undefined },
): PayoutSummary {
  const valueAt = (index: number) => {
    const raw = values[fieldName(index)];
    return typeof raw === 'string' ? raw.trim() : '';
  };
  const shown = visible.filter((index) => items[index] !== undefined);
  const picks = shown.filter((index) => items[index]!.cate === 'enum');
  const pick = payoutPick(items, picks, tab.channelCode, tab.cardType);
  // Codes matched trimmed, as the rest of the form reads them (" 90007" is 90007).
  const where =
    pick === undefined
      ? ''
      : (optionsOf(items[pick]!)
          .find((o) => o.value.trim() === valueAt(pick))
          ?.label.trim() ?? '');
  const number = shown.find(
    (index) =>
      items[index]!.cate === 'text' && ACCOUNT_CODE.test(items[index]!.code) && valueAt(index),
  );
  return {
    where: where || tab.label,
    account: number === undefined ? '••••' : maskAccount(valueAt(number)),
  };
}
