// @vitest-environment node
// `npm run gen`'s page validators carry the schemas they check without the words for people,
// and those of what a server sends report only where and which keyword: what ajv writes into a
// validator is shipped to the borrower's phone.
import { describe, expect, it } from 'vitest';
import { whereAndWhich, withoutAnnotations } from '../../scripts/gen';
import { validateLoanConfirmResponse } from '../../src/generated/validators/v1/api/loan-confirm';
import { validateScreen } from '../../renderers/generated/validate-screen';

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

describe('whereAndWhich', () => {
  it('leaves a shipped answer validator reporting the place and the keyword only', () => {
    const answer = { code: 0, data: { amount: 'plenty', periods: 3, termUnit: 1 } };
    expect(validateLoanConfirmResponse(answer)).toBe(false);
    expect(validateLoanConfirmResponse.errors).toEqual([
      { instancePath: '/data/amount', keyword: 'type' },
    ]);
    expect(validateLoanConfirmResponse({ code: 0, data: { amount: 1, periods: 3 } })).toBe(false);
    expect(validateLoanConfirmResponse.errors).toEqual([
      { instancePath: '/data', keyword: 'required' },
    ]);
  });

  it('leaves the screen validator its messages: layouts are not a server answer', () => {
    expect(validateScreen({ version: '1.0' })).toBe(false);
    expect(validateScreen.errors?.[0]?.message).toMatch(/^must /);
  });

  it('refuses ajv output it does not know how to thin', () => {
    const code = 'validate.errors = [{instancePath,schemaPath:path,keyword:"type",params:{}}];';
    expect(() => whereAndWhich(code, 'x.schema.json')).toThrow(/x.schema.json/);
    expect(
      whereAndWhich(
        'e = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: s.t}}];',
        'x',
      ),
    ).toBe('e = [{instancePath,keyword:"type"}];');
  });
});
