// The brand mark's letters: the first two words of the company's name that start with one.
// Apart from brand.ts, whose colour arithmetic the app's code does not load (the colours are
// worked out at build time, scripts/brand-shell-plugin.ts).
import brand from '../../schemas/v1/config/brand.default.json' with { type: 'json' };

export const brandInitials: string = brand.companyName
  .split(/\s+/)
  .filter((word) => /^[A-Za-z]/.test(word))
  .slice(0, 2)
  .map((word) => word[0]?.toUpperCase() ?? '')
  .join('');
