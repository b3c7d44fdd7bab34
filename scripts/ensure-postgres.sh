#!/usr/bin/env bash
# The real-PostgreSQL test runs use Debian's postgresql package; install it once, before any
# of them start (two installs at once would wait on apt's lock, or fail).
set -euo pipefail
if ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then exit 0; fi
echo "Installing Debian's postgresql for the real-Postgres test runs..."
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
