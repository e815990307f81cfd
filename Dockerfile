# Production image: builds client and server, runs the server (which also serves the client).
FROM node:20.20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/package.json
COPY client/package.json client/package.json
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev
# Statement PDFs use the regular and bold Noto Sans faces: the other weights and previews go (~130 MB).
RUN find node_modules/@expo-google-fonts -type f \( -name '*.png' -o -name '*.ttf' \) ! -name '*_400Regular.ttf' ! -name '*_700Bold.ttf' -delete

FROM node:20.20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/server/package.json ./server/package.json
COPY --from=build /app/server/dist ./server/dist
COPY --from=build /app/client/dist ./client/dist
# The SSR build renders the FAQ's answers into the page as it is served (server/src/app/served-islands.ts); its
# package.json says its files are ES modules.
COPY --from=build /app/client/package.json ./client/package.json
COPY --from=build /app/client/dist-ssr ./client/dist-ssr
RUN mkdir -p /data/uploads && chown node:node /data/uploads
USER node
EXPOSE 3000
CMD ["node", "server/dist/main.js"]
