// Every link and button of every built page is a whole tap target on a 360 px phone: at
// least 44×44 CSS px (WCAG 2.5.5), so a thumb does not miss it or hit its neighbour. And
// every field's text is 16 px or more: iOS zooms into a focused field with smaller text.
import { describe, expect, it } from 'vitest';
import { BUILT_PAGES } from '../../scripts/built-pages';
import { phoneBrowser } from './harness';

const phone = phoneBrowser();
const MIN = 44;
const FIELDS = 'input:not([type="checkbox"]):not([type="radio"]):not([type="file"]), textarea';

describe('tap targets and field text at 360 px', () => {
  it.each(BUILT_PAGES.map((s) => [s.name, s] as const))('%s', async (_name, shot) => {
    const page = await phone.open(shot.path, { viewport: { width: 360, height: 740 } });
    await page.waitForSelector(shot.ready);
    await page.waitForLoadState('networkidle');
    const small = await page.evaluate((min) => {
      return [...document.querySelectorAll('a[href], button, [role="tab"], [role="button"]')]
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.height < min - 0.5 || box.width < min - 0.5)
        .map(
          ({ el, box }) =>
            `${(el.textContent ?? '').trim().slice(0, 30) || el.getAttribute('aria-label')}: ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    }, MIN);
    expect(small).toEqual([]);
    const smallText = await page.evaluate(
      (fields) =>
        [...document.querySelectorAll(fields)]
          .filter((el) => (el as HTMLElement).offsetParent !== null)
          .map((el) => `${el.id || el.getAttribute('name')}: ${getComputedStyle(el).fontSize}`)
          .filter((line) => parseFloat(line.split(': ')[1] ?? '') < 16),
      FIELDS,
    );
    expect(smallText).toEqual([]);
  });
});
