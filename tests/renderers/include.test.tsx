// Nodes from the data (an `include`: a landing template's sections) may move within the app
// and open web pages, never call the native app, speak for the page or open another scheme
// (decision 049).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { servedInclude } from '../../renderers/nodes/Include';
import { allNodes } from '../../renderers/generated/all-nodes';
import { renderScreen } from './render-screen';

const link = (text: string, action: unknown) => ({ type: 'link', text, action });

const sections = [
  link('Home', { type: 'navigate', to: '/customerService' }),
  link('Terms', { type: 'openUrl', url: 'https://lender.example/terms' }),
  link('Open the app', { type: 'openUrl', url: 'cashloan://pay?to=someone' }),
  link('Write to us', { type: 'openUrl', url: 'mailto:care@lender.example', scheme: 'mailto' }),
  link('Native page', {
    type: 'bridge',
    action: 'openPage',
    payload: { url: 'javascript:alert(1)' },
  }),
  { type: 'button', text: 'Get code', action: { type: 'emit', name: 'getCode', value: 'x' } },
];

describe('nodes from the data', () => {
  it('navigate and open web pages; the bridge, page events and other schemes do nothing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { actions } = renderScreen([{ type: 'include', nodes: '/sections' }], { sections });
    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe(
      'https://lender.example/terms',
    );
    // Refused addresses are text, with nothing to tap.
    expect(screen.queryByRole('link', { name: 'Open the app' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Write to us' })).toBeNull();
    for (const name of ['Home', 'Terms', 'Native page'])
      fireEvent.click(screen.getByRole('link', { name }));
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(actions.map((a) => a.type)).toEqual(['navigate', 'openUrl']);
  });

  it("change state of their own, never the screen's (the form's fields)", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderScreen(
      [
        { type: 'include', nodes: '/sections' },
        { type: 'text', text: { bind: '/state/smsCode' }, id: 'code' },
        {
          type: 'text',
          text: { key: 'common.close' },
          when: { pointer: '/state/more', op: 'truthy' },
        },
      ],
      {
        sections: [
          {
            type: 'button',
            text: 'Fill',
            action: { type: 'set', state: 'smsCode', value: '999999' },
          },
          { type: 'button', text: 'More', action: { type: 'toggle', state: 'more' } },
        ],
      },
      { state: { smsCode: '' } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fill' }));
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.queryByText('999999')).toBeNull();
    expect(screen.getByText('Close')).toBeTruthy();
  });

  it('read no state the screen declares: a picture or a link never carries what is typed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const typed = (name: string) => ({ bind: `/state/${name}` });
    renderScreen(
      [
        { type: 'include', nodes: '/sections' },
        { type: 'input', state: 'smsCode', label: 'SMS code', format: 'digits', maxLength: 6 },
      ],
      {
        sections: [
          {
            type: 'image',
            alt: 'Offer',
            src: {
              template: 'https://tracker.example/p.png?c={code}',
              params: { code: typed('smsCode') },
            },
          },
          {
            type: 'link',
            text: 'Help',
            action: {
              type: 'openUrl',
              url: {
                template: 'https://tracker.example/h?c={code}',
                params: { code: typed('smsCode') },
              },
            },
          },
          {
            type: 'text',
            text: { template: 'Code: [{code}]', params: { code: typed('smsCode') } },
          },
          { type: 'button', text: 'Note', action: { type: 'set', state: 'note', value: 'seen' } },
          { type: 'text', text: { template: 'Note: [{note}]', params: { note: typed('note') } } },
        ],
      },
      { state: { smsCode: '' } },
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'SMS code' }), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Note' }));
    expect(screen.getByRole('img', { name: 'Offer' }).getAttribute('src')).not.toContain('123456');
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).not.toContain('123456');
    expect(screen.getByText('Code: []')).toBeTruthy();
    // Their own state they read as ever.
    expect(screen.getByText('Note: [seen]')).toBeTruthy();
  });

  it('the same nodes in a shipped layout keep every action', () => {
    const { actions } = renderScreen(sections.slice(4));
    fireEvent.click(screen.getByRole('link', { name: 'Native page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(actions.map((a) => a.type)).toEqual(['bridge', 'emit']);
  });

  it('draw no include: sections that include the sections are drawn once, not inside themselves', () => {
    const selfIncluding = [
      { type: 'include', nodes: '/sections' },
      { type: 'include', nodes: '/sections' },
      { type: 'text', text: 'Offer line' },
    ];
    const { unknown } = renderScreen([{ type: 'include', nodes: '/sections' }], {
      sections: selfIncluding,
    });
    expect(screen.getAllByText('Offer line')).toHaveLength(1);
    expect(unknown.map((report) => report.type)).toEqual(['include', 'include']);
  });

  it("are of the kinds the include's schema allows: another kind is an unknown node", () => {
    const registry = { ...allNodes, include: servedInclude('text') };
    const { unknown } = renderScreen(
      [{ type: 'include', nodes: '/sections' }],
      {
        sections: [
          { type: 'text', text: 'Offer line' },
          { type: 'input', state: 'phone', label: 'Phone' },
        ],
      },
      { registry, state: { phone: '' } },
    );
    expect(screen.getByText('Offer line')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(unknown.map((report) => report.type)).toEqual(['input']);
  });

  it('draw about a thousand list rows in all, however their lists nest', () => {
    const ten = Array.from({ length: 10 }, (_, i) => i);
    const nested = (depth: number): unknown =>
      depth === 0
        ? { type: 'text', text: 'Row' }
        : { type: 'list', items: '/ten', template: [nested(depth - 1)] };
    renderScreen([{ type: 'include', nodes: '/sections' }], { ten, sections: [nested(4)] });
    // Four lists of ten, one in the other, would be 10,000 rows.
    const rows = screen.getAllByText('Row').length;
    expect(rows).toBeGreaterThanOrEqual(100);
    expect(rows).toBeLessThanOrEqual(1000);
  });

  it("count a kv-list's rows and a gallery's pictures from the data in that thousand", () => {
    const ten = Array.from({ length: 10 }, (_, i) => i);
    const rows = Array.from({ length: 10 }, () => ({ title: 'Label', value: 'Value' }));
    const pictures = Array.from({ length: 10 }, (_, i) => `https://cdn.example/${i}.png`);
    const inLists = (node: unknown, depth: number): unknown =>
      depth === 0 ? node : { type: 'list', items: '/ten', template: [inLists(node, depth - 1)] };
    renderScreen([{ type: 'include', nodes: '/sections' }], {
      ten,
      rows,
      pictures,
      sections: [
        // Three lists of ten, one in the other, each row with ten rows or pictures of the data:
        // 10,000 of each.
        inLists({ type: 'kv-list', rows: { pointer: '/rows' } }, 3),
        inLists({ type: 'gallery', images: '/pictures' }, 3),
      ],
    });
    expect(screen.getAllByText('Label').length).toBeLessThanOrEqual(1000);
    expect(document.querySelectorAll('img').length).toBeLessThanOrEqual(1000);
  });

  it('the same lists in a shipped layout draw every row', () => {
    const ten = Array.from({ length: 10 }, (_, i) => i);
    const inner = { type: 'list', items: '/ten', template: [{ type: 'text', text: 'Row' }] };
    renderScreen(
      [
        {
          type: 'list',
          items: '/ten',
          template: [{ type: 'list', items: '/ten', template: [inner] }],
        },
      ],
      { ten },
    );
    expect(screen.getAllByText('Row')).toHaveLength(1000);
  });

  it('write no string into the style sheet where a number belongs', () => {
    const injected = '1px}body{visibility:hidden}.x{a:b';
    renderScreen([{ type: 'include', nodes: '/sections' }], {
      sections: [
        {
          type: 'stack',
          maxWidth: injected,
          minColumnWidth: injected,
          direction: 'row}body{display:none}.y{a:b',
          children: [
            { type: 'text', text: 'Offer line', lines: injected },
            { type: 'list', variant: 'grid', columns: injected, items: [1], template: [] },
          ],
        },
      ],
    });
    expect(screen.getByText('Offer line')).toBeTruthy();
    const rules = [...document.querySelectorAll('style')]
      .map((style) => style.textContent)
      .join('');
    expect(rules).not.toContain('visibility:hidden');
    expect(rules).not.toContain('display:none}');
    expect(getComputedStyle(document.body).visibility).not.toBe('hidden');
  });

  it('draw a list whose variant this renderer does not know plain, as other nodes do', () => {
    renderScreen([{ type: 'include', nodes: '/sections' }], {
      sections: [
        {
          type: 'list',
          // A stack's variant name on a list: a slip an operator can make.
          variant: 'card',
          items: ['Borrow up to ₱20,000', 'Pay in 14 days'],
          template: [{ type: 'text', text: { bind: '@' } }],
        },
      ],
    });
    expect(screen.getByText('Borrow up to ₱20,000')).toBeTruthy();
    expect(screen.getByText('Pay in 14 days')).toBeTruthy();
  });

  it('read a limit as the answers are read: "2" is 2, an empty or null one is none', () => {
    const rows = ['Borrow up to ₱20,000', 'Pay in 14 days', 'No collateral'];
    const list = (id: string, limit: unknown) => ({
      type: 'list',
      id,
      limit,
      items: '/rows',
      template: [{ type: 'text', text: { bind: '@' } }],
    });
    const kv = (id: string, limit: unknown) => ({
      type: 'stack',
      id,
      children: [{ type: 'kv-list', rows: { pointer: '/details', limit } }],
    });
    renderScreen([{ type: 'include', nodes: '/sections' }], {
      rows,
      details: rows.map((title) => ({ title, value: 'Yes' })),
      sections: [
        list('empty', ''),
        list('none', null),
        list('two', '2'),
        kv('kv-empty', ''),
        kv('kv-two', '2'),
      ],
    });
    const shown = (id: string) =>
      [...document.querySelectorAll(`[data-node-id="${id}"] li, [data-node-id="${id}"] dt`)].map(
        (row) => row.textContent,
      );
    expect(shown('empty')).toEqual(rows);
    expect(shown('none')).toEqual(rows);
    expect(shown('two')).toEqual(rows.slice(0, 2));
    expect(shown('kv-empty')).toEqual(rows);
    expect(shown('kv-two')).toEqual(rows.slice(0, 2));
    expect(screen.getAllByRole('button', { name: 'more' })).toHaveLength(1);
  });

  it('read a number as its text and children that are not a list as none', () => {
    const { container } = renderScreen([{ type: 'include', nodes: '/sections' }], {
      sections: [
        {
          type: 'stack',
          children: [
            { type: 'heading', text: 20000 },
            { type: 'text', text: 14 },
            { type: 'stack', children: 'Borrow now' },
            { type: 'stack', children: { type: 'text', text: 'Not a list' } },
            { type: 'kv-list', items: 'Not a list' },
            { type: 'text', text: null },
            { type: 'text', text: 'No collateral' },
          ],
        },
      ],
    });
    expect(screen.getByRole('heading', { name: '20000' })).toBeTruthy();
    expect(screen.getByText('14')).toBeTruthy();
    expect(screen.getByText('No collateral')).toBeTruthy();
    expect(container.querySelector('[data-node-error]')).toBeNull();
  });

  it('show a value in a format this app does not know as it is', () => {
    const { container } = renderScreen([{ type: 'include', nodes: '/sections' }], {
      amount: 500000,
      sections: [
        { type: 'text', text: { bind: '/amount', format: 'moneyOfANewerApp' } },
        { type: 'text', text: { bind: '/amount', format: 'constructor' } },
        {
          type: 'kv-list',
          rows: { pointer: '/rows', format: 'toString' },
        },
      ],
      rows: [{ title: 'Service fee', value: 15000 }],
    });
    expect(screen.getAllByText('500000')).toHaveLength(2);
    expect(screen.getByText('15000')).toBeTruthy();
    expect(container.querySelector('[data-node-error]')).toBeNull();
  });

  it('draw an icon within the sizes its schema allows', async () => {
    renderScreen([{ type: 'include', nodes: '/sections' }], {
      sections: [
        { type: 'icon', id: 'huge', default: 'info', size: 100000 },
        { type: 'icon', id: 'odd', default: 'info', size: '1e9' },
      ],
    });
    const width = (id: string) =>
      document.querySelector(`[data-node-id="${id}"] svg`)?.getAttribute('width');
    await waitFor(() => expect([width('huge'), width('odd')]).toEqual(['96', '24']));
  });
});
