# syntax=docker/dockerfile:1
# SeqPortal in one image: the API, which also serves the built web app and (WORKER_IN_PROCESS=true) runs the
# BullMQ worker. Configuration comes from the environment, with the names of .env.example.
#
#   docker build -t seqportal .
#   docker run --init -p 3000:3000 -e DATABASE_URL=... -e REDIS_URL=... -e S3_ENDPOINT=... seqportal   # API
#   docker run --init -e ... seqportal worker                                                        # worker only
#   docker compose up                                                 # with PostgreSQL, Redis and MinIO
#
# The code needs Node >= 20.19; node:20-bookworm-slim follows the newest 20.x.
ARG NODE_IMAGE=node:20-bookworm-slim

# ---- Node and pnpm. pnpm comes from npm, not corepack: corepack's signature check fails for pnpm on some
# registries.
FROM ${NODE_IMAGE} AS base
RUN npm install --global pnpm@10.34.8 && npm cache clean --force
WORKDIR /app

# ---- The toolchain node-gyp needs when a native addon (argon2) has no prebuilt binary for the platform.
FROM base AS toolchain
RUN apt-get update \
 && apt-get install --yes --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
# Only the manifests first, so that the dependency layers are reused until a manifest or the lockfile changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/

# ---- Build: every dependency, then contract -> api -> web (root `pnpm build`).
FROM toolchain AS build
RUN --mount=type=cache,id=seqportal-pnpm-store,target=/pnpm-store \
    pnpm install --frozen-lockfile --store-dir /pnpm-store
COPY . .
RUN pnpm build

# ---- Production dependencies of the API and of the workspace packages it uses (@seqportal/contract), and
# nothing of the web app, whose build is static files. A plain filtered install keeps pnpm's layout: the API's
# node_modules links to ../../packages/contract and into the root node_modules/.pnpm, so the runtime stage
# copies these folders to the same places. (`pnpm deploy` would need inject-workspace-packages in pnpm 10.)
FROM toolchain AS prod-deps
RUN --mount=type=cache,id=seqportal-pnpm-store,target=/pnpm-store \
    pnpm install --frozen-lockfile --prod --filter "@seqportal/api..." --store-dir /pnpm-store

# ---- Runtime: no compiler, no pnpm, no dev dependencies; runs as the unprivileged `node` user.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    WORKER_IN_PROCESS=true \
    WEB_DIST_DIR=/app/apps/web/dist
WORKDIR /app
# The CJK font the API embeds (as a subset) in its PDFs: WenQuanYi Zen Hei, GPL with the font-embedding exception.
# apps/api/src/infra/pdf/pdf-font.ts reads it from this path; .ci/run installs the same package.
RUN apt-get update \
 && apt-get install --yes --no-install-recommends fonts-wqy-zenhei \
 && rm -rf /var/lib/apt/lists/*
# The repository layout is kept: the API finds the project root by its pnpm-workspace.yaml, and its compiled
# migrations and seeds sit in apps/api/dist where the build put them.
COPY package.json pnpm-workspace.yaml ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=prod-deps /app/packages/contract/node_modules ./packages/contract/node_modules
COPY --from=prod-deps /app/apps/api/node_modules ./apps/api/node_modules
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY --from=build /app/packages/contract/dist ./packages/contract/dist
COPY --from=build /app/apps/api/dist ./apps/api/dist
# The web app, beside the API that serves it (WEB_DIST_DIR above).
COPY --from=build /app/apps/web/dist ./apps/web/dist
# Data files the seed loader may read at run time (images, spreadsheets) next to its compiled code.
COPY --from=build /app/seeds ./seeds
COPY --chmod=0755 docker/entrypoint.sh docker/healthcheck.mjs ./docker/

USER node
EXPOSE 3000
# Healthy when /api/health answers 200 with code 0: PostgreSQL, Redis and S3 all reachable.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 CMD ["node", "/app/docker/healthcheck.mjs"]
ENTRYPOINT ["/app/docker/entrypoint.sh"]
CMD ["api"]
