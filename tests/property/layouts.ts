// fast-check arbitraries of malformed screen layouts and screen data: random trees of known
// and unknown node types, properties of the wrong type or missing, hostile URLs and markup,
// huge strings and deep nesting.
import fc from 'fast-check';
import { anyValue, deepNesting, hugeString, type Json } from './arbitraries';
import { HOSTILE_MARKUP, HOSTILE_URLS, SAFE_PATHS } from './hostile';

const garbage: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, 0, -1, 1e308, true, '', [], {}, [[]], { type: 5 }, 'x'),
  anyValue,
);

/** The proper arbitrary most of the time, a value of a wrong type sometimes. */
function usually<T>(proper: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 10, arbitrary: proper }, { weight: 1, arbitrary: garbage });
}

const RASTER =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const urlValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_URLS) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'https://img.lender.example/a.png',
      'http://pay.example/x',
      '/complaintList',
      RASTER,
      'help@lender.example',
      '+63 917 123 4567',
    ),
  },
);

const pointer: fc.Arbitrary<unknown> = usually(
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constantFrom(
        '/text',
        '/url',
        '/items',
        '/images',
        '/num',
        '/flag',
        '/obj',
        '/deep',
        '/missing',
        '/items/0',
        '/items/0/url',
        '',
        '/',
        '@',
        '@/text',
        '@/url',
        '@/title',
        '@/value',
        '@index',
        '@key',
        '/state/s',
        '/state/tab',
        '/form/f',
        '/~0~1',
        '/__proto__',
        '/constructor/prototype',
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  ),
);

const literal: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_MARKUP, ...HOSTILE_URLS) },
  { weight: 1, arbitrary: hugeString },
);

const formatter = usually(
  fc.constantFrom('money', 'date', 'datetime', 'days', 'phone', 'card', 'number', 'nope'),
);

const binding = fc.record(
  {
    bind: pointer,
    format: formatter,
    fallbackKey: usually(fc.constantFrom('common.retry', 'x.y')),
  },
  { requiredKeys: ['bind'] },
);

const catalogueKey = usually(
  fc.constantFrom(
    'common.retry',
    'renderer.slide',
    'renderer.nodeFailed',
    'no.such.key',
    '__proto__',
  ),
);

export const textSource: fc.Arbitrary<unknown> = usually(
  fc.oneof(
    { weight: 4, arbitrary: literal },
    { weight: 3, arbitrary: binding },
    {
      weight: 1,
      arbitrary: fc.record(
        {
          key: catalogueKey,
          params: usually(fc.dictionary(fc.constantFrom('index', 'total', 'x'), binding)),
        },
        { requiredKeys: ['key'] },
      ),
    },
  ),
);

const urlSource: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: urlValue },
  {
    weight: 2,
    arbitrary: fc.constantFrom({ bind: '/url' }, { bind: '@/url' }, { bind: '/items/0/url' }),
  },
  { weight: 1, arbitrary: textSource },
);

const stateName = usually(fc.constantFrom('s', 'tab', 'open', '__proto__', 'constructor'));

const singleAction: fc.Arbitrary<unknown> = usually(
  fc.oneof(
    fc.record(
      {
        type: fc.constant('navigate'),
        to: usually(fc.oneof(fc.constantFrom(...SAFE_PATHS), urlValue)),
        query: usually(fc.dictionary(fc.constantFrom('problemId', 'x', '__proto__'), textSource)),
        replace: usually(fc.boolean()),
      },
      { requiredKeys: ['type'] },
    ),
    fc.record(
      {
        type: fc.constant('openUrl'),
        url: urlSource,
        scheme: usually(fc.constantFrom('any', 'mailto', 'tel', 'frame', 'javascript')),
      },
      { requiredKeys: ['type'] },
    ),
    fc.record({ type: fc.constant('copy'), value: textSource }, { requiredKeys: ['type'] }),
    fc.record(
      {
        type: fc.constant('bridge'),
        action: usually(
          fc.constantFrom('goHome', 'closeWebView', 'callPhone', 'eval', '__proto__'),
        ),
        payload: usually(fc.dictionary(fc.string({ maxLength: 5 }), textSource, { maxKeys: 3 })),
      },
      { requiredKeys: ['type'] },
    ),
    fc.record(
      { type: fc.constant('emit'), name: usually(fc.string({ maxLength: 8 })), value: textSource },
      { requiredKeys: ['type'] },
    ),
    fc.record(
      {
        type: fc.constant('set'),
        state: stateName,
        value: usually(fc.oneof(binding, fc.integer())),
      },
      { requiredKeys: ['type'] },
    ),
    fc.record({ type: fc.constant('toggle'), state: stateName }, { requiredKeys: ['type'] }),
    fc.record(
      {
        type: fc.constant('startTimer'),
        state: stateName,
        seconds: usually(fc.oneof(fc.integer({ min: -5, max: 100 }), fc.constant(1e12))),
      },
      { requiredKeys: ['type'] },
    ),
    fc.record(
      { type: fc.constant('submit'), event: usually(fc.string({ maxLength: 6 })) },
      {
        requiredKeys: ['type'],
      },
    ),
    fc.record({ type: fc.string({ maxLength: 8 }) }),
  ),
);

export const action: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: singleAction },
  { weight: 1, arbitrary: fc.array(singleAction, { maxLength: 3 }) },
);

const comparison = fc.record(
  {
    pointer,
    op: usually(
      fc.constantFrom(
        'eq',
        'ne',
        'in',
        'gt',
        'lt',
        'truthy',
        'falsy',
        'empty',
        'notEmpty',
        'regex',
      ),
    ),
    value: garbage,
    to: pointer,
  },
  { requiredKeys: [] },
);

export const condition: fc.Arbitrary<unknown> = fc.letrec<{ c: unknown }>((tie) => ({
  c: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: comparison },
    { weight: 1, arbitrary: garbage },
    { weight: 1, arbitrary: fc.record({ all: usually(fc.array(tie('c'), { maxLength: 3 })) }) },
    { weight: 1, arbitrary: fc.record({ any: usually(fc.array(tie('c'), { maxLength: 3 })) }) },
    { weight: 1, arbitrary: fc.record({ not: tie('c') }) },
  ),
})).c;

/**
 * Sizes, counts and durations: numbers of every kind, and values of the wrong type that do
 * not contain CSS punctuation. Several nodes put these numbers into CSS unchecked (List and
 * ChoiceTiles `columns`, Barcode `height`, QR and icon `size`), so a string like
 * "1);}body{display:none" would inject a style rule; the screen schema requires numbers and
 * every server screen passes checkScreen first, so that is left out here on purpose.
 */
const number = fc.oneof(
  { weight: 10, arbitrary: fc.integer({ min: -10, max: 400 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(0, 1, 1e9, -1e9, 0.5, Number.MAX_SAFE_INTEGER, 2 ** 40, -0),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      '12',
      '100%',
      '40vh',
      'abc',
      '',
      null,
      true,
      false,
      [],
      {},
      [3],
    ),
  },
);

/**
 * One of a property's names, or a wrong one: another word, a key of Object.prototype, or not
 * a string. Like the numbers above, wrong values carry no CSS punctuation (Stack's
 * `direction` goes into CSS as written).
 */
function oneOf(...values: string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 10, arbitrary: fc.constantFrom(...values) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(
        'nope',
        'ROW',
        '',
        '__proto__',
        'constructor',
        'toString',
        'hasOwnProperty',
        null,
        5,
        true,
        [],
        {},
      ),
    },
  );
}

const rules = usually(
  fc.record(
    {
      required: usually(fc.record({ message: textSource })),
      minLength: usually(fc.record({ value: number, message: textSource })),
      maxLength: usually(fc.record({ value: number, message: textSource })),
      pattern: usually(
        fc.record({
          value: usually(fc.constantFrom('^\\d+$', '(', '(a+)+$', '[')),
          message: textSource,
        }),
      ),
    },
    { requiredKeys: [] },
  ),
);

const fieldName = usually(
  fc.oneof(fc.constantFrom('f', 'g', '__proto__', 'constructor', ''), fc.record({ bind: pointer })),
);

/** Properties every node type may carry, by name. */
function propsOf(node: fc.Arbitrary<unknown>, nodes: fc.Arbitrary<unknown>) {
  return {
    id: usually(fc.string({ maxLength: 6 })),
    when: condition,
    fallback: node,
    text: textSource,
    label: textSource,
    alt: textSource,
    title: textSource,
    help: textSource,
    placeholder: textSource,
    busyText: textSource,
    moreText: textSource,
    lessText: textSource,
    closeText: textSource,
    runningText: usually(fc.record({ key: catalogueKey })),
    value: textSource,
    src: urlSource,
    url: urlSource,
    action,
    onDismiss: action,
    onOpen: action,
    onClose: action,
    onChange: action,
    runningAction: action,
    openWhen: condition,
    disabledWhen: condition,
    busyWhen: condition,
    selectedWhen: condition,
    children: nodes,
    body: nodes,
    template: nodes,
    panel: nodes,
    empty: nodes,
    content: nodes,
    actions: nodes,
    slides: usually(fc.array(nodes, { maxLength: 3 })),
    items: pointer,
    images: pointer,
    selected: pointer,
    until: pointer,
    options: pointer,
    values: pointer,
    name: fieldName,
    rules,
    width: number,
    height: number,
    size: number,
    max: number,
    columns: number,
    limit: number,
    lines: number,
    level: number,
    intervalMs: number,
    durationMs: number,
    maxLength: number,
    textRows: number,
    variant: oneOf(
      'body',
      'caption',
      'muted',
      'notice',
      'error',
      'tag',
      'primary',
      'secondary',
      'text',
      'plain',
      'card',
      'section',
      'field',
      'divided',
      'cards',
      'grid',
    ),
    direction: oneOf('column', 'row'),
    shape: oneOf('plain', 'round', 'icon'),
    icon: oneOf('mail', 'phone', 'chevron', 'none'),
    tone: oneOf('brand', 'muted', 'danger', 'warning'),
    sandbox: oneOf('strict', 'scripts', 'scripts-same-origin', 'allow-top-navigation'),
    format: oneOf('text', 'digits', 'phone', 'card', 'code', 'money'),
    autocomplete: oneOf('off', 'tel', 'one-time-code', 'name', 'email'),
    live: oneOf('polite', 'alert'),
    default: oneOf('success', 'failed', 'info', 'star'),
    icons: usually(fc.dictionary(fc.string({ maxLength: 3 }), oneOf('success', 'mail', 'nope'))),
    customType: usually(fc.string({ maxLength: 6 })),
    props: garbage,
    emit: usually(fc.string({ maxLength: 6 })),
    upload: usually(fc.constantFrom('problemImage', 'none', '__proto__')),
    key: usually(fc.constantFrom('id', 'title', '__proto__')),
    labelField: usually(fc.constantFrom('title', 'label', 'text', '__proto__')),
    valueField: usually(fc.constantFrom('value', 'id', 'url', 'constructor')),
    entries: usually(fc.boolean()),
    autoplay: usually(fc.boolean()),
    dismissable: usually(fc.boolean()),
    counter: usually(fc.boolean()),
    rowsSource: usually(
      fc.record(
        {
          pointer,
          labelField: usually(fc.string()),
          valueField: usually(fc.string()),
          format: formatter,
          limit: number,
        },
        { requiredKeys: [] },
      ),
    ),
    kvItems: usually(
      fc.array(
        fc.record(
          {
            id: usually(fc.string({ maxLength: 3 })),
            label: textSource,
            value: textSource,
            action,
            when: condition,
          },
          { requiredKeys: [] },
        ),
        { maxLength: 3 },
      ),
    ),
    tilesSource: usually(
      fc.record(
        { pointer, valueField: usually(fc.string()), labelField: usually(fc.string()) },
        { requiredKeys: [] },
      ),
    ),
  };
}

type PropName = keyof ReturnType<typeof propsOf>;

/** Each node type and the properties its schema gives it (plus `id`, `when`, `fallback`). */
const NODE_PROPS: Record<string, PropName[]> = {
  text: ['text', 'variant', 'live', 'lines'],
  heading: ['text', 'level'],
  image: ['src', 'alt', 'width', 'height', 'shape'],
  icon: ['value', 'icons', 'default', 'label', 'size', 'tone'],
  'kv-list': ['kvItems', 'rowsSource'],
  button: ['text', 'action', 'variant', 'disabledWhen', 'busyWhen', 'busyText'],
  link: ['text', 'action', 'icon'],
  stack: ['children', 'direction', 'variant', 'label', 'action', 'selectedWhen'],
  list: [
    'items',
    'entries',
    'key',
    'template',
    'empty',
    'limit',
    'moreText',
    'lessText',
    'label',
    'variant',
    'columns',
  ],
  tabs: ['label', 'items', 'labelField', 'valueField', 'selected', 'action', 'panel'],
  modal: ['title', 'body', 'actions', 'openWhen', 'dismissable', 'onDismiss'],
  'bottom-sheet': ['title', 'body', 'openWhen', 'dismissable', 'onDismiss', 'closeText'],
  toast: ['text', 'openWhen', 'durationMs'],
  loading: ['text'],
  'choice-tiles': ['label', 'tilesSource', 'selected', 'emit', 'columns'],
  gallery: ['images', 'label', 'columns', 'onOpen', 'onClose'],
  barcode: ['value', 'label', 'height'],
  'qr-code': ['value', 'label', 'size'],
  frame: ['url', 'title', 'height', 'sandbox'],
  carousel: ['label', 'slides', 'intervalMs', 'autoplay'],
  rating: ['value', 'label', 'action', 'max'],
  countdown: ['text', 'runningText', 'until', 'action', 'runningAction', 'variant'],
  form: ['values', 'children'],
  input: ['name', 'label', 'help', 'rules', 'placeholder', 'format', 'maxLength', 'autocomplete'],
  textarea: ['name', 'label', 'help', 'rules', 'placeholder', 'maxLength', 'counter', 'textRows'],
  checkbox: ['name', 'label', 'help', 'rules', 'content'],
  select: [
    'name',
    'label',
    'help',
    'rules',
    'placeholder',
    'options',
    'labelField',
    'valueField',
    'onChange',
  ],
  'image-picker': ['name', 'label', 'help', 'rules', 'max', 'upload'],
  custom: ['customType', 'props'],
};

export const NODE_TYPES = Object.keys(NODE_PROPS);

/** The schema's name of a property whose arbitrary is keyed differently here. */
function schemaName(prop: PropName): string {
  if (prop === 'rowsSource' || prop === 'textRows') return 'rows';
  if (prop === 'kvItems' || prop === 'tilesSource') return 'items';
  return prop;
}

function rarely(arbitrary: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });
}

function nodeOfType(
  type: string,
  props: ReturnType<typeof propsOf>,
): fc.Arbitrary<Record<string, unknown>> {
  const own: Record<string, fc.Arbitrary<unknown>> = {};
  for (const name of NODE_PROPS[type] ?? []) {
    own[schemaName(name)] = props[name];
  }
  // Each property may be missing (required ones too); `id`, `when` and `fallback` are rarer.
  return fc
    .tuple(
      fc.record(own, { requiredKeys: [] }),
      rarely(props.id),
      rarely(props.when),
      rarely(props.fallback),
    )
    .map(([record, id, when, fallback]) => {
      const node: Record<string, unknown> = { type, ...record };
      if (id !== undefined) node.id = id;
      if (when !== undefined) node.when = when;
      if (fallback !== undefined) node.fallback = fallback;
      return node;
    });
}

export const layout = fc.letrec<{ node: unknown; nodes: unknown }>((tie) => {
  const props = propsOf(tie('node'), tie('nodes'));
  return {
    node: fc.oneof(
      { depthSize: 'small', maxDepth: 4, depthIdentifier: 'layout', withCrossShrink: true },
      // The first is what a node becomes at the depth limit: a leaf.
      { weight: 3, arbitrary: fc.record({ type: fc.constant('text'), text: textSource }) },
      ...NODE_TYPES.map((type) => ({ weight: 2, arbitrary: nodeOfType(type, props) })),
      {
        weight: 2,
        arbitrary: fc.record(
          {
            type: fc.oneof(
              fc.string({ maxLength: 8 }),
              fc.constantFrom('script', 'iframe', '__proto__', 'constructor', 'toString'),
            ),
            fallback: tie('node'),
          },
          { requiredKeys: ['type'] },
        ),
      },
      { weight: 1, arbitrary: garbage },
    ),
    nodes: usually(fc.array(tie('node'), { maxLength: 4 })),
  };
});

/**
 * A chain of containers 200 to 2,000 levels deep, with a node at its bottom that also
 * reappears, as the same object, beside every 50th level: a layout that looks cyclic.
 */
export const deepChain: fc.Arbitrary<unknown> = fc
  .tuple(
    fc.integer({ min: 200, max: 2_000 }),
    fc.constantFrom('stack', 'form', 'fallback', 'mixed'),
    layout.node,
  )
  .map(([depth, kind, leaf]) => {
    let node: unknown = leaf;
    for (let i = 0; i < depth; i += 1) {
      const k = kind === 'mixed' ? (['stack', 'form', 'fallback'] as const)[i % 3] : kind;
      const children = i % 50 === 49 ? [node, leaf] : [node];
      node =
        k === 'fallback'
          ? { type: `unknown-${i % 7}`, fallback: { type: 'stack', children } }
          : { type: k, children };
    }
    return node;
  });

const itemValue: fc.Arbitrary<Json> = fc.record(
  {
    text: fc.oneof(literal, anyValue) as fc.Arbitrary<Json>,
    url: urlValue,
    title: fc.oneof(literal, anyValue) as fc.Arbitrary<Json>,
    label: literal,
    value: anyValue,
    id: fc.oneof(fc.integer(), fc.string({ maxLength: 4 })),
  },
  { requiredKeys: [] },
);

/** Screen data to go with a layout: the keys its pointers read, holding anything. */
export const screenData: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record(
      {
        text: fc.oneof(literal, anyValue) as fc.Arbitrary<Json>,
        url: urlValue,
        items: fc.oneof(fc.array(itemValue, { maxLength: 5 }), anyValue),
        images: fc.oneof(fc.array(urlValue, { maxLength: 5 }), anyValue),
        num: fc.oneof(fc.integer(), fc.double(), anyValue) as fc.Arbitrary<Json>,
        flag: fc.oneof(fc.boolean(), anyValue),
        obj: fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
        deep: deepNesting,
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: garbage },
);

export const screenState: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    s: fc.oneof(fc.string({ maxLength: 4 }), fc.integer(), fc.boolean(), fc.constant(null)),
    tab: fc.oneof(fc.integer({ min: -1, max: 5 }), fc.string({ maxLength: 3 })),
    open: fc.boolean(),
  },
  { requiredKeys: [] },
);
