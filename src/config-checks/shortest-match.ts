// The fewest characters a regular expression can match, worked out from its syntax tree
// (regexpp, ESLint's parser: the same syntax as the browser's RegExp without flags). A check
// needs it to tell an operator that a pattern asks for more than an input can hold.
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
