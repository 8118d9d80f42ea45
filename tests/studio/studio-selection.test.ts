// The pure pieces of the studio's selection and form: JSON Pointers (an entry moved, the
// nearest ancestor), the frame's match between the page and the document's texts, the
// messages' origin check, and the form's ui schema (free parts as JSON, labels by name).
import { afterEach, describe, expect, it, vi } from 'vitest';
import landingSchema from '../../schemas/v1/config/landing-template.schema.json';
import {
  documentPointer,
  elementsOf,
  leavesOf,
  pointerOfClick,
  pointerOfElement,
  sourcedElements,
} from '../../src/studio/frame-select';
import { errorSchemaOf, uiSchemaFor } from '../../src/studio/form/FormEditor';
import { humanize } from '../../src/studio/form/humanize';
import { ancestorsOf, moveEntry, parsePointer, toPointer, valueAt } from '../../src/studio/pointer';
import { studioMessage } from '../../src/studio/selection';
import type { RJSFSchema } from '@rjsf/utils';

describe('pointers', () => {
  it('round-trips tokens with "/" and "~"', () => {
    const pointer = toPointer(['helpTexts', 'a/b~c', 0]);
    expect(pointer).toBe('/helpTexts/a~1b~0c/0');
    expect(parsePointer(pointer)).toEqual(['helpTexts', 'a/b~c', '0']);
    expect(valueAt({ helpTexts: { 'a/b~c': ['x'] } }, pointer)).toBe('x');
  });
  it('lists the ancestors, nearest first', () => {
    expect(ancestorsOf('/sections/2/text')).toEqual([
      '/sections/2/text',
      '/sections/2',
      '/sections',
      '',
    ]);
  });
  it('moves an entry without touching anything else', () => {
    const doc = { a: 1, list: { items: ['x', 'y', 'z'] } };
    const moved = moveEntry(doc, '/list/items', 0, 2) as typeof doc;
    expect(moved.list.items).toEqual(['y', 'z', 'x']);
    expect(doc.list.items).toEqual(['x', 'y', 'z']);
    expect(moveEntry(doc, '/list/items', 0, 5)).toEqual(doc);
  });
});

describe('the frame’s match between the page and the document', () => {
  const doc = {
    headline: 'Borrow today',
    sections: [
      { type: 'list', items: ['Decision within 1 day', 'Funds in 1 to 3 days'] },
      { type: 'text', text: 'Register with your mobile number' },
    ],
    cardTypes: [{ cardType: 1, label: { key: 'bank.tab.bank' } }],
  };
  const leaves = leavesOf(doc);
  afterEach(() => (document.body.innerHTML = ''));

  it('names each text by its pointer, a text or key object by the object', () => {
    expect(leaves).toEqual(
      expect.arrayContaining([
        { pointer: '/headline', text: 'Borrow today' },
        { pointer: '/sections/0/items/1', text: 'Funds in 1 to 3 days' },
        { pointer: '/sections/1', text: 'Register with your mobile number' },
        { pointer: '/cardTypes/0/label', text: 'Bank' },
      ]),
    );
  });

  it('finds the part a clicked element shows, and the elements a part shows', () => {
    document.body.innerHTML = `<main><h1>Borrow today</h1><ul><li><span>Decision within 1 day</span></li><li>Funds in 1 to 3 days</li></ul><p>Register with your mobile number</p></main>`;
    const span = document.querySelector('span')!;
    expect(pointerOfElement(span, leaves)).toBe('/sections/0/items/0');
    expect(pointerOfElement(document.querySelector('h1'), leaves)).toBe('/headline');
    expect(pointerOfElement(document.querySelector('main'), leaves)).toBeNull();
    expect(elementsOf('/sections/0', leaves).map((e) => e.textContent)).toEqual([
      'Decision within 1 day',
      'Funds in 1 to 3 days',
    ]);
    expect(elementsOf('/sections/1', leaves).map((e) => e.tagName)).toEqual(['P']);
  });

  it('maps a node drawn from the data to its part, an image too, and outlines its boxes', () => {
    // As the include node draws a landing's sections from the page's /template/sections.
    const withImage = { ...doc, sections: [...doc.sections, { type: 'image', src: '/a.png' }] };
    document.body.innerHTML = `<main>
      <div data-source="/template/sections/1" style="display:contents"><p>Register with your mobile number</p></div>
      <div data-source="/template/sections/2" style="display:contents"><img alt=""></div>
    </main>`;
    expect(documentPointer('/template/sections/2', withImage)).toBe('/sections/2');
    expect(documentPointer('/template/nothing/9', withImage)).toBeNull();
    const img = document.querySelector('img');
    expect(pointerOfClick(img, leavesOf(withImage), withImage)).toBe('/sections/2');
    // A text inside a drawn node is named by the text's own pointer when it is finer.
    expect(pointerOfClick(document.querySelector('p'), leaves, withImage)).toBe('/sections/1');
    expect(sourcedElements('/sections/2', withImage)).toEqual([img]);
    expect(sourcedElements('/sections/0', withImage)).toEqual([]);
  });
});

describe('the messages', () => {
  const frame = {} as Window;
  const event = (data: unknown, origin = window.location.origin, source: unknown = frame) =>
    ({ data, origin, source }) as MessageEvent;
  const fromFrame = (s: unknown) => s === frame;
  it('takes ours from this origin and the expected window', () => {
    expect(studioMessage(event({ type: 'studio:select', pointer: '/a' }), fromFrame)).toEqual({
      type: 'studio:select',
      pointer: '/a',
    });
  });
  it.each([
    ['another origin', event({ type: 'studio:select', pointer: '/a' }, 'https://evil.example')],
    ['another window', event({ type: 'studio:select', pointer: '/a' }, undefined, window)],
    ['a foreign message', event({ type: 'hello' })],
    ['a pointer that is no string', event({ type: 'studio:select', pointer: 3 })],
  ])('refuses %s', (_name, e) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(studioMessage(e, fromFrame)).toBeNull();
  });
});

describe('the form from a schema', () => {
  it('gives the free landing sections a JSON field and labels by name', () => {
    const ui = uiSchemaFor(landingSchema as RJSFSchema);
    expect(ui.sections.items['ui:field']).toBe('FreeJson');
    expect(ui.buttonText['ui:title']).toBe('Button text');
    expect(ui.version['ui:readonly']).toBe(true);
    expect(ui.$schema['ui:widget']).toBe('hidden');
    expect(humanize('appSchemeUrl')).toBe('App scheme URL');
  });
  it('puts each problem under its field', () => {
    expect(
      errorSchemaOf([
        { pointer: '/colors/accent', reason: 'bad colour' },
        { pointer: '', reason: 'whole' },
      ]),
    ).toEqual({ colors: { accent: { __errors: ['bad colour'] } }, __errors: ['whole'] });
  });
  it('puts a problem at a key named like a built-in under that key, not on every object', () => {
    const errors = errorSchemaOf([
      { pointer: '/__proto__', reason: 'unknown setting' },
      { pointer: '/colors/constructor', reason: 'unknown colour' },
    ]) as Record<string, Record<string, unknown>>;
    expect(({} as { __errors?: unknown }).__errors).toBeUndefined();
    expect((Object as unknown as { __errors?: unknown }).__errors).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(errors, '__proto__')?.value).toEqual({
      __errors: ['unknown setting'],
    });
    expect(Object.getOwnPropertyDescriptor(errors.colors, 'constructor')?.value).toEqual({
      __errors: ['unknown colour'],
    });
  });
});

describe('the form schema', () => {
  it('gives a free part a title, so the form draws it (rjsf draws nothing for {})', async () => {
    const { formSchemaOf } = await import('../../src/studio/form/FormEditor');
    const schema = formSchemaOf(landingSchema as RJSFSchema);
    expect((schema.properties!.sections as RJSFSchema).items).toMatchObject({ title: 'Node' });
    expect(landingSchema.properties.sections.items).toEqual({});
  });
});
