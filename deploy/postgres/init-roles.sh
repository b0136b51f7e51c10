#!/bin/sh
# The role the app serves requests as (PRODUCT.md §15, least privilege). The postgres image runs
# this once, on an empty data folder (docker-entrypoint-initdb.d); for a database made before, run
# it by hand: `docker compose exec db sh /docker-entrypoint-initdb.d/init-roles.sh`. POSTGRES_USER
# owns everything: the app runs the migrations as it (MIGRATION_DATABASE_URL) and then grants this
# role what serving needs (server/src/database/app-role.ts). The password comes from the
# environment (\getenv), so it is never on a command line.
set -eu
: "${APP_DB_PASSWORD:?set APP_DB_PASSWORD, the app role's password}"
export APP_DB_USER="${APP_DB_USER:-drw_app}"
psql -v ON_ERROR_STOP=1 --no-psqlrc --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<'SQL'
\getenv app_user APP_DB_USER
\getenv app_password APP_DB_PASSWORD
SELECT format('CREATE ROLE %I', :'app_user')
 WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'app_user') \gexec
SELECT format('ALTER ROLE %I LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS PASSWORD %L',
              :'app_user', :'app_password') \gexec
SQL
