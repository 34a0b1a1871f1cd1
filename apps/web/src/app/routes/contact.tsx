import type { ContactTopic } from '@counsel/contracts';
import { CONTACT_TOPICS } from '@counsel/contracts/constants';
import { useSearchParams } from 'react-router';
import { pageTitle } from '../../config/app';
import { ContactForm } from '../../features/contact/components/contact-form';
import { useAuth } from '../../features/identity/hooks/use-auth';

function topicFrom(value: string | null): ContactTopic | undefined {
  return CONTACT_TOPICS.find((topic) => topic === value);
}

/**
 * `/contact` (public): the contact form, its topic chosen by `?topic=` (the plans page links `?topic=FIRM_SEATS`);
 * a signed-in person's name and e-mail are filled in.
 */
function ContactPage() {
  const [params] = useSearchParams();
  const { user } = useAuth();
  const initialTopic = topicFrom(params.get('topic'));
  const sender = user ? { name: user.name, email: user.email } : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <title>{pageTitle('Contact us')}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Contact us</h1>
      <p className="mt-3 text-slate-700">
        Questions about courses, credit, billing or seats for your firm: write to us and someone from our team
        will answer by e-mail, usually within one business day.
      </p>
      <div className="mt-8">
        <ContactForm
          key={`${user?.email ?? 'visitor'}:${initialTopic ?? ''}`}
          initialTopic={initialTopic}
          sender={sender}
        />
      </div>
    </div>
  );
}

export { ContactPage as Component };
