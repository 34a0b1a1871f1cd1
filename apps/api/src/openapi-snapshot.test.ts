import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateOpenApiDocument, OPENAPI_SNAPSHOT_PATH } from './openapi-document.js';

describe('OpenAPI snapshot', () => {
  it('matches the committed apps/api/openapi.snapshot.json (run `npm run openapi:snapshot` after an API change)', async () => {
    const committed: unknown = JSON.parse(readFileSync(OPENAPI_SNAPSHOT_PATH, 'utf8'));
    expect(await generateOpenApiDocument()).toEqual(committed);
  });
});
