// The floor of `npm run bench:bank`: the same items fetched the same way as the peer
// (./main.tsx), drawn by React alone as plain uncontrolled labels, inputs and selects, with
// no form library, no renderer and no validation. No real form can draw them sooner with
// React; the bench reports it so that the other two columns can be read against it.
import { createRoot } from 'react-dom/client';
import { firstTabItems, type Item } from './items';

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

const items = await firstTabItems();
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <form>
      {items.map((item) => (
        <Control key={item.code} item={item} />
      ))}
    </form>,
  );
