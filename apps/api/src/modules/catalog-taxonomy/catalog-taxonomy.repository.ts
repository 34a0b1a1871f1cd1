import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { jurisdictions, practiceAreas } from '../../db/schema/taxonomy.js';

export class CatalogTaxonomyRepository {
  constructor(private readonly db: Database) {}

  findJurisdictions() {
    return this.db
      .select({
        id: jurisdictions.id,
        code: jurisdictions.code,
        name: jurisdictions.name,
        country: jurisdictions.country,
        minutesPerCreditHour: jurisdictions.minutesPerCreditHour,
      })
      .from(jurisdictions)
      .orderBy(asc(jurisdictions.name));
  }

  findPracticeAreas() {
    return this.db
      .select({ id: practiceAreas.id, slug: practiceAreas.slug, name: practiceAreas.name })
      .from(practiceAreas)
      .orderBy(asc(practiceAreas.name));
  }
}
