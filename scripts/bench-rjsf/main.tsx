// The peer of `npm run bench:bank`: react-jsonschema-form drawing the same bank-form items
// our /bindBank draws, fetched the same way (the card-init call of the fixture API, built by
// the app's own request builder), so the two are timed from navigation to the last control.
// Built only by the bench (scripts/bench-rjsf/vite.config.ts), never part of the app.
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { createRoot } from 'react-dom/client';
import { firstTabItems, type Item } from './items';

function toSchema(items: Item[]): { schema: RJSFSchema; uiSchema: UiSchema } {
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = {};
  for (const item of items) {
    properties[item.code] =
      item.cate === 'enum' && item.note
        ? {
            type: 'string',
            title: item.title,
            oneOf: item.note.map((n) => ({ const: n.type, title: n.name.trim() })),
          }
        : { type: 'string', title: item.title };
    uiSchema[item.code] = { 'ui:placeholder': item.subtitle ?? '' };
  }
  return { schema: { type: 'object', properties }, uiSchema };
}

const { schema, uiSchema } = toSchema(await firstTabItems());
const root = document.getElementById('root');
if (root)
  createRoot(root).render(<Form schema={schema} uiSchema={uiSchema} validator={validator} />);
