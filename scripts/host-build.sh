#!/usr/bin/env bash
# The static host's build command (netlify.toml): the site's production build. With SITE_PUBLISH_SECRET set (the same
# value as the functions' secret), the build tells the backend which content version it published
# (supabase/scripts/report-published.ts): a failed build is then tried again with back-off and staff are alerted.
# Without the secret the deploy hook's acceptance counts as the publish (docs/operating.md, "Publishing").
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
if [ -z "${SITE_PUBLISH_SECRET:-}" ]; then exec pnpm build; fi
report() { node supabase/scripts/report-published.ts "$1"; }
report begin || exit 1
if pnpm build; then
  report done
else
  report failed
  exit 1
fi
