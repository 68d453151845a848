# syntax=docker/dockerfile:1
# Two images from one file: `--target api` (the API and the web client; no browser) and `--target workers`
# (readers, spreadsheet imports and Chromium). Both run the compiled bundles of scripts/build-server.ts with
# plain node, as the unprivileged `node` user, with production dependencies only.
ARG NODE_IMAGE=node:20-bookworm-slim

# --- build: every dependency, then the server bundles and the web client
FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY core/package.json core/
COPY api/package.json api/
COPY workers/package.json workers/
COPY web/package.json web/
COPY search-config/package.json search-config/
COPY fixtures/package.json fixtures/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-fund --no-audit
COPY . .
RUN npm run build:server && npm run -w web build

# --- what both runtime images share: the manifests npm ci needs, a writable data directory
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /src/package.json /src/package-lock.json ./
COPY --from=build /src/core/package.json core/
COPY --from=build /src/api/package.json api/
COPY --from=build /src/workers/package.json workers/
COPY --from=build /src/web/package.json web/
COPY --from=build /src/search-config/package.json search-config/
COPY --from=build /src/fixtures/package.json fixtures/
COPY --from=build /src/e2e/package.json e2e/
COPY --from=build /src/bench/package.json bench/
# Uploaded spreadsheets and images live in /data/uploads (a volume shared by the API and the workers).
RUN mkdir -p /data/uploads /app/data && chown -R node:node /data /app/data

# --- the API
FROM runtime AS api
RUN npm ci --omit=dev --ignore-scripts --no-fund --no-audit -w core -w api -w search-config \
  && npm cache clean --force
COPY --from=build /src/dist/server ./dist/server
COPY --from=build /src/web/dist ./web/dist
COPY --from=build /src/web/dist-server ./web/dist-server
USER node
ENV PORT=3000
EXPOSE 3000
# Alive while it answers: /api/health says 503 when PostgreSQL or Redis is down, and restarting the API
# would not bring them back (it recovers by itself when they return).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.status===200||r.status===503?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/server/api.mjs"]

# --- the workers
FROM runtime AS workers
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-liberation \
  && rm -rf /var/lib/apt/lists/*
RUN npm ci --omit=dev --ignore-scripts --no-fund --no-audit -w core -w workers -w search-config \
  && npm cache clean --force
COPY --from=build /src/dist/server ./dist/server
USER node
ENV WORKER_PORT=9464
EXPOSE 9464
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.WORKER_PORT||9464)+'/health').then(r=>process.exit(r.status===200||r.status===503?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/server/workers.mjs"]
