# The shop's two images (issue 34): `backend` runs Vendure's server or its worker (BACKEND_ROLE),
# `storefront` the React Router server. Both on Node 24 LTS, as a non-root user, from one build.
#
#   docker build --target backend -t esim-shop/backend .
#   docker build --target storefront -t esim-shop/storefront .
#
# The base images are Docker Hub's official Node images; `npm run test:images` builds stand-ins of
# them from Debian's packages and the npm registry's Node binary (no image registry is reachable
# there) and passes them in as NODE_BUILD_IMAGE and NODE_RUNTIME_IMAGE.
ARG NODE_BUILD_IMAGE=docker.io/library/node:24-bookworm
ARG NODE_RUNTIME_IMAGE=docker.io/library/node:24-bookworm-slim

FROM ${NODE_BUILD_IMAGE} AS build
WORKDIR /shop
# Dependencies first: this layer is reused until the lock file changes.
COPY package.json package-lock.json ./
COPY backend/package.json backend/package.json
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
# Everything the images run (backend, dashboard, storefront, route types), then only the runtime
# dependencies are kept: the native ones (better-sqlite3, sharp) stay built for this Node.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_RUNTIME_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /shop
# A user of the shop's own, the same in both images: files it may write live in /var/lib/esim-shop.
RUN groupadd --system --gid 10001 shop \
  && useradd --system --uid 10001 --gid shop --home-dir /shop --shell /usr/sbin/nologin shop \
  && mkdir -p /var/lib/esim-shop && chown shop:shop /var/lib/esim-shop
COPY --from=build /shop/package.json ./package.json
COPY --from=build /shop/node_modules ./node_modules

FROM runtime AS backend
# pg_dump and psql for the scheduled PostgreSQL backups and `npm run restore` (docs/go-live.md).
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client && rm -rf /var/lib/apt/lists/*
COPY --from=build /shop/backend/package.json ./backend/package.json
COPY --from=build /shop/backend/dist ./backend/dist
COPY --from=build /shop/backend/seed ./backend/seed
COPY --from=build /shop/backend/email-templates ./backend/email-templates
ENV ASSETS_DIR=/var/lib/esim-shop/assets UPLOADS_DIR=/var/lib/esim-shop/uploads MAILBOX_DIR=/var/lib/esim-shop/outbox \
  BACKEND_HOST=0.0.0.0 BACKEND_PORT=3000
VOLUME ["/var/lib/esim-shop"]
USER shop
EXPOSE 3000
# A server's readiness (database, Redis, job queue), the worker's health: backend/src/tools/healthcheck.ts.
HEALTHCHECK --interval=10s --timeout=3s --start-period=240s CMD ["node", "backend/dist/tools/healthcheck.js"]
CMD ["node", "backend/dist/index.js"]

FROM runtime AS storefront
COPY --from=build /shop/storefront/build ./storefront/build
COPY --from=build /shop/storefront/server ./storefront/server
ENV STOREFRONT_PORT=3000
USER shop
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.STOREFRONT_PORT}/ready`).then((answer) => process.exit(answer.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "storefront/server/index.mjs"]
