// The pure rules of the complaint details: which problemId is sent, how image urls are read,
// when a rating is asked for, and what the layout binds to.
import { describe, expect, it } from 'vitest';
import { readProblemId } from '../../src/pages/complain-details/calls';
import { detailsData, imageList, needsScore } from '../../src/pages/complain-details/details-view';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('readProblemId', () => {
  it.each([
    ['?problemId=1024', '1024'],
    ['?problemId=%201024%20', '1024'],
    ['?problemId=a1b2-c3_d4', 'a1b2-c3_d4'],
  ])('accepts %s', (search, id) => expect(readProblemId(search)).toBe(id));

  it.each([
    '',
    '?problemId=',
    '?problemId=1%2C2',
    '?problemId=..%2Fx',
    '?problemId=%3Cb%3E',
    '?problemId=1%0A2',
    `?problemId=${'a'.repeat(65)}`,
  ])('refuses %j', (search) => expect(readProblemId(search)).toBeNull());
});

describe('imageList', () => {
  it('reads lists and comma-joined strings, data urls included, and drops unsafe urls', () => {
    expect(imageList(['https://img.example/a.jpg', 'javascript:alert(1)', ' '])).toEqual([
      'https://img.example/a.jpg',
    ]);
    expect(imageList(`https://img.example/a.jpg,${PNG}, /img/b.png`)).toEqual([
      'https://img.example/a.jpg',
      PNG,
      '/img/b.png',
    ]);
    // A JPEG's base64 begins with "/9j/": its data url's own comma starts no new url.
    const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ';
    expect(imageList(`${JPEG},https://img.example/a.jpg,${JPEG}`)).toEqual([
      JPEG,
      'https://img.example/a.jpg',
      JPEG,
    ]);
    expect(imageList('')).toEqual([]);
    expect(imageList(null)).toEqual([]);
    expect(imageList(undefined)).toEqual([]);
  });
});

describe('needsScore', () => {
  it.each([
    [1, true],
    ['1', true],
    [2, true],
    [0, false],
    ['0', false],
    ['', false],
    [null, false],
    [undefined, false],
    ['yes', false],
  ])('%j → %s', (value, expected) => expect(needsScore(value)).toBe(expected));
});

describe('detailsData', () => {
  const rating = { open: false, score: 0, message: '', pending: false };
  it('counts the content and says whether the reply has text', () => {
    const data = detailsData({ type: 'A', content: 'hello', disposeDetail: '  ' }, rating);
    expect(data.view).toMatchObject({ contentCount: 5, hasReplyText: false, disposeImages: [] });
    expect(
      detailsData({ type: 'A', content: '', disposeDetail: 'ok' }, rating).view.hasReplyText,
    ).toBe(true);
  });
});
