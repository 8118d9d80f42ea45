// Customer service (SPEC §2): the telephone and e-mail from contact-kf-info (overall=30),
// the e-mail as a mail link, the telephone as a tel: link when it is one number (free text
// such as office hours is shown as it is), and a way to the complaint pages.
import { useMemo } from 'react';
import layout from '../../../schemas/v1/screens/customer-service.json';
import { contactKfInfo } from '../../api/endpoints';
import { useApi } from '../../api/use-api';
import { useAppActions } from '../../app/use-app-actions';
import { addEnglish } from '../../i18n';
import { customerServiceEn } from '../../i18n/en-customer-service';
import { ScreenPage, shippedScreen } from '../shared/ScreenPage';
import { contactPayload } from './calls';
import { withContactLinks } from './rules';
import { customerServiceRegistry } from '../../generated/registries/customer-service';

addEnglish(customerServiceEn);

const screen = shippedScreen(layout);

export default function CustomerServicePage() {
  const { state, retry } = useApi(contactKfInfo, contactPayload);
  const shown = useMemo(() => withContactLinks(state), [state]);
  const onAction = useAppActions();
  return (
    <ScreenPage
      screen={screen}
      registry={customerServiceRegistry}
      state={shown}
      retry={retry}
      onAction={onAction}
    />
  );
}
