# syntax=docker/dockerfile:1
# The site's container image: `docker compose up` runs it with PostgreSQL and Mailpit
# (docker-compose.yml); docs/deploy.md describes deploying it.
#
#   docker build -t botbazaar .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://owner:secret@db.example:5432/botbazaar botbazaar
#
# It migrates DATABASE_URL, then serves on port 3000 as the unprivileged user `node`. Without
# DATABASE_URL it keeps an embedded database in /app/.data: mount a volume there to keep it.

ARG NODE_IMAGE=node:24-slim

# Every dependency, for the build.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund --loglevel=notice

# `npm run build`: next build, then the pages' CSP script hashes (.next/csp-hashes.json, read
# by proxy.ts) and the compile hints written into the client chunks. The cache is build-only.
FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1
COPY . .
RUN npm run build --loglevel=notice \
    && test -s .next/csp-hashes.json \
    && rm -rf .next/cache

# The production dependencies only, for the image that runs.
FROM ${NODE_IMAGE} AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --no-audit --no-fund --loglevel=notice

FROM ${NODE_IMAGE} AS run
WORKDIR /app
# HOSTNAME: Docker sets it to the container's name, which server.mjs would listen on alone.
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0
COPY --from=production-deps /app/node_modules ./node_modules
# Next.js writes its route cache under .next/server at run time.
COPY --from=build --chown=node:node /app/.next ./.next
# What the server reads at run time beside the build: server.mjs and the modules it imports,
# next.config.ts and what it imports (content/, lib/), the public files, the migrations, and the
# scripts an operator runs (migrate, healthcheck, leads-export).
COPY package.json server.mjs next.config.ts ./
COPY public ./public
COPY content ./content
COPY lib ./lib
COPY db/migrations ./db/migrations
COPY scripts ./scripts
RUN mkdir .data && chown node:node .data
USER node
EXPOSE 3000
# Liveness: the process serves. docker-compose.yml checks readiness (/readyz) for its stack.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "scripts/healthcheck.mjs", "/healthz"]
CMD ["sh", "-c", "node scripts/migrate.mjs && exec node server.mjs"]
