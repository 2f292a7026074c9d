// Writes docs/openapi.json from the zod schemas the routes validate with.
// CI fails when the committed file differs (tests/api/openapi.test.ts).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/connect';
import { renderOpenapiDocument } from '../src/server/openapi-document';
import { projectRoot } from '../src/server/paths';

const database = await openDatabase({});
const app = await buildApp({ config: loadConfig({}), database, logger: false });
const target = path.join(projectRoot, 'docs/openapi.json');
await writeFile(target, await renderOpenapiDocument(app));
await app.close();
console.log(`wrote ${path.relative(process.cwd(), target)}`);
