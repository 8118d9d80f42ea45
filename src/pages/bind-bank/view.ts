// What the bank layout (schemas/v1/screens/bind-bank.json) reads: the card-type tabs the
// layout config offers, and the items visible for the chosen card type and channel, in the
// config's order, each with its form name, texts and options.
import type { BankFormItem, BankFormLayout } from '../../generated/types';
import type { Translate } from '../../i18n';
import { DEFAULT_LAYOUT, layoutText } from './layout';
import {
  fieldName,
  isChannelItem,
  isItemVisible,
  optionsOf,
  orderIndexes,
  PICK_CATES,
  type PickOption,
  type Selection,
} from './rules';

/**
 * The control a row draws (the layout's `switch` on it): a text input, a pick list, the pick
 * list that chooses the channel, or a note that the item's kind is not supported here.
 */
export type BankControl = 'input' | 'select' | 'channel' | 'note';

export interface BankField {
  name: string;
  cate: string;
  control: BankControl;
  label: string;
  placeholder: string;
  help: string;
  options: PickOption[];
  /** Picking in this item chooses the channel (the layout config's channelItemCode). */
  isChannel: boolean;
}

export interface BankTab {
  cardType: number;
  label: string;
}

const shippedLabel = (cardType: number) =>
  DEFAULT_LAYOUT.cardTypes.find((c) => c.cardType === cardType)?.label;

/** The layout's card types that are offered, once each, in the layout's order. */
export function tabsOf(
  layout: BankFormLayout,
  offered: readonly number[],
  t: Translate,
): BankTab[] {
  return layout.cardTypes
    .filter(
      (c, i, all) =>
        offered.includes(c.cardType) && all.findIndex((o) => o.cardType === c.cardType) === i,
    )
    .map((c) => ({
      cardType: c.cardType,
      // A label that says nothing takes the shipped layout's for its card type.
      label: layoutText(c.label, t) || layoutText(shippedLabel(c.cardType), t),
    }));
}

/** The indexes of the items shown now: the layout's field order, then visibility. */
export function visibleIndexes(
  items: readonly BankFormItem[],
  layout: BankFormLayout,
  selection: Selection,
): number[] {
  return orderIndexes(items, layout.fieldOrder ?? []).filter(
    (i) => items[i] !== undefined && isItemVisible(items[i], selection),
  );
}

export function fieldsOf(
  items: readonly BankFormItem[],
  indexes: readonly number[],
  layout: BankFormLayout,
  t: Translate,
): BankField[] {
  return indexes.flatMap((index) => {
    const item = items[index];
    if (!item) return [];
    const isChannel = isChannelItem(item, layout.channelItemCode);
    return [
      {
        name: fieldName(index),
        cate: item.cate,
        control: controlOf(item.cate, isChannel),
        label: item.title,
        placeholder: item.subtitle ?? '',
        help: layoutText(layout.helpTexts?.[item.code], t),
        options: optionsOf(item),
        isChannel,
      },
    ];
  });
}

function controlOf(cate: string, isChannel: boolean): BankControl {
  if (cate === 'text') return 'input';
  if (!PICK_CATES.has(cate)) return 'note';
  return isChannel ? 'channel' : 'select';
}
