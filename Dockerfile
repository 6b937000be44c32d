# The site in a container: built in one stage, served from a second one without the build tools.
#   docker build -t ga-education .
#   docker run --env-file /etc/ga-education/env -p 127.0.0.1:3000:3000 -v ga-data:/var/lib/ga-education ga-education
# See docs/deployment.md for the variables, the reverse proxy and PostgreSQL.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
# pg_dump for the admin CRM's backups on PostgreSQL (docs/backups.md).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    APP_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/ga-education \
    START_NO_BUILD=1 \
    NODE_COMPILE_CACHE=/var/lib/ga-education/.compile-cache
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/build ./build
COPY server ./server
COPY scripts ./scripts
COPY app ./app
RUN mkdir -p /var/lib/ga-education && chown node:node /var/lib/ga-education
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM lets requests in flight finish before the database closes.
STOPSIGNAL SIGTERM
CMD ["node", "scripts/start.mjs"]
