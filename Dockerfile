# syntax=docker/dockerfile:1
# The owner portal's image. The build and start steps live in scripts/image.mjs, which this file only calls and
# which apps/server/test/packaging.postgres.test.ts runs outside a container. Settings and operations: docs/deploy.md.
ARG NODE_IMAGE=node:22-bookworm-slim

# Build: the development install, the web app's production build, the compiled server and admin CLI; then the
# runtime files alone in /app with the production dependencies (npm ci --omit=dev).
FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY . .
RUN node scripts/image.mjs build && node scripts/image.mjs prune /app

# Runtime: Node 22 LTS, the compiled server and the built web app only, run as the unprivileged user `node`. The files
# belong to root, so the process cannot change its own code.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app /app
# Only for the embedded database (no DATABASE_URL), which a production installation does not use.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 CMD ["node", "scripts/image.mjs", "health"]
# node itself is process 1 and receives the SIGTERM of `docker stop` (graceful shutdown, SHUTDOWN_TIMEOUT_MS).
CMD ["node", "scripts/image.mjs", "start"]
