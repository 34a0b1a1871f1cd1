import type { SelectPracticeAreas, UserPracticeAreaList } from '@counsel/contracts';
import { useId, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormAlert } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { formLevelError, lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useUserPracticeAreas } from '../api/get-user-practice-areas';
import { useSavePracticeAreas } from '../api/save-practice-areas';
import { loadErrorMessage, practiceAreasErrorMessage } from '../lib/profile-messages';

const resolver = lazyZodResolver(() =>
  import('@counsel/contracts').then((contracts) => contracts.SelectPracticeAreasSchema),
);

export interface PracticeAreasPickerProps {
  /** The group's name, read with the checkboxes ("Practice areas that interest you"). */
  legend: string;
  /** Show the legend on screen; hide it when a heading right above says the same. */
  showLegend?: boolean;
  /** The submit button: "Save practice areas" in Settings, "Finish" in the first-time set-up. */
  submitText: string;
  submitVariant?: ButtonVariant;
  /** Called once the selection is saved, with the chosen slugs. */
  onSaved?: (selected: string[]) => void | Promise<void>;
  /** More buttons beside the submit button (e.g. Back, Skip for now). */
  actions?: ReactNode;
}

/** The Checkbox label accepts markup; a name like "Trusts & Estates" must stay text. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A checkbox for every practice area, ticked for those the lawyer follows, and a button that saves them. */
export function PracticeAreasPicker(props: PracticeAreasPickerProps) {
  const areas = useUserPracticeAreas();
  const idPrefix = `practice-areas${useId().replace(/[^\w-]/g, '')}`;

  if (areas.isPending) {
    return (
      <div>
        <Spinner label="Loading practice areas" />
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-5 w-48" />
          ))}
        </div>
      </div>
    );
  }
  if (areas.isError) {
    return (
      <div className="space-y-3">
        <FormAlert id={`${idPrefix}-load-error`} message={loadErrorMessage('the practice areas')} />
        <Button variant="secondary" text="Try again" onClick={() => void areas.refetch()} />
      </div>
    );
  }
  return <PracticeAreasForm {...props} idPrefix={idPrefix} list={areas.data} />;
}

function PracticeAreasForm({
  idPrefix,
  list,
  legend,
  showLegend = true,
  submitText,
  submitVariant = 'primary',
  onSaved,
  actions,
}: PracticeAreasPickerProps & { idPrefix: string; list: UserPracticeAreaList }) {
  const save = useSavePracticeAreas();
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SelectPracticeAreas>({
    resolver,
    defaultValues: {
      selectedPracticeAreas: list.items.filter((area) => area.selected).map((area) => area.slug),
    },
  });
  const errorId = `${idPrefix}-error`;

  const submit = async (values: SelectPracticeAreas) => {
    try {
      await save.mutateAsync(values);
    } catch {
      return; // The mutation holds the error; the form shows it.
    }
    reset(values);
    await onSaved?.(values.selectedPracticeAreas);
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="space-y-5">
      <Controller
        control={control}
        name="selectedPracticeAreas"
        render={({ field }) => (
          <fieldset aria-describedby={`${idPrefix}-count`}>
            <legend className={showLegend ? 'mb-3 text-base font-semibold text-slate-900' : 'sr-only'}>
              {legend}
            </legend>
            {list.items.length === 0 ? (
              <p className="text-slate-700">There are no practice areas yet.</p>
            ) : (
              <ul role="list" className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
                {list.items.map((area) => (
                  <li key={area.id}>
                    <Checkbox
                      id={`${idPrefix}-${area.slug}`}
                      label={escapeHtml(area.name)}
                      checked={field.value.includes(area.slug)}
                      onChange={(checked) =>
                        field.onChange(
                          checked
                            ? [...field.value, area.slug]
                            : field.value.filter((slug) => slug !== area.slug),
                        )
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
            <p id={`${idPrefix}-count`} className="mt-3 text-sm text-slate-600">
              {field.value.length === 1
                ? '1 practice area chosen'
                : `${field.value.length} practice areas chosen`}
            </p>
          </fieldset>
        )}
      />
      <FormAlert
        id={errorId}
        message={save.error ? practiceAreasErrorMessage(save.error) : formLevelError(errors)}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant={submitVariant} text={submitText} loading={isSubmitting} />
        {actions}
      </div>
    </form>
  );
}
