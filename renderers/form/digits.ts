// Numeric-only text inputs (SPEC §5): anything that is not an ASCII digit is dropped, whether
// typed or pasted, so a pasted "0917-123 4567" becomes "09171234567".
export function stripNonDigits(text: string): string {
  return text.replace(/[^0-9]/g, '');
}
