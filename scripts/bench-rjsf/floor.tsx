// The floor of `npm run bench:bank`: the same items fetched the same way as the peer
// (./main.tsx), drawn by React alone as plain uncontrolled labels, inputs and selects, with
// no form library, no renderer and no validation. No real form can draw them sooner with
// React; the bench reports it so that the other two columns can be read against it.
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

const shownOnFirstTab = (item: Item) => !item.cardTypeMi || item.cardTypeMi === 1;

function Control({ item }: { item: Item }) {
  const id = `root_${item.code}`;
  return (
    <div>
      <label htmlFor={id}>{item.title}</label>
      {item.cate === 'enum' && item.note ? (
        <select id={id} name={item.code} defaultValue="">
          <option value="">{item.subtitle}</option>
          {item.note.map((n) => (
            <option key={n.type} value={n.type}>
              {n.name.trim()}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} name={item.code} placeholder={item.subtitle} />
      )}
    </div>
  );
}

const wire = buildRequest('/amenities', cardInit, { product_id: 1 }, window.location.search);
const answer = (await (
  await fetch(wire.url, { method: wire.method, headers: wire.headers, body: wire.body })
).json()) as { data: { items: Item[] } };
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <form>
      {answer.data.items.filter(shownOnFirstTab).map((item) => (
        <Control key={item.code} item={item} />
      ))}
    </form>,
  );
