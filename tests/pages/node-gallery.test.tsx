// The node gallery of /testPreview in jsdom: a fixture chosen in the URL or the select renders
// its layout in the box, and the actions log lists what the screen sent and what it could not
// render.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from '../router';
import { describe, expect, it, vi } from 'vitest';
import { galleryFixtures, NodeGallery } from '../../src/pages/test-preview/NodeGallery';
import { devText } from '../../src/pages/test-preview/strings';

function Where() {
  return <p data-testid="where">{useLocation().search}</p>;
}

function renderGallery(search = '') {
  return render(
    <MemoryRouter initialEntries={[`/testPreview${search}`]}>
      <NodeGallery />
      <Where />
    </MemoryRouter>,
  );
}

const box = () => screen.getByTestId('gallery-box');
const log = () => screen.getByRole('log', { name: 'Gallery actions' });
const logged = () =>
  within(log())
    .queryAllByRole('listitem')
    .map((li) => li.textContent ?? '');

describe('node gallery', () => {
  it('lists every fixture, node types first and the error cases last', () => {
    renderGallery();
    const options = within(screen.getByRole('combobox', { name: 'Fixture' }))
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(options).toEqual(['', ...galleryFixtures.map((f) => f.name)]);
    expect(options).toContain('list');
    expect(options.at(-1)).toMatch(/^_error-/);
    expect(screen.queryByTestId('gallery-box')).toBeNull();
  });

  it('?node=list renders the list fixture: limit and more, empty, entries of an object', () => {
    renderGallery('?node=list');
    const limited = within(box()).getByRole('list', { name: 'Repayments' });
    expect(within(limited).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(within(box()).getByRole('button', { name: 'Show all' }));
    expect(within(limited).getAllByRole('listitem')).toHaveLength(6);
    expect(within(box()).getByText('You have no orders yet.')).toBeTruthy();
    expect(within(box()).getByRole('heading', { name: 'GCash' })).toBeTruthy();
    expect(within(box()).getByText('Open GCash and tap Pay Bills.')).toBeTruthy();
    expect(screen.getByTestId('gallery-description').textContent).toMatch(/entries/);
  });

  it('?node=image-picker shows the picker in words, not catalogue keys', async () => {
    renderGallery('?node=image-picker');
    expect((await within(box()).findAllByText(/Add images/)).length).toBeGreaterThan(0);
    expect(box().textContent).not.toMatch(/renderer\.upload\./);
  });

  it('choosing a fixture puts it in the URL; a tap is logged as the action sent', () => {
    renderGallery('?userId=7');
    fireEvent.change(screen.getByRole('combobox', { name: 'Fixture' }), {
      target: { value: 'button' },
    });
    expect(screen.getByTestId('where').textContent).toBe('?userId=7&node=button');
    expect(logged()).toEqual([]);
    fireEvent.click(within(box()).getByRole('button', { name: 'Primary' }));
    expect(logged()).toEqual([JSON.stringify({ type: 'emit', name: 'tapped', value: 'primary' })]);
    fireEvent.click(within(box()).getByRole('button', { name: 'Copy the order number' }));
    expect(logged()[1]).toBe(JSON.stringify({ type: 'copy', value: 'PH20250301001' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(logged()).toEqual([]);
  });

  it('tabs switch through local state', () => {
    renderGallery('?node=tabs');
    const tabs = within(box()).getByRole('tablist', { name: 'Complaints' });
    expect(within(box()).getByText('I was charged twice.')).toBeTruthy();
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Done' }));
    expect(within(box()).getByText('Nothing in "Done".')).toBeTruthy();
    expect(within(box()).queryByText('I was charged twice.')).toBeNull();
    expect(logged()).toEqual([]);
  });

  it('a modal opens from a button set, and its confirm closes it and emits', () => {
    renderGallery('?node=modal');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(box()).getByRole('button', { name: 'Open the confirm dialog' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the order?' });
    expect(within(dialog).getByText('Order PH20250301001 will be cancelled.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(logged()).toEqual([
      JSON.stringify({ type: 'emit', name: 'cancelOrder', value: 'PH20250301001' }),
    ]);
  });

  it('the checkbox enables the submit button, and submit emits the form values', async () => {
    renderGallery('?node=checkbox');
    const next = within(box()).getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(within(box()).getByRole('checkbox', { name: /I have read and agree to/ }));
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    expect(await within(box()).findByText('You must be 21 or older.')).toBeTruthy();
    expect(logged()).toEqual([]);
    fireEvent.click(within(box()).getByRole('checkbox', { name: 'I am 21 or older' }));
    fireEvent.click(next);
    await vi.waitFor(() => expect(logged()).toHaveLength(1));
    expect(JSON.parse(logged()[0] ?? '')).toEqual({
      type: 'emit',
      name: 'next',
      values: { agree: true, news: true, adult: true },
    });
  });

  it('custom: the registered demo renders, an unregistered one its fallback, both reported', () => {
    renderGallery('?node=custom');
    expect(within(box()).getByTestId('custom-demo').textContent).toContain('Promotion');
    expect(within(box()).getByText(/^Fallback: this app version/)).toBeTruthy();
    expect(logged()).toEqual([
      `unknown node ${JSON.stringify({ type: 'custom:promo-banner', path: '/body/3' })}`,
      `unknown node ${JSON.stringify({ type: 'custom:spin-wheel', path: '/body/5' })}`,
    ]);
  });

  it('the error cases: unknown types, a node that throws, a newer layout version', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { unmount } = renderGallery('?node=_error-unknown-type');
    expect(within(box()).getByText('Fallback of an unknown node type.')).toBeTruthy();
    expect(logged()).toEqual([
      `unknown node ${JSON.stringify({ type: 'promo-wheel', path: '/body/1' })}`,
      `unknown node ${JSON.stringify({ type: 'hologram', path: '/body/3' })}`,
    ]);
    expect(screen.getByText(devText.galleryInvalid)).toBeTruthy();
    unmount();

    renderGallery('?node=_error-broken-custom');
    expect(within(box()).getByText('This part could not be shown.')).toBeTruthy();
    expect(within(box()).getByText('After the broken node: still rendered.')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Fixture' }), {
      target: { value: '_error-newer-version' },
    });
    expect(within(box()).getByTestId('update-app').textContent).toContain('Please update the app');
  });

  it.each(galleryFixtures.map((f) => f.name))('%s renders without logging an error', (name) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderGallery(`?node=${name}`);
    expect(box().textContent).not.toBe('');
    // Every node renders: only the deliberate cases report an unknown node (include draws one
    // from its data on purpose).
    const reported = logged().filter((entry) => entry.startsWith('unknown node '));
    expect(reported.length > 0).toBe(
      name === 'custom' || name === '_error-unknown-type' || name === 'include',
    );
    if (name === '_error-broken-custom') expect(errors).toHaveBeenCalled();
    else expect(errors).not.toHaveBeenCalled();
  });

  it('an unknown fixture name says so', () => {
    renderGallery('?node=nope');
    expect(screen.getByRole('alert').textContent).toContain('nope');
    expect(screen.queryByTestId('gallery-box')).toBeNull();
  });
});
