import type { ContactReceipt, ContactRequest, ContactRequestInput, ContactTopic } from '@counsel/contracts';
import { CONTACT_TOPIC_LABELS, CONTACT_TOPICS } from '@counsel/contracts/constants';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormAlert, FormInput, FormSelect } from '../../../components/ui/form-field';
import { errorReason } from '../../../lib/error-reason';
import { formLevelError, lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useSendContactMessage } from '../api/send-contact-message';
import { FormTextarea } from './form-textarea';

const resolver = lazyZodResolver(() =>
  import('../lib/contact-form-schema').then((module) => module.ContactFormSchema),
);

const TOPIC_OPTIONS = CONTACT_TOPICS.map((topic) => ({ value: topic, label: CONTACT_TOPIC_LABELS[topic] }));

export const CONTACT_SEND_FAILED = 'We could not send your message. Try again in a moment.';

export interface ContactFormProps {
  /** The topic chosen on arrival (`/contact?topic=FIRM_SEATS` from the plans page). */
  initialTopic?: ContactTopic;
  /** A signed-in person's name and e-mail, filled in for them. */
  sender?: { name: string; email: string } | null;
}

/** Empty seats are no seats; anything else is handed to the schema as a number (which says what is wrong). */
const seatsValue = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/**
 * The contact form (POST /api/contact-us): checked with the contract's schema, then sent; a success panel replaces
 * it. `website` is the honeypot: hidden from sight, from assistive technology and from the tab order.
 */
export function ContactForm({ initialTopic = 'GENERAL', sender = null }: ContactFormProps) {
  const send = useSendContactMessage();
  const [receipt, setReceipt] = useState<ContactReceipt | null>(null);
  const defaultValues: ContactRequestInput = {
    name: sender?.name ?? '',
    email: sender?.email ?? '',
    topic: initialTopic,
    message: '',
    firmName: '',
    website: '',
  };
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ContactRequestInput, unknown, ContactRequest>({ resolver, defaultValues });
  const firmTopic = useWatch({ control, name: 'topic' }) === 'FIRM_SEATS';

  const submit = async (message: ContactRequest) => {
    try {
      setReceipt(await send.mutateAsync(message));
    } catch {
      return; // The mutation holds the error; the form shows it.
    }
    reset(defaultValues);
  };

  if (receipt) {
    return (
      <div role="status" className="rounded-lg border border-green-200 bg-green-50 p-6">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-green-900">
          <CheckCircle2 aria-hidden="true" className="size-5 text-green-700" />
          Message sent
        </h2>
        <p className="mt-2 text-green-900">{receipt.message}</p>
        <div className="mt-4">
          <Button
            variant="secondary"
            text="Send another message"
            onClick={() => {
              send.reset();
              setReceipt(null);
            }}
          />
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormInput
          id="contact-name"
          label="Your name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <FormInput
          id="contact-email"
          label="E-mail"
          type="email"
          autoComplete="email"
          hint="We answer at this address."
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <FormSelect
        id="contact-topic"
        label="Topic"
        options={TOPIC_OPTIONS}
        error={errors.topic?.message}
        {...register('topic')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormInput
          id="contact-firm"
          label="Firm name"
          labelSuffix={firmTopic ? undefined : '(optional)'}
          autoComplete="organization"
          error={errors.firmName?.message}
          {...register('firmName')}
        />
        <FormInput
          id="contact-seats"
          label="Seats"
          labelSuffix="(optional)"
          type="number"
          inputMode="numeric"
          min={1}
          hint="How many lawyers would use Counsel CLE."
          error={errors.seats?.message}
          {...register('seats', { setValueAs: seatsValue })}
        />
      </div>
      <FormTextarea
        id="contact-message"
        label="Message"
        rows={7}
        hint="At least 10 characters."
        error={errors.message?.message}
        {...register('message')}
      />
      {/* The honeypot: people never see or reach it; a program that fills every field fills it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <FormAlert
        id="contact-alert"
        message={send.error ? errorReason(send.error, CONTACT_SEND_FAILED) : formLevelError(errors)}
      />
      <Button type="submit" text="Send message" loading={isSubmitting} />
    </form>
  );
}
