import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -- --name <change>` writes a new SQL migration into ./drizzle from the schema files.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema/taxonomy.ts',
    './src/db/schema/courses.ts',
    './src/db/schema/mail.ts',
    './src/db/schema/identity.ts',
    './src/db/schema/lawyer-profile.ts',
    './src/db/schema/billing.ts',
    './src/db/schema/enterprise.ts',
    './src/db/schema/learning.ts',
    './src/db/schema/video.ts',
    './src/db/schema/questionnaires.ts',
    './src/db/schema/completions.ts',
    './src/db/schema/live.ts',
    './src/db/schema/compliance.ts',
    './src/db/schema/staff.ts',
    './src/db/schema/contact.ts',
  ],
  out: './drizzle',
});
