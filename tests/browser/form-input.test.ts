// The form's input formats in real Chromium (the node gallery's `input` fixture): the inputs
// are uncontrolled, so the grouping and the caret are the input handler's work on the element
// itself, which jsdom only approximates. The form keeps the digits; the input shows them
// grouped from the first paint.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phoneBrowser, waitVisible } from './harness';

const phone = phoneBrowser();

async function openInputs(): Promise<{ page: Page; box: Locator; log: Locator }> {
  const page = await phone.open('/testPreview?node=input');
  const gallery = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: 'Node gallery', exact: true }),
  });
  const box = gallery.getByTestId('gallery-box');
  await waitVisible(box.getByLabel('Phone', { exact: true }));
  return { page, box, log: gallery.getByRole('log', { name: 'Gallery actions' }) };
}

const caret = (input: Locator) =>
  input.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd]);

const placeCaret = (input: Locator, at: number) =>
  input.evaluate((el: HTMLInputElement, position) => {
    el.focus();
    el.setSelectionRange(position, position);
  }, at);

describe('form inputs in the browser', () => {
  it('phone and card: grouped from the start, caret after the same digit, a space deleted with its digit', async () => {
    const { page, box, log } = await openInputs();
    const mobile = box.getByLabel('Phone', { exact: true });
    const card = box.getByLabel('Card', { exact: true });
    // The form's values show grouped.
    expect(await mobile.inputValue()).toBe('091 7123 4567');
    expect(await card.inputValue()).toBe('4111 1111 1111 1111');

    await mobile.fill('');
    await mobile.pressSequentially('091123');
    expect(await mobile.inputValue()).toBe('091 123');
    // A digit typed in the middle: the groups move, the caret stays after it.
    await placeCaret(mobile, 3);
    await page.keyboard.type('7');
    expect(await mobile.inputValue()).toBe('091 7123');
    expect(await caret(mobile)).toEqual([5, 5]);
    // Backspace just after the space takes the digit before it.
    await placeCaret(mobile, 4);
    await page.keyboard.press('Backspace');
    expect(await mobile.inputValue()).toBe('097 123');
    expect(await caret(mobile)).toEqual([2, 2]);

    await card.fill('');
    await card.pressSequentially('123456789');
    expect(await card.inputValue()).toBe('1234 5678 9');
    // Delete just before the space takes the digit after it.
    await placeCaret(card, 4);
    await page.keyboard.press('Delete');
    expect(await card.inputValue()).toBe('1234 6789');
    expect(await caret(card)).toEqual([4, 4]);
    // Letters are dropped where they were typed; the caret does not jump.
    await placeCaret(card, 2);
    await page.keyboard.type('x');
    expect(await card.inputValue()).toBe('1234 6789');
    expect(await caret(card)).toEqual([2, 2]);

    await box.getByLabel('Digits', { exact: true }).fill('1000');
    await box.getByRole('button', { name: 'Check' }).click();
    const entry = log.getByText(/"name":"check"/);
    await waitVisible(entry);
    const sent = JSON.parse(await entry.innerText()) as { values: Record<string, string> };
    expect(sent.values).toMatchObject({ mobile: '097123', card: '12346789' });
  });
});
