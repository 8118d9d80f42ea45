// The payment-account form: card-type tabs from the layout config, the server's items
// rendered through the field registry, and Next. Form state lives in react-hook-form so
// typing in one field re-renders that field only; card type and channel are page state
// because they change which fields exist.
import { useCallback, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  FormRendererContext,
  type FormLabels,
  type FormRendererValue,
} from '../../../renderers/form/context';
import { FieldView } from '../../../renderers/form/FieldView';
import { defaultFieldRegistry } from '../../../renderers/form/registry';
import type { FieldOption, FieldRegistry, FieldSpec } from '../../../renderers/form/types';
import { theme } from '../../../renderers/theme';
import { Button } from '../../../renderers/ui/Button';
import { TabList, tabId } from '../../../renderers/ui/TabList';
import type { BankFormItem, BankFormLayout } from '../../generated/types';
import { t } from '../../i18n';
import { layoutText } from './layout';
import {
  buildPayload,
  CHANNEL_CARD_TYPE,
  fieldName,
  initialCardType,
  initialChannel,
  initialValues,
  isItemVisible,
  offeredCardTypes,
  optionsOf,
  orderIndexes,
} from './rules';

export interface BankFormProps {
  items: readonly BankFormItem[];
  layout: BankFormLayout;
  productId: string;
  saving: boolean;
  onSave: (payload: Record<string, string>) => void;
  /** Tests and themes may swap field components. */
  registry?: FieldRegistry;
}

const TABS_ID = 'bank-card-types';
const PANEL_ID = 'bank-fields';

const labels: FormLabels = {
  confirm: t('bank.picker.confirm'),
  cancel: t('bank.picker.cancel'),
  noOptions: t('bank.picker.noOptions'),
  unsupported: t('bank.field.unsupported'),
  fieldFailed: t('renderer.nodeFailed'),
};

function warnUnknown(report: { cate: string; name: string }): void {
  if (import.meta.env.DEV) console.warn('[bank-form] unknown field kind', report);
}

export function BankForm({
  items,
  layout,
  productId,
  saving,
  onSave,
  registry = defaultFieldRegistry,
}: BankFormProps) {
  const channelCode = layout.channelItemCode;
  const offered = useMemo(
    () =>
      offeredCardTypes(
        items,
        layout.cardTypes.map((c) => c.cardType),
      ),
    [items, layout],
  );
  const [cardType, setCardType] = useState(() => initialCardType(offered));
  const [channel, setChannel] = useState(() => initialChannel(items, channelCode));
  // Hidden fields keep what was typed (shouldUnregister stays false): switching tabs back
  // and forth loses nothing, and buildPayload sends only the visible ones.
  const form = useForm<Record<string, string>>({
    defaultValues: initialValues(items, channelCode, channel),
  });

  const specs = useMemo<FieldSpec[]>(
    () =>
      items.map((item, index) => ({
        name: fieldName(index),
        cate: item.cate,
        label: item.title,
        placeholder: item.subtitle ?? '',
        options: optionsOf(item),
        help: layoutText(layout.helpTexts?.[item.code], t) || undefined,
      })),
    [items, layout],
  );
  const order = useMemo(() => orderIndexes(items, layout.fieldOrder ?? []), [items, layout]);
  const visible = useMemo(
    () => order.filter((i) => items[i] && isItemVisible(items[i], { cardType, channel })),
    [order, items, cardType, channel],
  );

  const onPick = useCallback(
    (name: string, option: FieldOption) => {
      const item = items[Number(name.slice(1))];
      if (item && item.code === channelCode && cardType === CHANNEL_CARD_TYPE) {
        setChannel(option.code);
      }
    },
    [items, channelCode, cardType],
  );
  const renderer = useMemo<FormRendererValue>(
    () => ({ labels, onPick, onUnknown: warnUnknown }),
    [onPick],
  );

  const tabs = layout.cardTypes
    .filter(
      (c, i, all) =>
        offered.includes(c.cardType) && all.findIndex((o) => o.cardType === c.cardType) === i,
    )
    .map((c) => ({ cardType: c.cardType, label: layoutText(c.label, t) }));

  const selectedTab = tabs.findIndex((tab) => tab.cardType === cardType);
  const next = () => onSave(buildPayload(items, visible, form.getValues(), cardType, productId));

  return (
    <FormProvider {...form}>
      <FormRendererContext value={renderer}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            next();
          }}
        >
          {tabs.length > 0 && (
            <TabList
              label={t('bank.cardTypes')}
              tabs={tabs.map((tab) => tab.label)}
              selected={selectedTab}
              onSelect={(index) => setCardType(tabs[index]?.cardType ?? cardType)}
              idPrefix={TABS_ID}
              panelId={PANEL_ID}
            />
          )}
          <div
            id={PANEL_ID}
            role={tabs.length > 0 ? 'tabpanel' : undefined}
            aria-labelledby={tabs.length > 0 ? tabId(TABS_ID, selectedTab) : undefined}
          >
            {visible.length === 0 && (
              <p css={{ padding: '24px 16px', color: theme.muted, textAlign: 'center' }}>
                {t('bank.noFields')}
              </p>
            )}
            {visible.map((index) => {
              const spec = specs[index];
              return spec ? <FieldView key={spec.name} spec={spec} registry={registry} /> : null;
            })}
          </div>
          <div css={{ padding: '24px 16px' }}>
            <Button type="submit" disabled={saving} aria-busy={saving}>
              {saving ? t('bank.saving') : t('bank.next')}
            </Button>
          </div>
        </form>
      </FormRendererContext>
    </FormProvider>
  );
}
