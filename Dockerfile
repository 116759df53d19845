# syntax=docker/dockerfile:1.10
# Kinglife in containers: the release `npm run build` makes (.next/standalone, scripts/release.ts),
# run by Node 24 as a user of its own. Two targets from one build, so both hold the same build:
#   app  the site (default)
#   web  nginx with the build's static files, in front of several app servers (compose.yaml)
# The pages are rendered from the site's database at build; give its address as a build secret
# (it stays out of the image):
#   DATABASE_URL=postgres://… docker build --secret id=DATABASE_URL,env=DATABASE_URL -t kinglife .
# Without it they are rendered from an embedded database with the seeded content, and staff's
# first save of each kind of content renders them again. See the README, "Containers".

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN --mount=type=secret,id=DATABASE_URL,env=DATABASE_URL \
    DATA_DIR=/tmp/build-data npm run build && rm -rf /tmp/build-data

FROM nginx:stable-bookworm AS web
COPY --from=build /app/.next/standalone/.next/static /srv/kinglife/.next/static
COPY --from=build /app/.next/standalone/public /srv/kinglife/public
COPY deploy/nginx/kinglife-instances.conf deploy/nginx/kinglife-site.conf deploy/docker/nginx-start.sh /etc/kinglife/
CMD ["sh", "/etc/kinglife/nginx-start.sh"]

FROM node:24-bookworm-slim AS app
ENV NODE_ENV=production PORT=3000 HOSTNAME=0.0.0.0 NEXT_TELEMETRY_DISABLED=1 DATA_DIR=/var/lib/kinglife
# A heap limit: without one Node keeps what it grew under load (README, "The release").
ENV NODE_OPTIONS=--max-old-space-size=384
RUN groupadd --system kinglife \
 && useradd --system --gid kinglife --home-dir /srv/kinglife --shell /usr/sbin/nologin kinglife \
 && mkdir -p /var/lib/kinglife && chown kinglife:kinglife /var/lib/kinglife
WORKDIR /srv/kinglife
# The release only; .next stays writable by the app (pages are rendered again there after a save).
COPY --from=build --chown=kinglife:kinglife /app/.next/standalone ./
USER kinglife
VOLUME /var/lib/kinglife
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM lets the launcher stop the server (and an embedded database) cleanly.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/with-db.cjs", "node", "server.js"]
