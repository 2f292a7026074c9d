// Writes dist/server/fresh-database.tar.gz, which the built server starts an empty data
// folder from (src/server/db/connect.ts) instead of creating and filling one on the spot.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FRESH_DATABASE_IMAGE, projectRoot } from '../src/server/paths';
import { makeFreshDatabase } from '../src/server/services/fresh-database-service';

const target = path.join(projectRoot, 'dist/server', FRESH_DATABASE_IMAGE);
const image = await makeFreshDatabase('gzip');
await writeFile(target, Buffer.from(await image.arrayBuffer()));
console.log(`fresh database written: ${path.relative(process.cwd(), target)}`);
