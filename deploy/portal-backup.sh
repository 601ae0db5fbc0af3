#!/bin/sh
# A nightly backup of the portal's database (docs/deploy.md#backups). Reads DATABASE_URL from the processes' env file,
# so cron (which passes no environment) dumps the right database; refuses to run without one. The dump is written
# beside its final name and kept only when pg_restore can read it and it holds the portal's tables; older dumps are
# deleted only after a good one is in place. Exit code 0 only for a good dump.
#
#   portal-backup.sh [env file] [backup folder] [days to keep]
#   defaults:        /etc/portal/env   /var/backups/portal   14
set -eu
env_file=${1:-/etc/portal/env}
folder=${2:-/var/backups/portal}
keep_days=${3:-14}

[ -r "$env_file" ] || { echo "portal-backup: cannot read $env_file" >&2; exit 2; }
# Only DATABASE_URL is taken from the file (as the service manager reads it: NAME=value lines, optional quotes).
url=$(sed -n 's/^[[:space:]]*DATABASE_URL[[:space:]]*=[[:space:]]*//p' "$env_file" | tail -n 1 | sed "s/^[\"']//; s/[\"']\$//")
[ -n "$url" ] || { echo "portal-backup: no DATABASE_URL in $env_file" >&2; exit 2; }
mkdir -p "$folder"

target="$folder/portal-$(date +%F).dump"
partial="$target.partial"
trap 'rm -f "$partial"' EXIT
pg_dump -Fc --dbname="$url" -f "$partial"
# A dump of some other database, or a truncated file, must not replace a good one.
if ! pg_restore -l "$partial" | grep -q ' TABLE public owners '; then
  echo "portal-backup: $partial holds no portal tables (owners); not kept" >&2
  exit 1
fi
mv "$partial" "$target"
find "$folder" -name 'portal-*.dump' -mtime "+$keep_days" -delete
echo "portal-backup: $target ($(wc -c <"$target") bytes)"
