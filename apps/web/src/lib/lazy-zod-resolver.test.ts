import { ChangeNameRequestSchema } from '@counsel/contracts';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formLevelError, lazyZodResolver, VALIDATION_UNAVAILABLE } from './lazy-zod-resolver';

const options: ResolverOptions<{ fullName: string }> = {
  fields: {},
  shouldUseNativeValidation: false,
};

describe('lazyZodResolver', () => {
  it('validates with the contract schema and hands on its output (trimmed)', async () => {
    const resolver = lazyZodResolver(() => Promise.resolve(ChangeNameRequestSchema));
    await expect(resolver({ fullName: '  Ada King ' }, undefined, options)).resolves.toEqual({
      values: { fullName: 'Ada King' },
      errors: {},
    });
    const invalid = await resolver({ fullName: ' A ' }, undefined, options);
    expect(invalid.errors.fullName?.message).toBe('Enter your full name');
  });

  it("words zod's generic messages for people, keeping the schema's own", async () => {
    const schema = z.object({ code: z.string().max(3), day: z.iso.date(), name: z.string().min(1) });
    const resolver = lazyZodResolver(() => Promise.resolve(schema));
    const { errors } = await resolver({ code: 'ABCD', day: 'soon', name: '' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(errors).toMatchObject({
      code: { message: 'Use at most 3 characters.' },
      day: { message: 'Enter a valid date.' },
      name: { message: 'This field is required.' },
    });
  });

  it('says the form cannot be checked when the schema does not download, and retries next time', async () => {
    let attempts = 0;
    const resolver = lazyZodResolver(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve(ChangeNameRequestSchema);
    });
    const failed = await resolver({ fullName: 'Ada King' }, undefined, options);
    expect(formLevelError(failed.errors)).toBe(VALIDATION_UNAVAILABLE);
    await expect(resolver({ fullName: 'Ada King' }, undefined, options)).resolves.toMatchObject({
      values: { fullName: 'Ada King' },
    });
  });
});
