# syntax=docker/dockerfile:1
# The production image: Node 24 LTS from the official image (the one Node in it), built in stages,
# run as the unprivileged `node` user with `next start`.

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install` follows the lockfile; `npm ci` rejects one written on a machine whose registry
# lacks other platforms' optional builds.
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
# .next/cache is the compiler's cache for the next build (over 200 MB): nothing serves from it.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund && rm -rf .next/cache

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
# NEXT_MANUAL_SIG_HANDLE: the app's own ordered shutdown on SIGTERM, not Next's (docs/deploy.md).
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 PGLITE_DIR=/app/data/pglite \
    FILES_DIR=/app/data/files NEXT_MANUAL_SIG_HANDLE=true
COPY --from=build --chown=node:node /app/package.json /app/next.config.ts /app/tsconfig.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/.next ./.next
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/cache-handlers ./cache-handlers
COPY --from=build --chown=node:node /app/lib ./lib
COPY --from=build --chown=node:node /app/i18n ./i18n
COPY --from=build --chown=node:node /app/messages ./messages
# The realtime tier runs from this image too (`node realtime-server/bin/realtime.mjs`).
COPY --from=build --chown=node:node /app/realtime-server ./realtime-server
# The deal room draws watermarks and NDA copies with these faces (no system fonts in the image).
COPY --from=build --chown=node:node /app/features/deal-room/server/render/fonts ./features/deal-room/server/render/fonts
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000 6001
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node_modules/.bin/next", "start"]
