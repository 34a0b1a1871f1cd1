import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateOpenApiDocument, OPENAPI_SNAPSHOT_PATH } from './openapi-document.js';

// `npm run openapi:snapshot`: rewrites the committed snapshot after an intended API change.
const document = await generateOpenApiDocument();
writeFileSync(OPENAPI_SNAPSHOT_PATH, `${JSON.stringify(document, null, 2)}\n`);
console.log(`Wrote ${fileURLToPath(OPENAPI_SNAPSHOT_PATH)}`);
