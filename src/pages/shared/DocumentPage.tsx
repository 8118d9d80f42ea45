// A static document (privacy policy, loan terms, about us: SPEC §2, contract public.md): its
// content is a shipped layout of headings, paragraphs and lists that legal staff edit as data,
// quoting the lender's details from the brand config. No call; it renders inside the website's
// frame as well as on its own.
import brand from '../../../schemas/v1/config/brand.default.json';
import type { Registry } from '../../../renderers/context';
import { AppScreenView } from '../../app/AppScreenView';
import { useAppActions } from '../../app/use-app-actions';
import type { Screen } from '../../generated/types';

const data = { brand };

/** `registry`: the document's own (src/generated/registries/<id>.ts), its few node types. */
export function DocumentPage({ screen, registry }: { screen: Screen; registry: Registry }) {
  const onAction = useAppActions();
  return <AppScreenView screen={screen} registry={registry} data={data} onAction={onAction} />;
}
