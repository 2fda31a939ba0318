# One image for every process (api, jobs, bot, migrate); compose picks the command.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
RUN npm prune --omit=dev --no-audit --no-fund && chown -R node:node /app
USER node
EXPOSE 3000
CMD ["node", "--import", "tsx", "api/main.ts"]
