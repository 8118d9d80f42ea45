// The renderer language a public web page speaks (the website and the documents): template
// texts quoting data, lists written in the layout, conditional, toast and scrollTo steps, the
// `blank` test, landmark stacks, responsive grids, the state-bound textarea, the navigation,
// a screen without the app's bar, and a frame of the app's own page.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenView } from '../../renderers/ScreenView';
import { allNodes } from '../../renderers/generated/all-nodes';
import { clearToast, currentToast } from '../../renderers/ui/toast-store';
import type { Screen } from '../../src/generated/types';
import { renderScreen, t } from './render-screen';
import { rendererServices } from '../../src/app/renderer-services';

const brand = { companyName: 'Lender Corp', email: 'care@lender.example' };

afterEach(() => clearToast());

describe('content written in the layout', () => {
  it('a template fills its placeholders from bindings and leaves unknown ones visible', () => {
    renderScreen(
      [
        {
          type: 'text',
          text: {
            template: 'Write to {company} at {email} ({missing}).',
            params: {
              company: { bind: '/brand/companyName' },
              email: { bind: '/brand/email' },
              toString: { bind: '/brand/companyName' },
            },
          },
        },
      ],
      { brand },
    );
    expect(
      screen.getByText('Write to Lender Corp at care@lender.example ({missing}).'),
    ).toBeTruthy();
  });

  it('a stack or a text written in another language than the page says which', () => {
    renderScreen([
      { type: 'stack', id: 'prose', lang: 'en', children: [{ type: 'text', text: 'Our mission' }] },
      { type: 'text', id: 'quote', lang: 'en', text: 'Fast and fair' },
      { type: 'text', id: 'plain', text: 'Tungkol sa amin' },
    ]);
    const langOf = (id: string) =>
      document.querySelector(`[data-node-id="${id}"]`)?.getAttribute('lang') ?? null;
    expect([langOf('prose'), langOf('quote'), langOf('plain')]).toEqual(['en', 'en', null]);
  });

  it('a list may carry its items itself', () => {
    renderScreen([
      {
        type: 'list',
        items: ['photos', 'GPS location'],
        template: [{ type: 'text', text: { bind: '@' } }],
      },
    ]);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['photos', 'GPS location']);
  });
});

describe('steps decided at the tap', () => {
  const fields = ['name', 'message'];
  const anyBlank = { any: fields.map((f) => ({ pointer: `/state/${f}`, op: 'blank' })) };
  const form = [
    { type: 'input', state: 'name', label: 'Name' },
    { type: 'textarea', state: 'message', label: 'Message', rows: 3 },
    {
      type: 'button',
      text: 'Submit',
      action: {
        type: 'if',
        when: anyBlank,
        then: { type: 'toast', text: 'Incomplete' },
        else: [
          { type: 'toast', text: 'Sent' },
          ...fields.map((f) => ({ type: 'set', state: f, value: '' })),
        ],
      },
    },
  ];

  it('an if step runs its then or its else; toast shows; set clears the state-bound fields', async () => {
    const { actions } = renderScreen(
      form,
      {},
      { version: '1.1', state: { name: '', message: '' } },
    );
    const name = (await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement;
    const message = (await screen.findByRole('textbox', {
      name: 'Message',
    })) as HTMLTextAreaElement;
    expect(message.tagName).toBe('TEXTAREA');
    fireEvent.change(name, { target: { value: 'Ana' } });
    // Only spaces is blank.
    fireEvent.change(message, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(currentToast()?.text).toBe('Incomplete');
    expect(name.value).toBe('Ana');
    fireEvent.change(message, { target: { value: 'Hello\nthere' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(currentToast()?.text).toBe('Sent');
    expect(name.value).toBe('');
    expect(message.value).toBe('');
    // Nothing went to the controller.
    expect(actions).toEqual([]);
  });

  it('a state-bound phone input deletes the digit before a space it backs over', async () => {
    const user = userEvent.setup();
    renderScreen(
      [{ type: 'input', state: 'mobile', label: 'Mobile', format: 'phone' }],
      {},
      { version: '1.1', state: { mobile: '' } },
    );
    const box = (await screen.findByRole('textbox', { name: 'Mobile' })) as HTMLInputElement;
    await user.type(box, '0917123');
    expect(box.value).toBe('091 7123');
    await user.type(box, '{Backspace}', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(box.value).toBe('097 123');
    expect(box.selectionStart).toBe(2);
  });

  it('scrollTo brings the anchored stack into view and gives it the focus', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderScreen([
      { type: 'button', text: 'Go', action: { type: 'scrollTo', anchor: 'contact' } },
      { type: 'stack', as: 'section', anchor: 'contact', label: 'Contact us', children: [] },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    const section = screen.getByRole('region', { name: 'Contact us' });
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(document.activeElement).toBe(section);
    expect(section.id).toBe('contact');
  });
});

describe('landmark stacks and layout', () => {
  it('a stack may be the footer, the header or a form that never submits', () => {
    renderScreen([
      { type: 'stack', as: 'header', children: [{ type: 'text', text: 'Top' }] },
      { type: 'stack', as: 'form', label: 'Contact form', children: [] },
      { type: 'stack', as: 'footer', children: [{ type: 'text', text: '© 2025' }] },
    ]);
    expect(within(screen.getByRole('contentinfo')).getByText('© 2025')).toBeTruthy();
    expect(screen.getByText('Top').closest('header')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Contact form' }) as HTMLFormElement;
    expect(form.noValidate).toBe(true);
    const submit = new Event('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('minColumnWidth makes a grid of as many columns as fit; maxWidth a centred column; align', () => {
    renderScreen([{ type: 'stack', id: 'grid', minColumnWidth: 240, maxWidth: 960, children: [] }]);
    const grid = document.querySelector('[data-node-id="grid"]') as HTMLElement;
    const style = getComputedStyle(grid);
    expect(style.display).toBe('grid');
    expect(style.gridTemplateColumns).toBe('repeat(auto-fit, minmax(min(240px, 100%), 1fr))');
    expect(style.maxWidth).toBe('960px');
  });
});

describe('navigation', () => {
  const nav = {
    type: 'nav',
    label: 'Site',
    items: [
      { text: 'About us', action: { type: 'scrollTo', anchor: 'about' } },
      { text: 'Terms', action: { type: 'navigate', to: '/loanAgreement' } },
    ],
  };

  it('is a named nav of entries: a link where it leads somewhere, a button otherwise', () => {
    const { actions } = renderScreen([nav]);
    const region = screen.getByRole('navigation', { name: 'Site' });
    expect(within(region).getByRole('link', { name: 'Terms' }).getAttribute('href')).toContain(
      '/loanAgreement',
    );
    fireEvent.click(within(region).getByRole('link', { name: 'Terms' }));
    expect(actions).toEqual([
      { type: 'navigate', to: '/loanAgreement', query: {}, replace: false },
    ]);
    expect(within(region).getByRole('button', { name: 'About us' })).toBeTruthy();
  });

  it('the Menu button opens and closes the folded list; an entry closes it', () => {
    Element.prototype.scrollIntoView = vi.fn();
    renderScreen([nav]);
    // Folded only on a narrow screen (a media query: the browser tests see it at 320 px).
    // (jsdom has no media queries, so here it is hidden, and a hidden element has no name.)
    const menu = document.querySelector('nav button[aria-controls]') as HTMLButtonElement;
    expect(menu.textContent).toBe('Menu');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(menu.getAttribute('aria-controls') ?? '')).toBeTruthy();
    fireEvent.click(screen.getByText('About us'));
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('screen chrome', () => {
  it('without the bar the layout draws its own header; the title is still the document’s', async () => {
    const page = (chrome: 'bar' | 'none') =>
      ({
        type: 'screen',
        version: '1.1',
        id: 'site',
        title: `Site ${chrome}`,
        chrome,
        body: [{ type: 'text', text: 'Body' }],
      }) as Screen;
    const view = render(
      <ScreenView
        services={rendererServices}
        registry={allNodes}
        screen={page('bar')}
        data={{}}
        t={t}
        onAction={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Site bar' })).toBeTruthy();
    view.rerender(
      <ScreenView
        services={rendererServices}
        registry={allNodes}
        screen={page('none')}
        data={{}}
        t={t}
        onAction={() => {}}
      />,
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByText('Body')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Site none'));
  });
});

describe('frame of the app’s own page', () => {
  it('app: no sandbox for a same-origin path; another origin falls back to strict', async () => {
    renderScreen([
      { type: 'frame', id: 'own', url: '/privacyPolicy', title: 'Privacy Policy', sandbox: 'app' },
      {
        type: 'frame',
        id: 'other',
        url: 'https://elsewhere.example/doc',
        title: 'Other',
        sandbox: 'app',
      },
    ]);
    const own = (await screen.findByTitle('Privacy Policy')) as HTMLIFrameElement;
    expect(own.hasAttribute('sandbox')).toBe(false);
    const other = (await screen.findByTitle('Other')) as HTMLIFrameElement;
    expect(other.getAttribute('sandbox')).toBe('');
  });
});
