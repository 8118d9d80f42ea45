// "All": the bottom sheet listing every order of the borrower; tapping one selects it.
import { BottomSheet } from '../../../renderers/ui/Modal';
import { theme } from '../../../renderers/theme';
import type { ComplaintOrder } from '../../generated/types';
import { t } from '../../i18n';
import { sameOrder } from '../../lib/complaint-rules';

export function OrderSheet({
  open,
  orders,
  selected,
  onPick,
  onClose,
}: {
  open: boolean;
  orders: ComplaintOrder[];
  selected: ComplaintOrder | null;
  onPick: (order: ComplaintOrder) => void;
  onClose: () => void;
}) {
  return (
    <BottomSheet
      open={open}
      title={t('complainForm.allOrders')}
      dismissable
      onDismiss={onClose}
      testId="complain-order-sheet"
    >
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {orders.map((order) => {
          const chosen = sameOrder(selected, order);
          return (
            <li key={String(order.orderNo)}>
              <button
                type="button"
                aria-pressed={chosen}
                onClick={() => onPick(order)}
                css={{
                  display: 'block',
                  width: '100%',
                  textAlign: 'left',
                  padding: '12px 8px',
                  minHeight: 48,
                  border: 'none',
                  borderBottom: `1px solid ${theme.border}`,
                  background: chosen ? '#e6f2ec' : 'transparent',
                  color: theme.text,
                  font: `15px/1.4 ${theme.font}`,
                }}
              >
                <strong css={{ display: 'block' }}>{order.productName}</strong>
                <span css={{ color: theme.muted, fontSize: 13 }}>
                  {t('complainForm.orderNo', { orderNo: String(order.orderNo) })}
                  {order.status ? ` · ${String(order.status)}` : ''}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={onClose}
        css={{
          marginTop: 12,
          width: '100%',
          minHeight: 44,
          border: 'none',
          background: 'none',
          color: theme.brand,
          font: `600 16px ${theme.font}`,
        }}
      >
        {t('common.close')}
      </button>
    </BottomSheet>
  );
}
