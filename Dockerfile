FROM node:20-bookworm-slim
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends chromium && rm -rf /var/lib/apt/lists/*
COPY . .
RUN npm ci --no-fund --no-audit && npm run -w web build
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
CMD ["npx", "tsx", "api/src/main.ts"]
