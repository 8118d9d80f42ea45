// Property: the renderer survives any layout and any data. Random trees of known and unknown
// node types with properties missing or of the wrong type, hostile URLs and markup, huge
// strings and chains up to 2,000 levels deep, over random data: render never throws, a broken node
// is contained by its NodeBoundary, the screen title always shows, no href or src is ever
// dangerous, and a tap never opens a hostile target. checkScreen says ok, too-new or invalid
// for anything.
import { readdirSync, readFileSync } from 'node:fs';
import { cleanup, screen as dom, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { allNodes } from '../../renderers/generated/all-nodes';
import { checkScreen } from '../../renderers/screen-check';
import { isTooNew } from '../../renderers/version';
import { validateScreen } from '../../renderers/generated/validate-screen';
import { renderScreen } from '../renderers/render-screen';
import { mutatedAnswer, type Json } from './arbitraries';
import { deepChain, layout, screenData, screenState } from './layouts';
import { recordConsole, renderAndCheck } from './render-check';

const registry = allNodes;
const log = recordConsole();
/** Rendering is slow in jsdom: a few hundred layouts per run. */
const RENDER_RUNS = 400;
const DEEP_RUNS = 20;
const DATA_RUNS = 200;
const CHECK_RUNS = 2_000;

beforeAll(async () => {
  // Load every lazy node's code once, so the runs render them, not their placeholders.
  renderScreen(
    [
      { type: 'barcode', value: '123', label: 'b' },
      { type: 'qr-code', value: 'x', label: 'q' },
      { type: 'frame', url: 'https://docs.example/', title: 'f' },
      { type: 'carousel', label: 'c', slides: [[{ type: 'text', text: 'a' }]] },
      { type: 'gallery', images: '/images', label: 'g' },
      { type: 'rating', value: '/n', label: 'r', action: { type: 'emit', name: 'x' } },
      { type: 'icon', default: 'info' },
      {
        type: 'countdown',
        text: 't',
        runningText: { key: 'common.retry' },
        until: '/n',
        action: { type: 'emit', name: 'x' },
      },
    ],
    { images: ['https://img.example/a.png'], n: 1 },
    { registry },
  );
  await waitFor(() => expect(document.querySelector('[data-lazy-placeholder]')).toBeNull(), {
    timeout: 10_000,
  });
  expect(dom.getByTitle('f')).toBeTruthy();
  cleanup();
});

describe('the renderer on malformed layouts and data', () => {
  it('renders random layouts over random data without breaking a promise', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(layout.node, { maxLength: 6 }),
        screenData,
        fc.option(screenState, { nil: undefined }),
        async (body, data, state) => {
          const outcome = await renderAndCheck(body, data, { registry, state, console: log });
          expect(outcome.problems).toEqual([]);
        },
      ),
      { numRuns: RENDER_RUNS },
    );
  }, 60_000);

  it('stops chains of containers 200 to 2,000 levels deep at the depth limit', async () => {
    await fc.assert(
      fc.asyncProperty(deepChain, screenData, async (chain, data) => {
        const outcome = await renderAndCheck([chain, { type: 'text', text: 'after' }], data, {
          registry,
          taps: 3,
          console: log,
        });
        expect(outcome.problems).toEqual([]);
        // The chain fails in place where it passes the limit (NodeView's MAX_PATH_SEGMENTS).
        expect(outcome.nodeErrors).toBeGreaterThan(0);
      }),
      { numRuns: DEEP_RUNS },
    );
  }, 60_000);
});

/**
 * Every gallery layout (fixtures/layouts), with the data it was written for. Not include.json:
 * its data are nodes, so malformed data is a malformed node, which by design fails in its
 * place (tests/pages/promotion.test.tsx draws the absurd template: 1000 nodes, one unknown).
 */
const galleries = readdirSync('fixtures/layouts')
  .filter((file) => file.endsWith('.json') && !file.startsWith('_') && file !== 'include.json')
  .map((file) => {
    const { screen, data } = JSON.parse(readFileSync(`fixtures/layouts/${file}`, 'utf8')) as {
      screen: { body: unknown[]; state?: Record<string, unknown> };
      data?: Json;
    };
    return { file, screen, data: data ?? {} };
  });

describe('valid layouts on malformed data', () => {
  it('render every gallery layout over mutations of its data without a broken node', async () => {
    const mutated = fc
      .constantFrom(...galleries)
      .chain((gallery) =>
        mutatedAnswer(gallery.data).map(({ value }) => ({ gallery, data: value ?? null })),
      );
    await fc.assert(
      fc.asyncProperty(mutated, async ({ gallery, data }) => {
        const outcome = await renderAndCheck(gallery.screen.body, data, {
          registry,
          state: gallery.screen.state,
          console: log,
        });
        // A layout that passed its schema survives any data: not even one node fails.
        expect({ file: gallery.file, problems: outcome.problems }).toEqual({
          file: gallery.file,
          problems: [],
        });
        expect(outcome.nodeErrors).toBe(0);
      }),
      { numRuns: DATA_RUNS },
    );
  }, 60_000);
});

describe('checkScreen on anything', () => {
  const version = fc.oneof(
    fc.constantFrom('1.0', '1.1', '1.99', '2.0', '10.0', '0.9', '1', '1.0.0', ' 1.0', '01.0'),
    fc.string({ maxLength: 6 }),
    fc.integer(),
    fc.constant(undefined),
  );
  const candidate = fc.oneof(
    fc.anything(),
    fc.record(
      {
        type: fc.oneof(fc.constant('screen'), fc.string({ maxLength: 6 })),
        version,
        id: fc.oneof(fc.string({ maxLength: 8 }), fc.integer()),
        title: fc.oneof(fc.string({ maxLength: 8 }), fc.anything()),
        body: fc.oneof(fc.array(layout.node, { maxLength: 3 }), fc.anything()),
        state: fc.anything(),
      },
      { requiredKeys: [] },
    ),
  );

  it('never throws and says ok, too-new or invalid with a pointer', () => {
    fc.assert(
      fc.property(candidate, (raw) => {
        const result = checkScreen(raw);
        const version = (raw as { version?: unknown } | null | undefined)?.version;
        switch (result.kind) {
          case 'ok':
            expect(validateScreen(raw)).toBe(true);
            expect(isTooNew(version)).toBe(false);
            break;
          case 'too-new':
            expect(isTooNew(version)).toBe(true);
            expect(result.version).toBe(String(version));
            break;
          case 'invalid':
            expect(isTooNew(version)).toBe(false);
            expect(typeof result.pointer).toBe('string');
            expect(result.message).toBeTruthy();
            break;
          default:
            throw new Error(`unexpected verdict ${JSON.stringify(result)}`);
        }
      }),
      { numRuns: CHECK_RUNS },
    );
  });
});
