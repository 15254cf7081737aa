#!/usr/bin/env bash
# Entry point of the README's commands. Brings the pinned toolchain (Node 24, pnpm 11) into the
# git-ignored .tools/ folder when the machine's own Node is older, installs the workspace, then runs
# the named task: `start` (build + serve the site with its embedded backend) or `test` (every gate).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
# shellcheck source=scripts/toolchain.sh
source "$root/scripts/toolchain.sh"

task="${1:-}"; shift || true
case "$task" in
  start) exec node scripts/start.ts "$@" ;;
  test) exec node scripts/test.ts "$@" ;;
  pnpm) exec pnpm "$@" ;;
  *) echo "usage: scripts/run.sh start|test|pnpm [args]" >&2; exit 2 ;;
esac
