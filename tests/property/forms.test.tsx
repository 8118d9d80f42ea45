// Property: a form survives being used. Random forms of inputs, text areas, checkboxes, pick
// lists, texts and buttons, whose names repeat, whose conditions read the form's values (each
// other's, their own, one value twice) and whose starting values are of any type, are typed
// into, ticked, picked from and sent in random order: no node breaks and React reports
// nothing. (renderer.test.tsx renders any layout, but types nothing.)
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderForm } from '../renderers/form/render-form';
import { recordConsole } from './render-check';

const log = recordConsole();
/** About 5 s in jsdom; 5,000 runs passed once, the day the test was written. */
const RUNS = 200;
/** Few names, so that fields share them and conditions read the fields there are. */
const NAMES = ['a', 'b', 'c', 'd.e', 'agree'];
const name = fc.constantFrom(...NAMES);
const pointer = name.map((n) => `/form/${n}`);
const comparison = fc.record(
  {
    pointer,
    op: fc.constantFrom('eq', 'ne', 'truthy', 'falsy', 'empty', 'notEmpty', 'regex', 'in', 'gt'),
    value: fc.oneof(fc.constantFrom('x', '1', true, false, 3, '^a', ['x', 'y']), fc.string()),
    to: pointer,
  },
  { requiredKeys: ['pointer', 'op'] },
);
const condition: fc.Arbitrary<unknown> = fc.letrec<{ c: unknown }>((tie) => ({
  c: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: comparison },
    { weight: 1, arbitrary: fc.record({ all: fc.array(tie('c'), { maxLength: 3 }) }) },
    { weight: 1, arbitrary: fc.record({ any: fc.array(tie('c'), { maxLength: 3 }) }) },
    { weight: 1, arbitrary: fc.record({ not: tie('c') }) },
  ),
})).c;
const when = fc.option(condition, { nil: undefined });
const rules = fc.option(
  fc.record(
    {
      required: fc.constant({ message: 'Required here' }),
      minLength: fc.constant({ value: 2, message: 'Two at least' }),
      pattern: fc.constant({ value: '^[a-z0-9]*$', message: 'Plain only' }),
    },
    { requiredKeys: [] },
  ),
  { nil: undefined },
);
const field = fc.oneof(
  fc.record({
    type: fc.constant('input'),
    name,
    label: fc.constantFrom('L1', 'L2', 'L3'),
    format: fc.option(fc.constantFrom('phone', 'card', 'digits', 'alphanumeric'), {
      nil: undefined,
    }),
    rules,
    when,
  }),
  fc.record({
    type: fc.constant('textarea'),
    name,
    label: fc.constantFrom('T1', 'T2'),
    maxLength: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
    counter: fc.boolean(),
    when,
    rules,
  }),
  fc.record({ type: fc.constant('checkbox'), name, label: fc.constantFrom('C1', 'C2'), when }),
  fc.record({
    type: fc.constant('select'),
    name,
    label: fc.constantFrom('S1', 'S2'),
    options: fc.constant('/options'),
    when,
    rules,
  }),
  fc.record({ type: fc.constant('text'), text: fc.constantFrom('shown', 'also'), when }),
  fc.record({
    type: fc.constant('button'),
    text: fc.constant('Other'),
    disabledWhen: when,
    action: fc.constant({ type: 'emit', name: 'other' }),
  }),
);
/** The pick lists' options: a number for a value, and one without a value. */
const options = [
  { value: 'x', label: 'X' },
  { value: 'y', label: 'Y' },
  { value: 1, label: 'One' },
  { label: 'No value' },
];
/** The form's starting values (its `values` pointer): any type, for any name. */
const initial = fc.dictionary(
  name,
  fc.oneof(fc.string(), fc.boolean(), fc.integer(), fc.constant(null), fc.array(fc.string())),
  { maxKeys: 4 },
);
const strip = (node: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(node).filter(([, v]) => v !== undefined));

/** What the borrower does next: type into a box, tick a checkbox, pick an option, tap Send. */
const step = fc.oneof(
  fc.record({
    kind: fc.constant('type' as const),
    index: fc.nat(8),
    text: fc.string({ maxLength: 6 }),
  }),
  fc.record({ kind: fc.constant('click' as const), index: fc.nat(8) }),
  fc.record({ kind: fc.constant('pick' as const), index: fc.nat(8), option: fc.nat(4) }),
  fc.record({ kind: fc.constant('send' as const) }),
);

/** Opens one of the pick lists, chooses an option and confirms, where there are such. */
async function pick(index: number, option: number, user: ReturnType<typeof userEvent.setup>) {
  const pickers = [...document.querySelectorAll<HTMLElement>('button[aria-haspopup=dialog]')];
  if (!pickers.length) return;
  await user.click(pickers[index % pickers.length]!);
  const sheet = screen.queryByRole('dialog');
  if (!sheet) return;
  const radios = within(sheet).queryAllByRole('radio');
  if (radios.length) await user.click(radios[option % radios.length]!);
  const confirm = within(sheet).queryByRole('button', { name: 'Confirm' });
  if (confirm) await user.click(confirm);
}

describe('forms under typing', () => {
  it('random forms stay whole while typed into, ticked and sent', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(field, { minLength: 1, maxLength: 7 }),
        fc.array(step, { maxLength: 8 }),
        initial,
        async (fields, steps, values) => {
          cleanup();
          log.errors.length = 0;
          const user = userEvent.setup();
          renderForm(
            fields.map((f) => strip(f as Record<string, unknown>)),
            { values, options },
            { values: '/values' },
          );
          for (const s of steps) {
            const boxes = [...document.querySelectorAll<HTMLElement>('input[type=text], textarea')];
            const checks = [...document.querySelectorAll<HTMLElement>('input[type=checkbox]')];
            if (s.kind === 'type' && boxes.length) {
              const box = boxes[s.index % boxes.length]!;
              await user.click(box);
              // user-event reads { and [ as key names; doubled, they are typed.
              if (s.text) await user.keyboard(s.text.replace(/[{[]/g, (c) => c + c));
            } else if (s.kind === 'click' && checks.length) {
              await user.click(checks[s.index % checks.length]!);
            } else if (s.kind === 'pick') {
              await pick(s.index, s.option, user);
            } else if (s.kind === 'send') {
              await user.click(screen.getByRole('button', { name: 'Send' }));
            }
          }
          // What the last step set off (a check, a condition's render) settles first.
          await act(async () => {
            await new Promise((r) => setTimeout(r, 0));
          });
          const broken = document.querySelectorAll('[data-node-error]').length;
          const errors = log.errors.map((args) => String(args[0]).slice(0, 300));
          expect({ errors, broken }).toEqual({
            errors: [],
            broken: 0,
          });
        },
      ),
      { numRuns: RUNS },
    );
  }, 60_000);
});
