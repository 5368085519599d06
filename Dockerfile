# Inkwell in one image: `docker build -t inkwell .`, then `docker run -p 3000:3000 -v inkwell-data:/data inkwell`.
# Several instances behind a balancer: compose.yaml and the README's "Running several instances".
# Debian bookworm: its pocketsphinx is the one the server runs (/usr/bin/pocketsphinx_continuous).

# ---- build: the README's install (`npm ci`, the lockfile's exact tree) and the production build
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci
COPY . .
RUN npm run build

# ---- deps: production dependencies only, with their native builds for this platform
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev && npm cache clean --force

# ---- runtime
FROM node:22-bookworm-slim AS runtime
# Offline speech to text (PocketSphinx and its English model); tini forwards signals and reaps.
RUN apt-get update \
  && apt-get install -y --no-install-recommends pocketsphinx pocketsphinx-en-us tini \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=deps /app ./
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/packages/contract/src ./packages/contract/src
COPY --from=build /app/packages/contract/dist ./packages/contract/dist
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/engines ./apps/server/engines
COPY --from=build /app/apps/web/dist ./apps/web/dist
# `npm start` rebuilds what is older than its sources, which this image cannot (no dev tools):
# mark the outputs built after everything copied, and fail the image build if it would still.
RUN node --input-type=module -e " \
  import { utimesSync } from 'node:fs'; \
  import { BUILD_TARGETS, findStaleBuilds } from './scripts/build-state.mjs'; \
  const now = new Date(); \
  for (const { name, output } of BUILD_TARGETS) utimesSync(name + '/' + output, now, now); \
  const stale = findStaleBuilds('.'); \
  if (stale.length > 0) { console.error('npm start would rebuild: ' + stale.join(', ')); process.exit(1); }"
RUN mkdir /data && chown node:node /data
ENV NODE_ENV=production DATA_DIR=/data PORT=3000
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What `npm start` runs (package.json's start script), without npm's `sh -c` between: sh dies
# on SIGTERM without passing it on, and the server would be killed instead of draining.
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "scripts/start.mjs"]
