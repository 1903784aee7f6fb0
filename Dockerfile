# syntax=docker/dockerfile:1

# --- build: install everything, build server and web ---------------------------
FROM node:20.19-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- deps: production dependencies only ------------------------------------------
FROM node:20.19-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

# --- runtime: built output, production modules, non-root, data on a volume -------
FROM node:20.19-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY data ./data
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Readiness, not liveness: "healthy" then means the server can take requests (its store
# writable with room left, the database reachable and migrated), which is what `docker ps`
# and Compose's `depends_on: service_healthy` are asked. Docker and Compose never restart
# an unhealthy container, and a restart would not free a disk; an orchestrator that
# restarts on failure should probe /api/health/live instead (docs/operations.md).
# Needs the Docker image format: podman's default OCI format drops it (podman build
# --format docker).
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# scripts/production-start.ts's start: a larger young generation (docs/operations.md).
CMD ["node", "--max-semi-space-size=32", "dist/server/main.js"]
