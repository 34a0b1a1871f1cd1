import type { ChangeEnterpriseNameRequest } from '@counsel/contracts';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { FormAlert, FormInput } from '../../../components/ui/form-field';
import { formLevelError, lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useChangeEnterpriseName } from '../api/change-enterprise-name';
import { renameErrorMessage } from '../lib/enterprise-messages';

const resolver = lazyZodResolver(() =>
  import('../lib/enterprise-form-schemas').then((module) => module.FirmNameFormSchema),
);

export interface FirmNameFormProps {
  name: string;
  /** Saved (with the new name) or cancelled (null). */
  onDone: (savedName: string | null) => void;
}

/**
 * Renames the firm in place: the name trimmed, 2 to 120 characters (the contract's rule, checked before sending),
 * to POST /api/enterprise/change-name. Escape or Cancel leaves it as it was; an unchanged name is not sent.
 */
export function FirmNameForm({ name, onDone }: FirmNameFormProps) {
  const rename = useChangeEnterpriseName();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEnterpriseNameRequest>({ resolver, defaultValues: { name } });
  const field = register('name');

  useEffect(() => {
    inputRef.current?.select();
  }, []);

  const save = async ({ name: next }: ChangeEnterpriseNameRequest) => {
    if (next === name) {
      onDone(null);
      return;
    }
    let saved;
    try {
      saved = await rename.mutateAsync({ name: next });
    } catch {
      return; // The mutation holds the error; the form shows it.
    }
    toast.success(`Your firm is now called ${saved.firm.name}.`);
    onDone(saved.firm.name);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape' && !isSubmitting) {
      event.preventDefault();
      onDone(null);
    }
  };

  return (
    <form
      noValidate
      aria-label="Rename the firm"
      onKeyDown={onKeyDown}
      onSubmit={(event) => void handleSubmit(save)(event)}
      className="max-w-xl space-y-3"
    >
      <FormInput
        id="firm-name"
        label="Firm name"
        hint="As your lawyers will see it in their account and in invitation e-mails."
        autoComplete="organization"
        error={errors.name?.message}
        {...field}
        ref={(element) => {
          field.ref(element);
          inputRef.current = element;
        }}
      />
      <FormAlert
        id="firm-name-alert"
        message={rename.error ? renameErrorMessage(rename.error) : formLevelError(errors)}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" text="Save name" loading={isSubmitting} />
        <Button variant="secondary" text="Cancel" disabled={isSubmitting} onClick={() => onDone(null)} />
      </div>
    </form>
  );
}
