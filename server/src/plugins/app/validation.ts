import type { FastifyInstance } from 'fastify';
import { ValidationError, type Schema } from 'yup';

/**
 * Route schemas are the contract's yup objects (Fastify's documented yup validator compiler). Unknown
 * fields are stripped; every failing field is reported.
 */
export function useYupValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => {
    const yupSchema = schema as unknown as Schema;
    return (data: unknown) => {
      try {
        const value: unknown = yupSchema.validateSync(data ?? {}, { abortEarly: false, stripUnknown: true });
        return { value };
      } catch (error) {
        if (error instanceof ValidationError) return { error };
        throw error;
      }
    };
  });
}

export { ValidationError };
