#!/usr/bin/env bash
# Makes sure the tests have a PostgreSQL server and a Redis server:
# uses TEST_DATABASE_URL / TEST_REDIS_URL when reachable, otherwise starts the local ones, otherwise
# installs them (apt-get, when root on Debian), otherwise fails saying what to install.
set -euo pipefail

PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
REDIS_URL_="${TEST_REDIS_URL:-redis://127.0.0.1:6379}"

pg_up() { node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" "$PG_URL" 2>/dev/null; }
redis_up() { node -e "const R=require('ioredis');const r=new R(process.argv[1],{lazyConnect:true,maxRetriesPerRequest:0,retryStrategy:()=>null});r.connect().then(()=>r.ping()).then(()=>{r.disconnect();process.exit(0)},()=>process.exit(1))" "$REDIS_URL_" 2>/dev/null; }

can_apt() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; }
apt_updated=
apt_install() {
  if [ -z "$apt_updated" ]; then apt-get update -qq >/dev/null; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

wait_for() { for _ in $(seq 1 50); do "$1" && return 0; sleep 0.2; done; return 1; }

if ! pg_up; then
  if ! command -v pg_ctlcluster >/dev/null; then
    can_apt || { echo "PostgreSQL is not reachable at $PG_URL. Install it (sudo apt-get install postgresql postgresql-contrib) or set TEST_DATABASE_URL." >&2; exit 1; }
    echo "Installing PostgreSQL..."
    apt_install postgresql postgresql-contrib
    # A fresh install asks for passwords on TCP; the test cluster trusts local connections.
    for hba in /etc/postgresql/*/main/pg_hba.conf; do
      sed -i -E 's/^(host\s+all\s+all\s+(127\.0\.0\.1\/32|::1\/128)\s+)\S+/\1trust/' "$hba"
    done
  fi
  version=$(ls /etc/postgresql | sort -V | tail -1)
  pg_ctlcluster --skip-systemctl-redirect "$version" main start 2>/dev/null || pg_ctlcluster "$version" main restart
  wait_for pg_up || { echo "PostgreSQL did not come up at $PG_URL" >&2; exit 1; }
fi

if ! redis_up; then
  if ! command -v redis-server >/dev/null; then
    can_apt || { echo "Redis is not reachable at $REDIS_URL_. Install it (sudo apt-get install redis-server) or set TEST_REDIS_URL." >&2; exit 1; }
    echo "Installing redis-server..."
    apt_install redis-server
  fi
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no >/dev/null
  wait_for redis_up || { echo "Redis did not come up at $REDIS_URL_" >&2; exit 1; }
fi

echo "services: PostgreSQL at $PG_URL, Redis at $REDIS_URL_"
