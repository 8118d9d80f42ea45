// Renderer language 1.1 through the screen renderer: lists with item scope, local state and
// its steps, tabs, tappable groups and bottom sheets, as a borrower sees and taps them.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from './render-screen';

const plans = [
  { id: 'a', title: 'First', amount: 100000 },
  { id: 'b', title: 'Second', amount: 200000 },
  { id: 'c', title: 'Third', amount: 300000 },
];
const planText = { type: 'text', text: { bind: '@/title' } };

describe('list', () => {
  it('renders its template per element with the element in scope, folded to limit', () => {
    renderScreen(
      [
        {
          type: 'list',
          items: '/plans',
          key: 'id',
          limit: 2,
          template: [
            planText,
            { type: 'text', text: { bind: '@/amount', format: 'money' } },
            { type: 'text', text: { key: 'format.days', params: { count: { bind: '@index' } } } },
          ],
        },
      ],
      { plans },
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('₱2,000.00')).toBeTruthy();
    expect(screen.getByText('1 days')).toBeTruthy();
    const more = screen.getByRole('button', { name: 'more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'hide' }));
    expect(screen.queryByText('Third')).toBeNull();
  });

  it('shows its empty nodes when the array is empty or missing', () => {
    renderScreen([
      {
        type: 'list',
        items: '/none',
        template: [planText],
        empty: [{ type: 'text', text: 'None yet' }],
      },
    ]);
    expect(screen.getByText('None yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("walks an object's entries: '@key' the key, '@' the value, inner lists their own items", () => {
    renderScreen(
      [
        {
          type: 'list',
          items: '/payNotice',
          entries: true,
          template: [
            { type: 'heading', level: 3, text: { bind: '@key' } },
            {
              type: 'list',
              items: '@',
              template: [{ type: 'text', text: { bind: '@/name' } }],
            },
          ],
        },
      ],
      { payNotice: { GCash: [{ name: 'Open GCash' }, { name: 'Pay bills' }], Maya: [] } },
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'GCash',
      'Maya',
    ]);
    expect(screen.getByText('Pay bills')).toBeTruthy();
  });

  it('hands item values to the controller as action parameters', () => {
    const { actions } = renderScreen(
      [
        {
          type: 'list',
          items: '/plans',
          template: [
            {
              type: 'button',
              text: { bind: '@/title' },
              action: { type: 'emit', name: 'pick', value: { bind: '@/id' } },
            },
          ],
        },
      ],
      { plans },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Second' }));
    expect(actions).toEqual([{ type: 'emit', name: 'pick', value: 'b' }]);
  });
});

describe('local state', () => {
  it('a tappable row sets the chosen value; the chosen row is pressed; conditions read it', () => {
    const { actions } = renderScreen(
      [
        {
          type: 'list',
          items: '/plans',
          template: [
            {
              type: 'stack',
              action: [
                { type: 'set', state: 'chosen', value: { bind: '@/id' } },
                { type: 'emit', name: 'chose' },
              ],
              selectedWhen: { pointer: '@/id', op: 'eq', to: '/state/chosen' },
              children: [planText],
            },
          ],
        },
        {
          type: 'text',
          text: { bind: '/state/chosen' },
          when: { pointer: '/state/chosen', op: 'notEmpty' },
        },
      ],
      { plans },
      { state: { chosen: 'a' } },
    );
    const rows = () => screen.getAllByRole('button');
    expect(rows().map((r) => r.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
    fireEvent.click(screen.getByRole('button', { name: 'Third' }));
    expect(rows().map((r) => r.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'true']);
    expect(screen.getByText('c')).toBeTruthy();
    expect(actions).toEqual([{ type: 'emit', name: 'chose' }]);
  });

  it('toggle flips a flag; a bottom sheet opens with it and its Close runs onDismiss', () => {
    renderScreen(
      [
        { type: 'button', text: 'Payment Method', action: { type: 'toggle', state: 'sheet' } },
        {
          type: 'bottom-sheet',
          title: 'Channels',
          openWhen: { pointer: '/state/sheet', op: 'truthy' },
          onDismiss: { type: 'set', state: 'sheet', value: false },
          body: [{ type: 'text', text: 'GCash' }],
        },
      ],
      {},
      { state: { sheet: false } },
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Payment Method' }));
    const sheet = screen.getByRole('dialog', { name: 'Channels' });
    expect(within(sheet).getByText('GCash')).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a bottom sheet without onDismiss is not dismissable: no dead Close, and Back leaves it be', () => {
    renderScreen(
      [
        {
          type: 'bottom-sheet',
          title: 'Channels',
          openWhen: { pointer: '/state/sheet', op: 'truthy' },
          body: [{ type: 'text', text: 'GCash' }],
        },
      ],
      {},
      { state: { sheet: true } },
    );
    const sheet = screen.getByRole('dialog', { name: 'Channels' });
    expect(within(sheet).queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Channels' })).toBeTruthy();
  });

  it('startTimer stores a deadline that many seconds from now', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    renderScreen(
      [
        {
          type: 'button',
          text: 'Get code',
          action: { type: 'startTimer', state: 'until', seconds: 60 },
        },
        { type: 'text', text: { bind: '/state/until' } },
      ],
      {},
      { state: { until: 0 } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByText('1060000')).toBeTruthy();
    vi.useRealTimers();
  });
});

describe('tabs', () => {
  const tabs = [
    { title: 'Processing', list: [{ id: 1, type: 'Collection' }] },
    { title: 'Closed', list: [] },
  ];
  const panel = [
    {
      type: 'list',
      items: '@/list',
      template: [{ type: 'text', text: { bind: '@/type' } }],
      empty: [{ type: 'text', text: 'Nothing here' }],
    },
  ];

  it('kept in local state: the panel shows the chosen tab in its scope', () => {
    renderScreen(
      [
        {
          type: 'tabs',
          label: 'Complaints',
          items: '/tabs',
          selected: '/state/tab',
          action: { type: 'set', state: 'tab', value: { bind: '@index' } },
          panel,
        },
      ],
      { tabs },
      { state: { tab: 0 } },
    );
    expect(within(screen.getByRole('tabpanel')).getByText('Collection')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Closed' }));
    expect(screen.getByRole('tab', { name: 'Closed' }).getAttribute('aria-selected')).toBe('true');
    expect(
      within(screen.getByRole('tabpanel', { name: 'Closed' })).getByText('Nothing here'),
    ).toBeTruthy();
  });

  it("held by the controller: a tap emits the tab's value and the data decides", () => {
    const { actions } = renderScreen(
      [
        {
          type: 'tabs',
          label: 'Card type',
          items: '/cardTypes',
          valueField: 'cardType',
          labelField: 'label',
          selected: '/cardType',
          action: { type: 'emit', name: 'cardType', value: { bind: '@/cardType' } },
          panel: [{ type: 'text', text: 'Fields' }],
        },
      ],
      {
        cardTypes: [
          { cardType: 1, label: 'E-wallet' },
          { cardType: 2, label: 'Bank' },
        ],
        cardType: 2,
      },
    );
    expect(screen.getByRole('tab', { name: 'Bank' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'E-wallet' }));
    expect(actions).toEqual([{ type: 'emit', name: 'cardType', value: '1' }]);
  });

  it('with no tabs to offer, shows the panel alone', () => {
    renderScreen([
      {
        type: 'tabs',
        label: 'Card type',
        items: '/none',
        selected: '/x',
        action: { type: 'emit', name: 'x' },
        panel: [{ type: 'text', text: 'Fields' }],
      },
    ]);
    expect(screen.getByText('Fields')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});

describe('a tappable group', () => {
  it('is a real link when it leads somewhere, a button otherwise', () => {
    const { actions } = renderScreen(
      [
        {
          type: 'stack',
          action: {
            type: 'navigate',
            to: '/complainDetails',
            query: { problemId: { bind: '/id' } },
          },
          children: [{ type: 'text', text: 'Open complaint' }],
        },
        {
          type: 'stack',
          action: { type: 'openUrl', url: 'javascript:alert(1)' },
          children: [{ type: 'text', text: 'Refused target' }],
        },
      ],
      { id: '1024' },
    );
    const link = screen.getByRole('link', { name: 'Open complaint' });
    expect(link.getAttribute('href')).toBe('/complainDetails?problemId=1024');
    fireEvent.click(link);
    expect(actions[0]).toMatchObject({ type: 'navigate', query: { problemId: '1024' } });
    // A refused URL never becomes an href; the controller's allow-list refuses the tap too.
    expect(screen.getByRole('button', { name: 'Refused target' }).getAttribute('href')).toBeNull();
  });
});

describe('checkbox bound to local state', () => {
  const body = [
    {
      type: 'checkbox',
      state: 'agree',
      label: 'I agree to',
      content: [{ type: 'link', text: 'the terms', action: { type: 'emit', name: 'terms' } }],
    },
    {
      type: 'button',
      text: 'Next',
      disabledWhen: { pointer: '/state/agree', op: 'falsy' },
      action: { type: 'emit', name: 'next', value: { bind: '/state/agree' } },
    },
  ];

  it('needs no form: its state decides the box, and conditions read it', () => {
    const { actions } = renderScreen(body, {}, { version: '1.1', state: { agree: true } });
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' }) as HTMLInputElement;
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(box.checked).toBe(true);
    fireEvent.click(next);
    expect(actions.at(-1)).toEqual({ type: 'emit', name: 'next', value: 'true' });
    fireEvent.click(box);
    expect(box.checked).toBe(false);
    expect(next.disabled || next.getAttribute('aria-disabled') === 'true').toBe(true);
    // The link beside the label opens without ticking.
    fireEvent.click(screen.getByRole('link', { name: 'the terms' }));
    expect(box.checked).toBe(false);
    expect(actions.at(-1)).toEqual({ type: 'emit', name: 'terms' });
  });

  it('without a state value it fails in place, and the rest of the screen works', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container, actions } = renderScreen(
      [
        { type: 'checkbox', label: 'Orphan' },
        { ...body[1], disabledWhen: undefined },
      ],
      {},
      { version: '1.1' },
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
    // In its place, and only there, the failure's notice.
    const failed = [...container.querySelectorAll('[data-node-error]')];
    expect(failed.map((el) => el.getAttribute('data-node-error'))).toEqual(['/body/0']);
    expect(failed[0]!.nextElementSibling).toBe(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(actions.at(-1)).toMatchObject({ type: 'emit', name: 'next' });
  });
});

describe('modal close icon', () => {
  it('a dismissable modal with closeButton has a Close button that runs onDismiss', () => {
    renderScreen(
      [
        {
          type: 'modal',
          id: 'promo',
          title: 'Offer',
          openWhen: { pointer: '/state/open', op: 'truthy' },
          dismissable: true,
          closeButton: true,
          onDismiss: { type: 'set', state: 'open', value: false },
          body: [{ type: 'text', text: 'Zero fee' }],
        },
      ],
      {},
      { version: '1.1', state: { open: true } },
    );
    const dialog = screen.getByRole('dialog', { name: 'Offer' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('stack disabledWhen', () => {
  it('a tappable group whose disabledWhen holds is no tap target and runs nothing', () => {
    const entry = (id: string) => ({
      type: 'stack',
      id,
      action: { type: 'emit', name: 'pick', value: id },
      disabledWhen: { pointer: '/off', op: 'eq', value: id },
      children: [{ type: 'text', text: `Entry ${id}` }],
    });
    const { actions } = renderScreen([entry('a'), entry('b')], { off: 'b' }, { version: '1.1' });
    fireEvent.click(screen.getByRole('button', { name: 'Entry a' }));
    expect(screen.queryByRole('button', { name: 'Entry b' })).toBeNull();
    fireEvent.click(screen.getByText('Entry b'));
    expect(actions).toEqual([{ type: 'emit', name: 'pick', value: 'a' }]);
  });
});

describe('a disabled choice', () => {
  it('keeps its radio role and checked state, announced unavailable, and runs nothing', () => {
    const { actions } = renderScreen(
      [
        {
          type: 'stack',
          role: 'radiogroup',
          label: 'Card',
          children: ['a', 'b'].map((id) => ({
            type: 'stack',
            label: `Card ${id}`,
            action: { type: 'emit', name: 'pick', value: id },
            selectedWhen: { pointer: '/chosen', op: 'eq', value: id },
            selectedAs: 'radio',
            disabledWhen: { pointer: '/locked', op: 'truthy' },
            children: [{ type: 'text', text: `Card ${id}` }],
          })),
        },
      ],
      { chosen: 'b', locked: true },
      { version: '1.1' },
    );
    const radios = screen.getAllByRole('radio');
    expect(
      radios.map((r) => [r.getAttribute('aria-checked'), r.getAttribute('aria-disabled')]),
    ).toEqual([
      ['false', 'true'],
      ['true', 'true'],
    ]);
    fireEvent.click(radios[0]!);
    expect(actions).toEqual([]);
  });
});

describe('single choice as radios', () => {
  it('a radiogroup stack of radio entries: one checked, a tap checks another', () => {
    renderScreen(
      [
        {
          type: 'stack',
          role: 'radiogroup',
          label: 'Channel',
          children: [
            {
              type: 'list',
              items: '/plans',
              key: 'id',
              template: [
                {
                  type: 'stack',
                  action: { type: 'set', state: 'plan', value: { bind: '@/id' } },
                  selectedWhen: { pointer: '@/id', op: 'eq', to: '/state/plan' },
                  selectedAs: 'radio',
                  children: [planText],
                },
              ],
            },
          ],
        },
      ],
      { plans },
      { version: '1.1', state: { plan: 'a' } },
    );
    const group = screen.getByRole('radiogroup', { name: 'Channel' });
    // ARIA in HTML allows the role on a div, not on a section (axe: aria-allowed-role).
    expect(group.tagName).toBe('DIV');
    const checked = () =>
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-checked'));
    expect(checked()).toEqual(['true', 'false', 'false']);
    expect(within(group).getAllByRole('radio')[0]!.hasAttribute('aria-pressed')).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'Third' }));
    expect(checked()).toEqual(['false', 'false', 'true']);
    // The arrow keys move to the next option and choose it, round the ends.
    const third = screen.getByRole('radio', { name: 'Third' });
    third.focus();
    fireEvent.keyDown(third, { key: 'ArrowDown' });
    expect(checked()).toEqual(['true', 'false', 'false']);
    expect(document.activeElement).toBe(within(group).getAllByRole('radio')[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(checked()).toEqual(['false', 'false', 'true']);
  });
});

describe('ordered list and code text', () => {
  it('an ordered list is an ol of numbered steps; a code is its text', () => {
    renderScreen(
      [
        {
          type: 'list',
          items: '/steps',
          ordered: true,
          template: [{ type: 'text', text: { bind: '@' } }],
        },
        { type: 'list', items: '/steps', template: [{ type: 'text', text: { bind: '@' } }] },
        { type: 'text', variant: 'code', text: { bind: '/code' } },
      ],
      { steps: ['Open', 'Pay'], code: '7781234590123' },
      { version: '1.1' },
    );
    const [ordered, plain] = screen.getAllByRole('list');
    expect(ordered!.tagName).toBe('OL');
    expect(plain!.tagName).toBe('UL');
    expect(
      within(ordered!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Open', 'Pay']);
    expect(screen.getByText('7781234590123')).toBeTruthy();
  });
});

describe('input bound to local state', () => {
  it('keeps the format’s characters in state, and a button sends them without a form', async () => {
    const { actions } = renderScreen(
      [
        {
          type: 'input',
          state: 'code',
          label: 'SMS code',
          format: 'digits',
          maxLength: 6,
        },
        {
          type: 'button',
          text: 'Send',
          action: { type: 'emit', name: 'send', value: { bind: '/state/code' } },
        },
      ],
      {},
      { version: '1.1', state: { code: '' } },
    );
    const input = (await screen.findByRole('textbox', { name: 'SMS code' })) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12a34-5678' } });
    expect(input.value).toBe('123456');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(actions).toEqual([{ type: 'emit', name: 'send', value: '123456' }]);
  });
});
