import { z } from 'zod';
import { sealedForms } from '@kamao/contract/api-envelope';

/** A JSON Schema (2020-12, the dialect OpenAPI 3.1 uses) as a plain object. */
export type JsonSchema = Record<string, unknown>;

/** Where the document keeps the sealed payload's shape, so each sealable field can point to it. */
export const SEALED_PAYLOAD_REF = '#/components/schemas/SealedPayload';

/**
 * One zod schema of the contract as JSON Schema. Requests are described as a client sends them
 * (io 'input': before defaults and transforms), answers as the server sends them ('output').
 * A sealable field's transform hides what it accepts, so it is spelled out: the plain payload or
 * its sealed string.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    // A transform's result or a refinement has no JSON Schema: it is described as "any value".
    unrepresentable: 'any',
    override: (ctx) => {
      const plain = sealedForms.get(ctx.zodSchema);
      if (!plain) return;
      for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
      Object.assign(ctx.jsonSchema, {
        anyOf: [jsonSchemaOf(plain, io), { $ref: SEALED_PAYLOAD_REF }],
        description: 'The payload as JSON, or sealed into one string (see SealedPayload).',
      });
    },
  }) as JsonSchema;
  delete json.$schema;
  return json;
}
