// Checks the deployment recipe without a Docker daemon (docs/operations.md): compose.yaml, the Dockerfile, and that
// every variable compose.yaml gives the API is one apps/api/src/config/env.ts reads. Part of `npm run lint`.
//   node scripts/check-deploy-recipe.mjs [--compose PATH] [--dockerfile PATH]
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    compose: { type: 'string', default: resolve(root, 'compose.yaml') },
    dockerfile: { type: 'string', default: resolve(root, 'Dockerfile') },
  },
});

const problems = [];
const fail = (where, message) => problems.push(`${where}: ${message}`);

/** What every API instance must be given, and what two or more need besides (instance-local state otherwise). */
const REQUIRED_API_VARIABLES = [
  'DATABASE_URL',
  'REDIS_URL',
  'BETTER_AUTH_SECRET',
  'PLAYBACK_SESSION_SECRET',
  'TRUST_PROXY',
];
const MUST_BE_REQUIRED_REFERENCES = ['BETTER_AUTH_SECRET', 'PLAYBACK_SESSION_SECRET'];
const SHARED_STORAGE_VARIABLE = 'FILE_STORAGE_S3_BUCKET';
/** Names whose value is a credential: only a ${...} reference (or no value: passed through when set). */
const SECRET_NAME = /SECRET|PASSWORD|TOKEN|PRIVATE_KEY|ACCESS_KEY/;
/** URLs that may carry credentials (references masked first): their password part must be a ${...} reference. */
const URL_WITH_CREDENTIALS = /^[a-z][a-z0-9+.-]*:\/\/([^/@\s]*)@/i;
const MASKED_REFERENCE = '\u0000ref\u0000';
const REFERENCE = /^\$\{[A-Z_][A-Z0-9_]*(?:(?::?[-?+])[^}]*)?\}$/;
const REQUIRED_REFERENCE = /^\$\{[A-Z_][A-Z0-9_]*:\?[^}]+\}$/;

/** The files the final stage must copy: what dist/server.js reads at runtime (see the Dockerfile's comments). */
const RUNTIME_PATHS = [
  'apps/api/dist',
  'apps/api/drizzle',
  'apps/api/assets',
  'apps/api/media',
  'apps/web/dist',
  'apps/web/dist-server',
  'apps/api/package.json',
  'apps/api/node_modules',
  'apps/web/package.json',
];

// --- environment variables apps/api/src/config/env.ts knows
const envSource = readFileSync(resolve(root, 'apps/api/src/config/env.ts'), 'utf8');
const schemaStart = envSource.indexOf('const EnvSchema = z.object({');
const schemaBody = envSource.slice(schemaStart, envSource.indexOf('\n});', schemaStart));
const knownVariables = new Set(
  [...schemaBody.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]),
);
if (knownVariables.size < 20) fail('apps/api/src/config/env.ts', 'could not read the variables of EnvSchema');

// --- compose.yaml
const composePath = options.compose;
let compose = {};
try {
  compose = parse(readFileSync(composePath, 'utf8'), { merge: true }) ?? {};
} catch (error) {
  fail(composePath, `does not parse: ${error instanceof Error ? error.message : String(error)}`);
}
const services = compose.services ?? {};

/** A service's environment as a map (compose allows a map or a list of KEY=VALUE / KEY). */
function environmentOf(service) {
  const environment = service.environment ?? {};
  if (!Array.isArray(environment)) return environment;
  return Object.fromEntries(
    environment.map((entry) => {
      const [name, ...value] = String(entry).split('=');
      return [name, value.length === 0 ? null : value.join('=')];
    }),
  );
}

function buildOf(service) {
  if (typeof service.build === 'string') return { context: service.build, dockerfile: 'Dockerfile' };
  if (service.build && typeof service.build === 'object') {
    return { dockerfile: 'Dockerfile', ...service.build };
  }
  return null;
}

const fromDockerfile = Object.entries(services).filter(([, service]) => {
  const build = buildOf(service ?? {});
  return build !== null && build.dockerfile === 'Dockerfile' && (build.context ?? '.') === '.';
});
// The API instances run the final stage; a service with another target (the migrate step) is not one of them.
const apiServices = fromDockerfile.filter(([, service]) => buildOf(service).target === undefined);

for (const name of ['postgres', 'redis', 'proxy']) {
  if (!services[name]) fail(composePath, `has no "${name}" service`);
}
if (services.postgres && !String(services.postgres.image ?? '').startsWith('postgres:15')) {
  fail(composePath, 'postgres should run PostgreSQL 15 (the version CI tests on)');
}
if (services.postgres && !services.postgres.healthcheck) fail(composePath, 'postgres has no healthcheck');
if (services.redis && !String(services.redis.image ?? '').startsWith('redis:7')) {
  fail(composePath, 'redis should run Redis 7');
}
if (apiServices.length < 2) {
  fail(
    composePath,
    `needs at least two API services built from the Dockerfile (found ${apiServices.length})`,
  );
}

for (const [serviceName, service] of Object.entries(services)) {
  const where = `${composePath} services.${serviceName}`;
  for (const [name, value] of Object.entries(environmentOf(service ?? {}))) {
    if (value === null || value === undefined) continue;
    const text = String(value);
    if (SECRET_NAME.test(name) && !REFERENCE.test(text)) {
      fail(where, `${name} has a literal value; secrets come only from \${...} references`);
    }
    const credentials = URL_WITH_CREDENTIALS.exec(text.replace(/\$\{[^}]*\}/g, MASKED_REFERENCE))?.[1];
    if (credentials?.includes(':')) {
      const password = credentials.slice(credentials.indexOf(':') + 1);
      if (password !== MASKED_REFERENCE)
        fail(where, `${name} carries a literal password; use a \${...} reference`);
    }
  }
}

for (const [serviceName, service] of fromDockerfile) {
  const where = `${composePath} services.${serviceName}`;
  for (const name of Object.keys(environmentOf(service))) {
    if (!knownVariables.has(name)) fail(where, `${name} is not a variable of apps/api/src/config/env.ts`);
  }
}

for (const [serviceName, service] of apiServices) {
  const where = `${composePath} services.${serviceName}`;
  const environment = environmentOf(service);
  for (const name of REQUIRED_API_VARIABLES) {
    if (environment[name] === undefined || environment[name] === null || environment[name] === '') {
      fail(where, `${name} must be set`);
    }
  }
  for (const name of MUST_BE_REQUIRED_REFERENCES) {
    if (environment[name] != null && !REQUIRED_REFERENCE.test(String(environment[name]))) {
      fail(where, `${name} must be a required reference \${${name}:?message} shared by every instance`);
    }
  }
  if (String(environment.TRUST_PROXY) !== 'true') fail(where, 'TRUST_PROXY must be "true" behind the proxy');
  if (String(environment.NODE_ENV ?? 'production') !== 'production')
    fail(where, 'NODE_ENV must be production');
  if (
    apiServices.length > 1 &&
    !REQUIRED_REFERENCE.test(String(environment[SHARED_STORAGE_VARIABLE] ?? '')) &&
    environment.FILE_STORAGE_DIR === undefined
  ) {
    fail(where, `two instances need shared file storage: ${SHARED_STORAGE_VARIABLE} as \${...:?message}`);
  }
  if (service.ports) fail(where, 'publishes a port; only the proxy should be reachable');
  if (service.env_file) fail(where, 'env_file hides variables from this check; list them under environment');
}

// --- Dockerfile
const dockerfilePath = options.dockerfile;
let dockerfile = '';
try {
  dockerfile = readFileSync(dockerfilePath, 'utf8');
} catch (error) {
  fail(dockerfilePath, `cannot be read: ${error instanceof Error ? error.message : String(error)}`);
}

/** Instructions with their continuation lines joined, comments dropped, split into stages at each FROM. */
const instructions = dockerfile
  .replace(/\\\r?\n/g, ' ')
  .split(/\r?\n/)
  .map((line) => line.trim())
  .filter((line) => line.length > 0 && !line.startsWith('#'))
  .map((line) => {
    const [keyword = '', ...rest] = line.split(/\s+/);
    return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
  });
const stages = [];
for (const instruction of instructions) {
  if (instruction.keyword === 'FROM') {
    const [, stageName] = /\bAS\s+(\S+)\s*$/i.exec(instruction.args) ?? [];
    stages.push({ name: stageName ?? String(stages.length), from: instruction.args, instructions: [] });
  } else {
    stages.at(-1)?.instructions.push(instruction);
  }
}

const packageJson = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
if (!packageJson.scripts?.build) fail('package.json', 'has no "build" script');
const startScript = String(packageJson.scripts?.start ?? '');
const serverFile = /node\s+(\S+\.js)/.exec(startScript)?.[1];
if (!serverFile) fail('package.json', 'the "start" script no longer runs `node <file>.js`');

/** `npm run build` itself, not `npm run build:web-server`. */
const NPM_RUN_BUILD = /\bnpm run build(?=\s|$|;|&)/;
const runs = (stage) => stage.instructions.filter((instruction) => instruction.keyword === 'RUN');
const buildStage = stages.find((stage) => runs(stage).some((run) => NPM_RUN_BUILD.test(run.args)));
if (!buildStage) {
  fail(dockerfilePath, 'no stage runs `npm run build` (the README and package.json build command)');
} else {
  const buildRuns = runs(buildStage).map((run) => run.args);
  const install = buildRuns.findIndex((args) => /\bnpm ci\b/.test(args) && !/--omit[= ]dev/.test(args));
  const build = buildRuns.findIndex((args) => NPM_RUN_BUILD.test(args));
  if (install === -1 || install > build) {
    fail(
      dockerfilePath,
      `stage "${buildStage.name}" must run \`npm ci\` (all dependencies) before \`npm run build\``,
    );
  } else if (!/PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1/.test(buildRuns[install] ?? '')) {
    fail(
      dockerfilePath,
      'the build stage must install with PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 (as .ci/run does)',
    );
  }
}

const final = stages.at(-1);
if (!final) {
  fail(dockerfilePath, 'has no stage');
} else {
  const where = `${dockerfilePath} final stage "${final.name}"`;
  const last = (keyword) =>
    final.instructions.filter((instruction) => instruction.keyword === keyword).at(-1);
  const user = last('USER')?.args.split(':')[0];
  if (!user || user === 'root' || user === '0') fail(where, 'must switch to a non-root USER');
  const env = final.instructions
    .filter((instruction) => instruction.keyword === 'ENV')
    .map((instruction) => instruction.args)
    .join(' ');
  if (!/\bNODE_ENV[= ]"?production"?/.test(env)) fail(where, 'must set ENV NODE_ENV=production');
  if (!last('EXPOSE')) fail(where, 'must EXPOSE the port');
  const healthcheck = last('HEALTHCHECK')?.args ?? '';
  if (!/\/api\/ready\b/.test(healthcheck)) fail(where, 'must have a HEALTHCHECK on GET /api/ready');
  if (/\bcurl\b|\bwget\b/.test(healthcheck))
    fail(where, 'the HEALTHCHECK must use node (no curl/wget in slim)');
  const cmd = last('CMD')?.args ?? '';
  if (!serverFile || !cmd.includes(serverFile) || !/\bnode\b/.test(cmd)) {
    fail(where, `CMD must run \`node ${serverFile ?? 'apps/api/dist/server.js'}\` (package.json "start")`);
  }
  // node_modules: installed here or copied from another stage, with npm ci --omit=dev either way.
  const productionInstall = (stage) =>
    runs(stage).some((run) => /\bnpm ci\b/.test(run.args) && /--omit[= ]dev\b/.test(run.args));
  const devInstall = (stage) =>
    runs(stage).some((run) => /\bnpm (ci|install|i)\b/.test(run.args) && !/--omit[= ]dev\b/.test(run.args));
  const modulesFrom = final.instructions
    .filter((instruction) => instruction.keyword === 'COPY' && /node_modules/.test(instruction.args))
    .map((instruction) => /--from=(\S+)/.exec(instruction.args)?.[1])
    .filter((name) => name !== undefined)
    .map((name) => stages.find((stage) => stage.name === name));
  const sources = [final, ...modulesFrom.filter((stage) => stage !== undefined)];
  if (!sources.some(productionInstall)) fail(where, 'must get node_modules from `npm ci --omit=dev`');
  if (sources.some(devInstall))
    fail(where, 'its node_modules include dev dependencies; use npm ci --omit=dev');
  // A path is copied by name, or (apps/api's manifest and node_modules) with its folder from the production install.
  const copies = final.instructions
    .filter((instruction) => instruction.keyword === 'COPY')
    .map((instruction) => {
      const words = instruction.args.split(/\s+/).filter((word) => !word.startsWith('--'));
      const stageName = /--from=(\S+)/.exec(instruction.args)?.[1];
      return {
        sources: words.slice(0, -1).map((word) => word.replace(/^\/app\//, '').replace(/\/$/, '')),
        fromProductionInstall: stages.some((stage) => stage.name === stageName && productionInstall(stage)),
      };
    });
  for (const path of RUNTIME_PATHS) {
    const covered = copies.some(
      (copy) =>
        copy.sources.includes(path) || (copy.fromProductionInstall && copy.sources.includes(dirname(path))),
    );
    if (!covered) fail(where, `does not copy ${path}, which the server reads at runtime`);
  }
}

if (problems.length > 0) {
  console.error(`Deployment recipe check failed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `Deployment recipe OK: ${apiServices.length} API services, ${knownVariables.size} variables known to env.ts, ` +
    `${stages.length} Dockerfile stages.`,
);
