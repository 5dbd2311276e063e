#!/bin/sh
# Container entrypoint.
#   api (default)  migrations, then the idempotent seeds, then the API (with the worker when WORKER_IN_PROCESS=true)
#   worker         the BullMQ worker alone; migrations and seeds are the API container's job
#   migrate, seed  one of the two, then exit
#   anything else  run as given (e.g. `sh` to look around)
# MIGRATE_ON_START=false / SEED_ON_START=false skip those steps of `api` (a production deployment without demo data).
set -eu
cd /app

# tsc compiles the API together with migrations/ and seeds/, so it keeps the repository layout under dist.
api=apps/api/dist/apps/api/src
if [ ! -f "$api/main.js" ]; then
  echo "entrypoint: no compiled API in apps/api/dist" >&2
  exit 1
fi

enabled() {
  case "$1" in
    true | TRUE | True | 1 | yes | on) return 0 ;;
    *) return 1 ;;
  esac
}

case "${1:-api}" in
  api)
    if enabled "${MIGRATE_ON_START:-true}"; then node "$api/cli/migrate.js"; fi
    if enabled "${SEED_ON_START:-true}"; then node "$api/cli/seed.js"; fi
    # exec: the API becomes the process that receives SIGTERM from `docker stop` and shuts down cleanly.
    # The young generation's size as scripts/lib/api-runtime.mjs gives it (32 MB semi-spaces unless set).
    exec node --max-semi-space-size="${API_SEMI_SPACE_MB:-32}" "$api/main.js"
    ;;
  worker) exec node "$api/worker.js" ;;
  migrate) exec node "$api/cli/migrate.js" ;;
  seed) exec node "$api/cli/seed.js" ;;
  *) exec "$@" ;;
esac
