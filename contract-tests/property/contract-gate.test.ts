// What openapi.yaml says of requests (ADR 0006), and the validator's rules the document alone cannot state.
import { describe, expect, it } from 'vitest';
import { createOpenApiValidator } from '@shared/contract/openapi-validator';
import { requestSchemaProblems } from '@shared/contract/request-schema-lint';
import { openapiDocument } from '../support/document';

/** A one-operation document around a request body schema and a query parameter. */
function documentWith(body: Record<string, unknown>, schemas: Record<string, unknown> = {}, query: Record<string, unknown> = { type: 'string' }) {
  return {
    openapi: '3.0.3',
    paths: {
      '/things': {
        post: {
          operationId: 'createThing',
          parameters: [{ name: 'tag', in: 'query', schema: query }],
          requestBody: { required: true, content: { 'application/json': { schema: body } } },
          responses: { '201': { description: 'made' } },
        },
      },
    },
    components: { schemas },
  };
}

describe('openapi.yaml says what a request may carry', () => {
  it('closes every request object, bounds every request integer, and names every composed key', () => {
    expect(requestSchemaProblems(openapiDocument)).toEqual([]);
  });

  it('the lint finds an open object, an unbounded integer, a closed allOf branch and an unnamed branch key', () => {
    const problems = requestSchemaProblems(
      documentWith(
        {
          type: 'object',
          additionalProperties: false,
          allOf: [{ $ref: '#/components/schemas/Fields' }, { $ref: '#/components/schemas/Closed' }],
          properties: { title: {} },
        },
        {
          Fields: { type: 'object', properties: { title: { type: 'string' }, order: { type: 'integer' }, extra: { type: 'object', properties: {} } } },
          Closed: { type: 'object', additionalProperties: false, properties: { note: { type: 'string' } } },
        },
        { type: 'integer', minimum: 1 },
      ),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'POST /things query parameter tag: an integer without a maximum',
        '#/components/schemas/Fields.order: an integer without a maximum',
        '#/components/schemas/Fields.extra: an object without additionalProperties',
        "POST /things application/json: closed, but does not name its branches' key order",
        "POST /things application/json: closed, but does not name its branches' key note",
        "#/components/schemas/Closed: closed inside an allOf, so it refuses its siblings' keys",
      ]),
    );
  });
});

describe('the validator holds a request to the document', () => {
  const doc = documentWith(
    {
      type: 'object',
      additionalProperties: false,
      required: ['title', 'isVisible'],
      properties: { title: { type: 'string' }, isVisible: { type: 'boolean', default: true }, price: { type: 'number' } },
    },
    {},
  );
  const contract = createOpenApiValidator(doc);
  const op = contract.findOperation('createThing');

  it('requires a required field even where the schema gives it a default, and fills defaults only in a valid body', () => {
    const missing = { title: 'Guides' };
    expect(contract.validateRequestBody(op, missing, 'application/json', { applyDefaults: true })).toEqual([{ field: 'isVisible', message: 'is required' }]);
    expect(missing).toEqual({ title: 'Guides' });
  });

  it('refuses a key the schema does not name, naming it', () => {
    expect(contract.validateRequestBody(op, { title: 'Guides', isVisible: true, junk: {} })).toEqual([
      { field: 'junk', message: 'is not a field of this request' },
    ]);
  });

  it('refuses an integer past the safe range even where the schema takes any number', () => {
    expect(contract.validateRequestBody(op, { title: 'Guides', isVisible: true, price: 1437860039402779500000000 })).toEqual([
      { field: 'price', message: 'must be a safe integer' },
    ]);
    expect(contract.validateRequestBody(op, { title: 'Guides', isVisible: true, price: 149.5 })).toEqual([]);
  });

  it('refuses a query parameter sent empty unless the document allows it', () => {
    expect(contract.validateParameters(op, { query: { tag: '' } })).toEqual([{ field: 'tag', message: 'must not be empty' }]);
    const allowing = createOpenApiValidator(documentWith({ type: 'object', additionalProperties: false }));
    const params = (allowing.findOperation('createThing').operation.parameters as Record<string, unknown>[])[0];
    params.allowEmptyValue = true;
    const query: Record<string, unknown> = { tag: '' };
    expect(allowing.validateParameters(allowing.findOperation('createThing'), { query })).toEqual([]);
    expect(query).toEqual({});
  });
});
