// The fewest characters a regular expression can match, and whether a string of digits only can
// match it, worked out from its syntax tree (regexpp, ESLint's parser: the same syntax as the
// browser's RegExp without flags). A check needs them to tell an operator that a pattern asks
// for more than an input can hold, or for characters it does not take.
import { RegExpParser, type AST } from '@eslint-community/regexpp';

type Counted = AST.Element | AST.Alternative | AST.Pattern;

function fewest(node: Counted): number {
  switch (node.type) {
    case 'Pattern':
    case 'Group':
    case 'CapturingGroup':
      return Math.min(...node.alternatives.map(fewest));
    case 'Alternative':
      return node.elements.reduce((sum, element) => sum + fewest(element), 0);
    case 'Quantifier':
      return node.min === 0 ? 0 : node.min * fewest(node.element);
    case 'Character':
    case 'CharacterSet':
    case 'CharacterClass':
    case 'ExpressionCharacterClass':
      return 1;
    // Anchors and lookarounds match no characters; a back-reference may repeat an empty group.
    default:
      return 0;
  }
}

/** The shortest length of a string the pattern (compiled without flags) can match. */
export function shortestMatch(source: string): number {
  return fewest(new RegExpParser().parsePattern(source));
}

// The lengths up to MAX_DIGITS of digit-only strings a node may match, as a bit mask (bit n:
// length n). An over-estimate: what the check cannot be sure of (lookarounds, back-references,
// property escapes) counts as possible, so only a pattern no digit string meets is refused.
const MAX_DIGITS = 11;
const ALL_LENGTHS = (1 << (MAX_DIGITS + 1)) - 1;
const ONE = 0b10;
const isDigit = (c: AST.Character) => c.value >= 0x30 && c.value <= 0x39;

/** Strings of a length of `a` followed by strings of a length of `b`. */
function then(a: number, b: number): number {
  let sum = 0;
  for (let n = 0; n <= MAX_DIGITS; n += 1) if (a & (1 << n)) sum |= b << n;
  return sum & ALL_LENGTHS;
}

const DIGITS = 0b11_1111_1111;

/** The digits an element of a character class holds (bit d: digit d); null: not sure. */
function digitsOf(element: AST.CharacterClassElement | AST.CharacterSet): number | null {
  switch (element.type) {
    case 'Character':
      return isDigit(element) ? 1 << (element.value - 0x30) : 0;
    case 'CharacterClassRange': {
      const from = Math.max(element.min.value, 0x30) - 0x30;
      const to = Math.min(element.max.value, 0x39) - 0x30;
      return from > to ? 0 : ((1 << (to + 1)) - 1) & ~((1 << from) - 1);
    }
    case 'CharacterSet':
      if (element.kind === 'any') return DIGITS;
      if (element.kind === 'property') return null;
      // \d, \w and \S hold every digit; \D, \W and \s none.
      return (element.kind === 'space') === element.negate ? DIGITS : 0;
    default:
      return null;
  }
}

function digitLengths(node: Counted): number {
  switch (node.type) {
    case 'Pattern':
    case 'Group':
    case 'CapturingGroup':
      return node.alternatives.reduce((lengths, alt) => lengths | digitLengths(alt), 0);
    case 'Alternative':
      return node.elements.reduce((lengths, element) => then(lengths, digitLengths(element)), 1);
    case 'Quantifier': {
      const once = digitLengths(node.element);
      let reached = 1;
      for (let n = 0; n < node.min && reached !== 0; n += 1) {
        const next = then(reached, once);
        if (next === reached) break;
        reached = next;
      }
      let lengths = reached;
      for (let n = node.min; n < node.max && reached !== 0; n += 1) {
        reached = then(reached, once);
        if ((lengths | reached) === lengths) break;
        lengths |= reached;
      }
      return lengths;
    }
    case 'Character':
      return isDigit(node) ? ONE : 0;
    case 'CharacterSet':
      return digitsOf(node) === 0 ? 0 : ONE;
    case 'CharacterClass': {
      const held = node.elements.map(digitsOf);
      if (held.includes(null)) return ONE;
      const digits = held.reduce((all: number, d) => all | d!, 0);
      return (node.negate ? digits !== DIGITS : digits !== 0) ? ONE : 0;
    }
    case 'ExpressionCharacterClass':
      return ONE;
    case 'Backreference':
      return ALL_LENGTHS;
    // Anchors and lookarounds match no characters.
    default:
      return 1;
  }
}

/** Whether some string of 1 to 11 digits may match the pattern (compiled without flags). */
export function mayMatchDigits(source: string): boolean {
  return (digitLengths(new RegExpParser().parsePattern(source)) & ~1) !== 0;
}
