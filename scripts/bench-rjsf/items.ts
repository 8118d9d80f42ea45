// The bank-form items the bench pages draw (./main.tsx, ./floor.tsx and the static page): the
// card-init answer, fetched with the app's own request builder, as /bindBank opens (card type 1,
// whose tab shows the items of every type, 0, and its own).
import { cardInit } from '../../src/api/bank-endpoints';
import { buildRequest } from '../../src/api/request';

export interface Item {
  code: string;
  cate: string;
  title: string;
  subtitle?: string;
  note?: { name: string; type: string }[];
  cardTypeMi?: number;
}

export const shownOnFirstTab = (item: Item) => !item.cardTypeMi || item.cardTypeMi === 1;

export async function firstTabItems(): Promise<Item[]> {
  const wire = buildRequest('/amenities', cardInit, { product_id: 1 }, window.location.search);
  const response = await fetch(wire.url, {
    method: wire.method,
    headers: wire.headers,
    body: wire.body,
  });
  const answer = (await response.json()) as { data: { items: Item[] } };
  return answer.data.items.filter(shownOnFirstTab);
}
