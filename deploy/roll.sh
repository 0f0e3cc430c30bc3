#!/bin/sh
# Puts a new version of Kora in place under docker compose without cutting anyone off, as `npm run cluster` does on
# SIGHUP (docs/operations.md, « Upgrades »): the image is built first, then each instance is replaced in turn and the
# next waits until the new one answers /readyz (the image's health check), then the worker. Meanwhile nginx sends
# every request to the instance that is up (it re-resolves the services' names, nginx.conf) and the pages' chat
# reconnects through it; an upload goes on from the shared media volume. Migrations only ever add, so the previous
# version keeps working while the first new instance runs them.
#   sh deploy/roll.sh            (from anywhere; Docker Compose v2.1 or later)
set -eu
cd "$(dirname "$0")"
docker compose build kora-1 kora-2 worker
for service in kora-1 kora-2; do
  echo "$service : remplacement"
  docker compose up --detach --no-deps --wait --wait-timeout 180 "$service"
  echo "$service : prêt"
done
# Its running jobs go back to the queue and are taken again (JOB_STALE_SECONDS).
docker compose up --detach --no-deps worker
echo "worker : remplacé"
