# The site's container image: `docker compose up` runs it with PostgreSQL and Mailpit
# (docker-compose.yml); docs/deploy.md describes deploying it. Any builder builds it: BuildKit,
# Docker's legacy builder, Podman and Buildah (it uses no RUN --mount).
#
#   docker build -t botbazaar .
#   docker run -p 127.0.0.1:3000:3000 -e DATABASE_URL=postgres://owner:secret@db.example:5432/botbazaar botbazaar
#
# It migrates DATABASE_URL, then serves on port 3000 as the unprivileged user `node`. Without
# DATABASE_URL it keeps an embedded database in /app/.data: mount a volume there to keep it.

ARG NODE_IMAGE=node:24-slim

# Every dependency, for the build.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --loglevel=notice

# `npm run build`: next build, the pages' CSP script hashes, the compile hints in the client
# chunks, the delivery thread's bundle, and last .next/standalone: the server's own folder, with
# the files it and the operator's scripts load, traced, instead of every dependency
# (scripts/standalone.mjs).
FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1
COPY . .
RUN npm run build --loglevel=notice \
    && test -s .next/standalone/.next/csp-hashes.json

FROM ${NODE_IMAGE} AS run
WORKDIR /app
# HOSTNAME: Docker sets it to the container's name, which server.mjs would listen on alone.
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0
COPY --from=build /app/.next/standalone ./
# The files stay root's. The server writes only Next.js's caches (a served page's copy under
# .next/server/route-cache) and the embedded database.
RUN mkdir -p .next/cache .next/server/route-cache .data \
    && chown node:node .next/cache .next/server/route-cache .data
USER node
EXPOSE 3000
# Liveness: the process serves. docker-compose.yml checks readiness (/readyz) for its stack.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "scripts/healthcheck.mjs", "/healthz"]
CMD ["sh", "-c", "node scripts/migrate.mjs && exec node server.mjs"]
