#!/bin/sh
# The web target of the Dockerfile: deploy/nginx/kinglife-instances.conf as it is, its placeholders
# filled for compose.yaml (app servers at 10.0.0.11 and 10.0.0.12, as in the recipe), listening on
# port 8080 of the container for the host or a CDN in front.
set -eu
mkdir -p /etc/nginx/snippets /var/cache/nginx/kinglife
sed -e 's|__APP_DIR__|/srv/kinglife|g' -e 's|__DATA_DIR__|/srv/kinglife/no-uploads|g' \
  /etc/kinglife/kinglife-site.conf > /etc/nginx/snippets/kinglife-site.conf
sed -e "s|__SERVER_NAME__|${SERVER_NAME:-_}|" -e 's|listen 127.0.0.1:8080;|listen 8080;|' \
  /etc/kinglife/kinglife-instances.conf > /etc/nginx/conf.d/default.conf
exec nginx -g 'daemon off;'
