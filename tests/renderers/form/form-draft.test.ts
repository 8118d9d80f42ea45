// A form's draft in session storage (renderers/form/form-draft.ts): text values only, and
// whatever the storage holds is read as untrusted input.
import { afterEach, describe, expect, it } from 'vitest';
import { forgetDraft, readDraft } from '../../../renderers/form/form-draft';
import { rendererServices } from '../../../src/app/renderer-services';

const { drafts } = rendererServices;

afterEach(() => sessionStorage.clear());

describe('readDraft', () => {
  it('restores text values and lists of text; drops ticked boxes, odd shapes and odd names', () => {
    sessionStorage.setItem(
      'borrower.draft.k',
      JSON.stringify({
        description: 'typed',
        images: ['a', 7, { x: 1 }],
        n: 3,
        'a.b': 'x',
        flag: true,
        odd: { y: 'z' },
      }),
    );
    expect(readDraft(drafts, 'k')).toEqual({ description: 'typed', images: ['a', '7'], n: '3' });
  });

  it('reads nothing from corrupt storage, an array or no key', () => {
    sessionStorage.setItem('borrower.draft.k', '{not json');
    expect(readDraft(drafts, 'k')).toEqual({});
    sessionStorage.setItem('borrower.draft.k', '["x"]');
    expect(readDraft(drafts, 'k')).toEqual({});
    expect(readDraft(drafts, '')).toEqual({});
  });

  it('forgets a draft', () => {
    sessionStorage.setItem('borrower.draft.k', JSON.stringify({ description: 'typed' }));
    forgetDraft(drafts, 'k');
    expect(readDraft(drafts, 'k')).toEqual({});
  });
});
