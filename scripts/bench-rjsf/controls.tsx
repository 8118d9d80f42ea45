// The plain controls of the bench's two floors: the React floor (./floor.tsx) draws them in the
// browser, and the static page (../bench-bank-form.tsx) has them rendered into its HTML.
import type { Item } from './items';

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

/** Labels, inputs and selects, uncontrolled, with no form library and no validation. */
export function PlainControls({ items }: { items: Item[] }) {
  return (
    <form>
      {items.map((item) => (
        <Control key={item.code} item={item} />
      ))}
    </form>
  );
}
