// The landing template (contract public.md §1): the served one when it meets its schema, is
// version 1 and its phone pattern compiles; otherwise the shipped default, with which the page
// works exactly the same. Also what the template's colours make of the hero band.
import shipped from '../../../schemas/v1/config/landing-template.default.json';
import brand from '../../../schemas/v1/config/brand.default.json';
import { brandPropertiesOf } from '../../lib/brand';
import type { LandingTemplate } from '../../generated/types';
import { validateLandingTemplate } from '../../generated/validators/v1/config/landing-template';
import { readTolerantly, type Dropped } from '../../api/tolerant';
import { heroImageOf } from './hero-image';

export type FieldName = 'mobile' | 'captcha' | 'smsCode';

/**
 * The template only dresses the page (decision 034): like the bank-form layout's call, its
 * call gives up after 5 s (longer than the fixture's slow answer) and the default takes over.
 */
export const TEMPLATE_TIMEOUT_MS = 5000;

/** The contract's default rule: 11 digits, 1 then 3–9, or a Philippine 09 number. */
const DEFAULT_PHONE = /^(?:1[3-9]\d{9}|09\d{9})$/;

export interface Landing {
  template: LandingTemplate;
  /** Whether the mobile digits pass the template's rule, else the default one. */
  phoneOk: (digits: string) => boolean;
  fields: FieldName[];
}

/** The template's mobile rule; undefined when it has none (a blank one is none), null when broken. */
function compile(pattern: string | undefined): RegExp | null | undefined {
  if (pattern === undefined || pattern.trim() === '') return undefined;
  try {
    // The source must compile alone: wrapped, an unbalanced one ("\d{11})|(\d") would
    // compile with another meaning. Then the whole digit string must match, whatever anchors
    // the pattern has.
    new RegExp(pattern);
    return new RegExp(`^(?:${pattern})$`);
  } catch {
    return null;
  }
}

function landingOf(template: LandingTemplate): Landing | null {
  const rule = compile(template.phonePattern);
  if (rule === null) return null;
  const phone = rule ?? DEFAULT_PHONE;
  const { heroImage, ...rest } = template;
  const hero = heroImageOf(heroImage);
  return {
    template: hero ? { ...rest, heroImage: hero } : rest,
    phoneOk: (digits) => phone.test(digits),
    fields: template.form ?? ['mobile', 'captcha', 'smsCode'],
  };
}

// The shipped file is checked against the schema by the tests (tests/pages/promotion*.test.ts).
export const DEFAULT_LANDING = landingOf(shipped as unknown as LandingTemplate) as Landing;

/** The served template as the page uses it, or the shipped default (and why, for developers). */
export function pickLanding(data: unknown): Landing {
  const dropped: Dropped[] = [];
  // A rule read past would leave the template's page with the default rule: neither the
  // template nor the shipped page. Such a template is refused like a broken rule.
  const isRule = (at: string) => at === '/phonePattern';
  if (!readTolerantly(validateLandingTemplate, data, dropped, isRule)) {
    console.warn(
      `[promotion] template refused at "${dropped.at(-1)?.at ?? ''}"; using the default`,
    );
    return DEFAULT_LANDING;
  }
  return landingOf(data) ?? DEFAULT_LANDING;
}

/**
 * The template's colours as custom properties for the page: the brand's (buttons, links, the
 * title bar: "as in the brand config", contract public.md) and the hero band's (renderers'
 * stack variant hero). Without colours of its own, the page keeps the app's brand.
 */
export function landingColors(template: LandingTemplate): Record<string, string> {
  const brandOfPage = brandPropertiesOf(template.colors ?? brand.colors);
  return {
    ...(template.colors ? brandOfPage : {}),
    '--hero-gradient': brandOfPage['--brand-gradient']!,
    '--hero-text': brandOfPage['--brand-text']!,
  };
}
