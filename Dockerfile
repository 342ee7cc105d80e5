# PostCraft production image: `docker build -t postcraft .` (or podman/buildah). See README, "Production image".
# Stage 1 installs everything, builds the client and prerendered pages into dist/client and assembles
# dist/app (package files, server and shared sources, client build); stage 2 installs dist/app's
# production dependencies only; stage 3 runs it as a non-root user on Node 24 (type stripping runs
# the TypeScript server as is; nothing is built at start).

FROM node:24-slim AS build
WORKDIR /build
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-slim AS deps
WORKDIR /app
COPY --from=build /build/dist/app/package.json /build/dist/app/package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:24-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /build/dist/app ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "src/server/main.ts"]
