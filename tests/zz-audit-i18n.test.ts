import { act, fireEvent, render, screen } from '@testing-library/react';
import { createElement as h } from 'react';
import { it, vi } from 'vitest';

it('fil website frame', async () => {
  const url = '/?lang=fil';
  vi.resetModules();
  window.history.replaceState({}, '', url);
  const i18n = await import('../src/i18n');
  await i18n.loadCatalogue(i18n.locale);
  const { rootRoute } = await import('../src/App');
  const { providerFuture, routerFuture } = await import('../src/app/app-router');
  const { createMemoryRouter, RouterProvider } = await import('react-router-dom');
  const router = createMemoryRouter([rootRoute], { initialEntries: [url], future: routerFuture });
  render(h(RouterProvider, { router, future: providerFuture }));
  await act(async () => { await new Promise((res) => setTimeout(res, 1500)); });
  const nav = screen.getAllByRole('navigation')[0]!;
  const entries = [...nav.querySelectorAll('a,button')].map((e) => `${e.tagName}:${e.textContent}:${e.getAttribute('href') ?? ''}`);
  console.log('NAV', JSON.stringify(entries));
  const priv = [...nav.querySelectorAll('a,button')].find((e) => /Privacy/i.test(e.textContent ?? ''))!;
  fireEvent.click(priv);
  await act(async () => { await new Promise((res) => setTimeout(res, 800)); });
  const frame = document.querySelector('iframe');
  console.log('FRAME', frame?.getAttribute('src'), frame?.getAttribute('title'), 'doclang', i18n.documentLang(i18n.locale));
}, 20000);
