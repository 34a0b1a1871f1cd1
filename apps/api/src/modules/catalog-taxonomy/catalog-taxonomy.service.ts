import type { JurisdictionList, PracticeAreaList } from '@counsel/contracts';
import type { CatalogTaxonomyRepository } from './catalog-taxonomy.repository.js';

/** Public lists behind the catalog filters. The signed-in lawyer's own selections live in the identity module. */
export class CatalogTaxonomyService {
  constructor(private readonly repository: CatalogTaxonomyRepository) {}

  async listJurisdictions(): Promise<JurisdictionList> {
    return { items: await this.repository.findJurisdictions() };
  }

  async listPracticeAreas(): Promise<PracticeAreaList> {
    return { items: await this.repository.findPracticeAreas() };
  }
}
