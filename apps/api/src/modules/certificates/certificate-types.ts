/**
 * The input of the certificate of attendance: the public types callers fill in (see certificate-pdf.ts).
 */
import type { CreditType } from '@counsel/contracts';

export interface CertificateCreditLine {
  jurisdictionCode: string;
  jurisdictionName: string;
  creditType: CreditType;
  /** A CREDIT_CATEGORIES value ('ETHICS', 'ELIMINATION_OF_BIAS', …); unknown values print title-cased. */
  category: string;
  hours: number;
  accreditationNumber: string | null;
}

export interface CertificateDocument {
  certificateNumber: string;
  issuedAt: Date;
  attendee: {
    name: string;
    barNumbers: { jurisdictionCode: string; jurisdictionName: string; number: string }[];
  };
  course: {
    title: string;
    courseNumber: string | null;
    format: 'ON_DEMAND' | 'LIVE';
    durationMinutes: number;
  };
  /** First viewing (on demand) or the start of the live session. */
  attendedFrom: Date;
  completedAt: Date;
  credits: CertificateCreditLine[];
  verificationMethod: string;
  provider: { name: string; address: string; email: string; phone: string; website: string };
  verifyUrl: string;
  /** IANA time zone the dates print in; UTC when absent. */
  timeZone?: string;
}
