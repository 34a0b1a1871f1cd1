# syntax=docker/dockerfile:1
# Counsel CLE: one image serving the API and the built web app on one port (docs/operations.md).
#   docker build -t counsel-cle .
#   docker run -p 3000:3000 -v counsel-data:/var/lib/counsel -e BETTER_AUTH_SECRET=... -e SMTP_URL=... counsel-cle
# (one instance on the embedded database, which migrates on start; PostgreSQL is migrated by `npm run db:migrate`).
# compose.yaml runs it as two instances behind a TLS proxy. scripts/check-deploy-recipe.mjs checks this file in CI.

ARG NODE_IMAGE=node:20-bookworm-slim

# The npm the lockfile is written with (the repository is developed with npm 11; the image ships npm 10).
FROM ${NODE_IMAGE} AS base
ARG NPM_VERSION=11.19.1
RUN npm install --global "npm@${NPM_VERSION}" --no-audit --no-fund && npm cache clean --force
WORKDIR /app
# The root manifest, the lockfile and every workspace's manifest: npm ci installs from these alone.
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/domain/package.json packages/domain/
COPY packages/test-support/package.json packages/test-support/
COPY packages/zoom-meeting-sdk/package.json packages/zoom-meeting-sdk/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

# Build: the commands of .ci/run and the README (npm ci, then npm run build: the web app, its server renderer and
# the API bundle apps/api/dist/server.js). The browser tests' Chromium is never downloaded.
FROM base AS build
RUN PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies of the API only: the bundle keeps every npm package external (apps/api/build.mjs); the
# workspace packages and the web app's server renderer are bundled.
FROM base AS production-deps
RUN npm ci --omit=dev --workspace @counsel/api --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
# The production dependencies: the hoisted ones, and apps/api with the versions npm keeps beside the API
# (apps/api/node_modules) and its package.json ("type": "module" for dist/server.js; local-media.ts finds the
# default MEDIA_DIR from it).
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=production-deps /app/apps/api apps/api
# The other manifests: the workspace links in node_modules/@counsel, "type": "module" for apps/web/dist-server.
COPY --from=base /app/package.json ./
COPY --from=base /app/apps/web/package.json apps/web/
COPY --from=base /app/packages packages
# What the server reads at runtime, found from dist/server.js:
COPY --from=build /app/apps/api/dist apps/api/dist
#   migrations (database.ts migrationsFolder(): PGlite migrates on start; PostgreSQL with the migrate step)
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
#   the certificate fonts (certificate-pdf.ts certificateFontDir())
COPY --from=build /app/apps/api/assets apps/api/assets
#   the demo recordings (default MEDIA_DIR); staff uploads are written here, so the server's user owns it
COPY --from=build --chown=node:node /app/apps/api/media apps/api/media
#   the built web app (static-web.ts webDistDir()) and its server renderer (public-page-renderer.ts)
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-server apps/web/dist-server
# DATA_DIR: the embedded database when DATABASE_URL is unset (and its backup socket beside it, data.backup.sock),
# the sandbox's webhook secret, uploaded files without S3. Mount a volume at /var/lib/counsel to keep them.
ENV DATA_DIR=/var/lib/counsel/data
RUN mkdir -p /var/lib/counsel/data && chown -R node:node /var/lib/counsel
USER node
EXPOSE 3000
# Readiness: the database, the job queue, and mail and payments configured for production (GET /api/ready).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/api/dist/server.js"]
