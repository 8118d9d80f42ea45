// The shipped brand config is valid, and the tokens made from it keep every text readable.
import { describe, expect, it } from 'vitest';
import brand from '../../schemas/v1/config/brand.default.json';
import { brandColors as theme } from '../../src/lib/brand';
import { contrast, readableOn } from '../../src/lib/brand-colors';
import { validateBrandConfig } from '../../src/generated/validators/v1/config/brand';
import { checkConfig } from '../../scripts/validate-config';

describe('brand config', () => {
  it('the shipped one passes its schema; a broken colour or an empty name does not', () => {
    expect(validateBrandConfig(brand)).toBe(true);
    expect(validateBrandConfig({ ...brand, companyName: '' })).toBe(false);
    expect(validateBrandConfig({ ...brand, colors: { ...brand.colors, accent: 'orange' } })).toBe(
      false,
    );
  });

  it('an unknown key is named by its own pointer, even with a slash in it', () => {
    const text = JSON.stringify({ ...brand, colors: { ...brand.colors, 'accent/2': '#000000' } });
    expect(checkConfig(text, 'brand').problems.map((p) => p.pointer)).toEqual([
      '/colors/accent~12',
    ]);
  });

  it('text on the brand colours reaches 4.5:1', () => {
    expect(contrast(theme.brand, theme.brandText)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.brandInk, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.accentText, theme.accent)).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens a brand colour too light for white text, and keeps one that is dark enough', () => {
    const light = readableOn('#14b8a6', '#ffffff');
    expect(contrast(light, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(readableOn('#0f766e', '#ffffff')).toBe('#0f766e');
  });
});

describe('validate-config on a brand config', () => {
  it('finds the kind by its shape and names each problem by its pointer', () => {
    const { kind, problems } = checkConfig(
      JSON.stringify({
        ...brand,
        $schema: undefined,
        colors: { ...brand.colors, accent: 'orange' },
      }),
    );
    expect(kind.name).toBe('brand');
    expect(problems.map((p) => p.pointer)).toEqual(['/colors/accent']);
    expect(checkConfig(JSON.stringify(brand)).problems).toEqual([]);
    const missing = checkConfig(JSON.stringify({ ...brand, email: undefined }), 'brand').problems;
    expect(missing).toEqual([
      { pointer: '/email', reason: 'the setting "email" is missing; it is required here' },
    ]);
  });
});
