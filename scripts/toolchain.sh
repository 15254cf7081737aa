#!/usr/bin/env bash
# Sourced by scripts/run.sh and scripts/pnpm. Puts Node 24 and pnpm 11 on PATH without touching the
# machine's global Node: when `node` is older than the project needs, both come from the npm registry
# (the `node` package ships the binary) into .tools/, which git ignores.
NODE_VERSION="24.21.0"
PNPM_VERSION="11.28.11"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tools="$root/.tools"

node_ok() {
  local v; v="$(node -p 'const [a,b]=process.versions.node.split(".").map(Number); a>=24?1:0' 2>/dev/null || echo 0)"
  [ "$v" = "1" ]
}

if [ -x "$tools/bin/node" ]; then export PATH="$tools/bin:$PATH"; fi
if ! node_ok; then
  echo "toolchain: machine Node is $(node --version 2>/dev/null || echo missing); fetching Node $NODE_VERSION into .tools/" >&2
  command -v npm >/dev/null || { echo "toolchain: npm is required to bootstrap Node $NODE_VERSION" >&2; exit 1; }
  mkdir -p "$tools/bin" "$tools/node-pkg"
  npm install --prefix "$tools/node-pkg" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node@$NODE_VERSION" >&2
  ln -sf "$tools/node-pkg/node_modules/node/bin/node" "$tools/bin/node"
  export PATH="$tools/bin:$PATH"
  node_ok || { echo "toolchain: could not bring Node $NODE_VERSION" >&2; exit 1; }
fi

if ! { command -v pnpm >/dev/null && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; }; then
  if [ ! -x "$tools/pnpm-pkg/node_modules/.bin/pnpm" ] || [ "$("$tools/pnpm-pkg/node_modules/.bin/pnpm" --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
    echo "toolchain: fetching pnpm $PNPM_VERSION into .tools/" >&2
    mkdir -p "$tools/bin" "$tools/pnpm-pkg"
    npm install --prefix "$tools/pnpm-pkg" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "pnpm@$PNPM_VERSION" >&2
  fi
  ln -sf "$tools/pnpm-pkg/node_modules/.bin/pnpm" "$tools/bin/pnpm"
  export PATH="$tools/bin:$PATH"
fi

# Install the workspace when the lockfile or a manifest changed since the last install.
stamp="$root/node_modules/.install-stamp"
sum="$({ cat "$root/pnpm-lock.yaml" "$root/pnpm-workspace.yaml" "$root"/package.json "$root"/apps/*/package.json "$root"/packages/*/package.json "$root"/supabase/package.json 2>/dev/null || true; } | cksum | cut -d' ' -f1)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$sum" ]; then
  echo "toolchain: installing workspace dependencies (pnpm install)" >&2
  # CI installs exactly the lockfile; a developer's install may update it after a manifest change.
  if [ -n "${CI:-}" ]; then
    (cd "$root" && pnpm install --frozen-lockfile --reporter=append-only >&2)
  else
    (cd "$root" && pnpm install --reporter=append-only >&2)
  fi
  echo "$sum" > "$stamp"
fi
export PATH="$root/node_modules/.bin:$PATH"
