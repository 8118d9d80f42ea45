// The renderer as this app's pages draw it: with the app's services (formatters, URL policy,
// drafts, photos: ./renderer-services.ts) and its translator, so no page can forget either.
import { ScreenView, type ScreenViewProps } from '../../renderers/ScreenView';
import { t } from '../i18n';
import { rendererServices } from './renderer-services';

export function AppScreenView(props: Omit<ScreenViewProps, 'services' | 't'>) {
  return <ScreenView services={rendererServices} t={t} {...props} />;
}
