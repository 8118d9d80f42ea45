// @vitest-environment node
// `npm run gen`'s page validators carry the schemas they check without the words for people:
// what ajv writes into a validator is shipped to the borrower's phone.
import { describe, expect, it } from 'vitest';
import { withoutAnnotations } from '../../scripts/gen';

describe('withoutAnnotations', () => {
  it('drops titles, descriptions, comments and examples at every depth', () => {
    const schema = {
      $id: 'https://borrower.invalid/schemas/v1/api/x.schema.json',
      title: 'X',
      description: 'An answer.',
      type: 'object',
      properties: {
        items: {
          type: 'array',
          description: 'The rows.',
          items: { $comment: 'why', examples: ['a'], type: 'string', maxLength: 9 },
        },
      },
      oneOf: [{ title: 'A', required: ['items'] }],
    };
    expect(withoutAnnotations(schema)).toEqual({
      $id: 'https://borrower.invalid/schemas/v1/api/x.schema.json',
      type: 'object',
      properties: { items: { type: 'array', items: { type: 'string', maxLength: 9 } } },
      oneOf: [{ required: ['items'] }],
    });
  });

  it('keeps a property or a definition that is named like an annotation', () => {
    const schema = {
      properties: { title: { type: 'string', description: 'Shown first.' } },
      definitions: { description: { type: 'string' } },
      required: ['title'],
    };
    expect(withoutAnnotations(schema)).toEqual({
      properties: { title: { type: 'string' } },
      definitions: { description: { type: 'string' } },
      required: ['title'],
    });
  });

  it('leaves data alone: const, enum and default values', () => {
    const schema = {
      const: { title: 'kept' },
      enum: [{ description: 'kept' }],
      default: { title: 'kept' },
    };
    expect(withoutAnnotations(schema)).toEqual(schema);
  });
});
