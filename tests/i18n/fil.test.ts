// The Filipino catalogue is complete and keeps every placeholder; the partial catalogues
// mark their strings' language; `lang` is a valid value or nothing.
import { describe, expect, it } from 'vitest';
import {
  createTranslate,
  documentLang,
  langParam,
  loadCatalogue,
  pickLocale,
} from '../../src/i18n';
import { en } from '../../src/i18n/en';
import { fil } from '../../src/i18n/fil';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Strings Filipino apps write the same as English: names, codes and loanwords. */
const SAME_AS_ENGLISH = new Set([
  'app.name',
  'card.code',
  'card.resendIn',
  'card.networkError',
  'repay.payCode',
  'repay.barcodeLabel',
  'repayCode.provider',
  'repayByCode.payCode',
  'repayByCode.channel',
  'repayByCode.qr',
  'cs.title',
  'cs.email',
  'renderer.menu',
  'renderer.carouselRole',
  'renderer.slideRole',
  'promo.mobile',
  'promo.captcha',
  'promo.smsCode',
  'promo.resendIn',
  'site.nav.home',
  'site.contact.email',
  'site.footer.address',
  'site.footer.email',
  'site.footer.copyright',
  'page.testPreview',
  'page.complainPage',
  'page.complainPageNext',
  'page.complainDetails',
  'page.customerService',
  'page.complaint',
  'complainForm.title',
  'complainForm.orderNo',
  'complaintHistory.detailsTitle',
  'complaintHistory.typeLine',
  'complaintHistory.contentCount',
  'complaintHistory.personaName',
  'complaintHistory.starsLabel',
  'renderer.counter',
  'renderer.star',
  'renderer.stars',
  'renderer.secondsLeft',
  'bank.tab.eWallet',
  'loanConfirm.rate',
  'order.servicePhone',
  'order.ok',
  'paymentGuide.gcash',
  'paymentGuide.maya',
  'paymentGuide.7eleven',
  'paymentInstructions.gcash',
  'paymentInstructions.maya',
  'paymentInstructions.7eleven',
]);

describe('fil catalogue', () => {
  it('has every English key and no other', () => {
    expect(Object.keys(fil).sort()).toEqual(Object.keys(en).sort());
  });

  it('keeps the placeholders of each English string', () => {
    for (const [key, text] of Object.entries(en)) {
      expect(placeholders(fil[key as keyof typeof fil]), key).toEqual(placeholders(text));
    }
  });

  it('is written in Filipino, apart from the listed names and loanwords', () => {
    const same = Object.keys(en).filter(
      (key) => fil[key as keyof typeof fil] === en[key as keyof typeof en],
    );
    expect(same.filter((key) => !SAME_AS_ENGLISH.has(key))).toEqual([]);
  });
});

describe('languages', () => {
  it('takes fil, tl and their regional tags as Filipino', () => {
    for (const tag of ['fil', 'tl', 'fil-PH', 'tl_PH', 'FIL']) {
      expect(pickLocale(`?lang=${tag}`, ['en-US'])).toBe('fil');
    }
    expect(pickLocale('', ['fil-PH', 'en'])).toBe('fil');
    // A link's lang=en keeps the spec's English on a phone set to Filipino (decision 053).
    expect(pickLocale('?lang=en', ['fil-PH'])).toBe('en');
  });

  it('fetches the Filipino catalogue, and until then the page is English', async () => {
    expect(documentLang('fil')).toBe('en');
    expect(createTranslate('fil')('common.retry')).toBe(en['common.retry']);
    await loadCatalogue('fil');
    expect(documentLang('fil')).toBe('fil');
    expect(createTranslate('fil')('common.retry')).toBe(fil['common.retry']);
  });

  it('marks a page English when its locale has only a few strings of its own', async () => {
    await Promise.all([loadCatalogue('es'), loadCatalogue('zh')]);
    expect(documentLang('en')).toBe('en');
    expect(documentLang('es')).toBe('en');
    expect(documentLang('zh')).toBe('en');
  });

  it('carries only a lang value the app knows', () => {
    expect(langParam('?lang=fil')).toBe('fil');
    expect(langParam('?lang=es')).toBe('es');
    expect(langParam('?lang=fr')).toBe('');
    expect(langParam('?lang=fil%22%3E%3Cscript%3E')).toBe('');
    // A tag the page understood is carried as the locale it chose.
    expect(langParam('?lang=es-419')).toBe('es');
    expect(langParam('?lang=zh-Hans-CN')).toBe('zh');
    expect(langParam('?lang=fil-%22%3E')).toBe('fil');
    expect(langParam('')).toBe('');
  });
});
