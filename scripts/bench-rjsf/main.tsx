// The peer of `npm run bench:bank`: react-jsonschema-form drawing the same bank-form items
// our /bindBank draws, fetched the same way (the card-init call of the fixture API, built by
// the app's own request builder), so the two are timed from navigation to the last control.
// Built only by the bench (scripts/bench-rjsf/vite.config.ts), never part of the app.
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { createRoot } from 'react-dom/client';
import { cardInit } from '../../src/api/bank-endpoints';
import { buildRequest } from '../../src/api/request';

interface Item {
  code: string;
  cate: string;
  title: string;
  subtitle?: string;
  note?: { name: string; type: string }[];
  cardTypeMi?: number;
}

/** As /bindBank opens: card type 1, whose tab shows the items for every type (0) and its own. */
const shownOnFirstTab = (item: Item) => !item.cardTypeMi || item.cardTypeMi === 1;

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

const wire = buildRequest('/amenities', cardInit, { product_id: 1 }, window.location.search);
const answer = (await (
  await fetch(wire.url, { method: wire.method, headers: wire.headers, body: wire.body })
).json()) as { data: { items: Item[] } };
const { schema, uiSchema } = toSchema(answer.data.items.filter(shownOnFirstTab));
const root = document.getElementById('root');
if (root)
  createRoot(root).render(<Form schema={schema} uiSchema={uiSchema} validator={validator} />);
