#!/usr/bin/env bash
# The defects the checks that `npm test` merged or dropped used to catch, seeded one at a time: each is put into the
# built site or the source, the gate that must now catch it runs, and the defect is taken out again. A defect counts as
# caught when the gate fails with the expected message; the script prints one line per defect and exits non-zero when
# any went through. docs/testing.md lists them.
#
#   scripts/seeded-defects.sh                 every defect (needs a build: npm test -- --only=build)
#   scripts/seeded-defects.sh broken-link …   some of them
#
# Defects in the built site change a copy of the file (its .br/.gz siblings set aside, so the server sends the changed
# file) and put it back. Defects in the source rebuild the site once for all of them, and again without them at the
# end. E2E_PORT picks the end-to-end server's port (4180 by default).
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
# shellcheck source=scripts/toolchain.sh
source "$root/scripts/toolchain.sh" >/dev/null
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}" SITE_LOCAL_BACKEND=1
client=apps/web/build/client
stash="$(mktemp -d)"
log="$stash/log"
results=()
trap 'rm -rf "$stash"' EXIT

all=(hash-missing inline-script broken-link tone-contrast route-console-error modified-click-scroll story-console-warning
  docs-console-error play-late-error play-never-ends start-page-error breakpoint-rule story-never-settles new-page-type
  lease-not-released catcher-keeps-refused pool-drops-rejection pool-write-after-close)
wanted=("$@")
[ ${#wanted[@]} -eq 0 ] && wanted=("${all[@]}")
want() { [[ " ${wanted[*]} " == *" $1 "* ]]; }

# caught <defect> <pattern the failure must show> <command…>: runs the command, which must fail with the pattern.
caught() {
  local name=$1 pattern=$2
  shift 2
  echo "━━ $name: $*"
  if "$@" >"$log" 2>&1; then
    results+=("NOT CAUGHT  $name: $* passed")
  elif grep -Eq -- "$pattern" "$log"; then
    results+=("caught      $name: $*")
  else
    tail -30 "$log"
    results+=("NOT CAUGHT  $name: $* failed, but without /$pattern/")
  fi
}

# A file of the build, changed for one defect and put back afterwards.
keep() { for f in "$1" "$1.br" "$1.gz"; do [ -e "$f" ] && mv "$f" "$stash/$(echo "$f" | tr / _)" && cp "$stash/$(echo "$f" | tr / _)" "$f"; done; rm -f "$1.br" "$1.gz"; }
restore() { for f in "$1" "$1.br" "$1.gz"; do [ -e "$stash/$(echo "$f" | tr / _)" ] && mv "$stash/$(echo "$f" | tr / _)" "$f"; done; }

e2e() { (cd apps/web && E2E_PORT="${E2E_PORT:-4180}" pnpm exec playwright test -c playwright.config.ts --reporter=line "$@"); }
unit() { pnpm exec vitest run --project=unit "$@"; }
stories() { pnpm exec vitest run --config vitest.storybook.config.ts "$@"; }

# 1. A script hash missing from a route's policy (csp.spec.ts loaded every route at both widths for it).
if want hash-missing; then
  keep $client/_headers
  sed -i "/^\/\$/{n;s/ 'sha256-[^']*'//2}" $client/_headers
  caught hash-missing "/: an inline script's hash" unit apps/web/scripts/built-headers.test.ts
  # The script the policy blocks is the one that starts hydration: the test fails waiting for it.
  caught hash-missing "html\[data-hydrated\]|Content Security Policy" e2e site.spec.ts -g " /: served"
  restore $client/_headers
fi

# 2. An inline script the policy does not allow, on one route: a CSP violation, a console error.
if want inline-script; then
  keep $client/terms/index.html
  sed -i 's|</body>|<script>document.title = "seeded"</script></body>|' $client/terms/index.html
  caught inline-script "/terms: an inline script's hash" unit apps/web/scripts/built-headers.test.ts
  caught inline-script "Content Security Policy|console errors" e2e site.spec.ts -g "/terms: served"
  restore $client/terms/index.html
fi

# 3. A broken link on a page no other page links to (e2e's "no internal link leads to a 404" read every route).
if want broken-link; then
  keep $client/staff/sign-in/index.html
  sed -i 's|</main>|<a href="/no-such-page">seeded</a></main>|' $client/staff/sign-in/index.html
  caught broken-link "BROKEN 404 .*/no-such-page" node apps/web/scripts/crawl.ts
  restore $client/staff/sign-in/index.html
fi

# Defects in the source: one build holds them all, each on its own page or story.
sources=()
# A seed whose pattern no longer matches (its code moved) changes nothing: that counts as a defect not caught.
seed() {
  cp "$1" "$stash/$(echo "$1" | tr / _).src" && sources+=("$1") && sed -i "$2" "$1"
  cmp -s "$1" "$stash/$(echo "$1" | tr / _).src" && results+=("NOT CAUGHT  seed changed nothing in $1: $2")
  return 0
}
unseed() { for f in "${sources[@]}"; do mv "$stash/$(echo "$f" | tr / _).src" "$f"; done; sources=(); }

# 4. A contrast failure in one landing colour (axe ran on every route at both widths): text in lime-300 on white
#    beside the hero art of the lime pages (education-training, utility-energy; an industry's art and a sector's).
want tone-contrast && seed packages/ui/src/illustrations/field-art.tsx \
  's|^    <ArtFrame className={className}>|    <>{color === "lime" \&\& <p className="bg-white text-lime-300">Seeded</p>}<ArtFrame className={className}>|; s|^    </ArtFrame>|    </ArtFrame></>|'
# 5. A console error from one route's own code (the routes were loaded at both widths).
want route-console-error && seed apps/web/app/routes/privacy-policy.tsx \
  's|^export default function \([A-Za-z]*\)(\(.*\)) {|export default function \1(\2) {\n  if (typeof window !== "undefined") console.error("seeded");|'
# 6. A modified click (Ctrl/Cmd, for a new tab) that still scrolls this page to the top: the scroll helpers of links
#    and button links without their check (navigation.spec.ts waits for the helpers' timers, not a fixed time).
want modified-click-scroll && seed packages/ui/src/lib/use-scroll-to-top-navigate.ts \
  's|^  if (event && isModifiedClick(event)) return;$|  void event;|'

if [ ${#sources[@]} -gt 0 ]; then
  echo "━━ build with ${sources[*]}"
  pnpm exec turbo run build --output-logs=errors-only >"$log" 2>&1 || { tail -30 "$log"; unseed; exit 1; }
  want tone-contrast && caught tone-contrast "color-contrast" e2e site.spec.ts -g "/sectors/education-training"
  want route-console-error && caught route-console-error "seeded" e2e site.spec.ts -g "/privacy-policy: served"
  want modified-click-scroll && caught modified-click-scroll "Expected: [0-9]+" e2e navigation.spec.ts -g "Ctrl/Cmd-click"
  unseed
  echo "━━ build without the seeded defects"
  pnpm exec turbo run build --output-logs=errors-only >"$log" 2>&1 || tail -30 "$log"
fi

# 7. A console warning in a story (the static Storybook's console check opened every story).
if want story-console-warning; then
  seed packages/ui/src/components/badge.stories.tsx 's|^  render: (args) => (|  render: (args) => (console.warn("seeded"), |'
  caught story-console-warning "console.warn: seeded" stories packages/ui/src/components/badge.stories.tsx
  unseed
fi

# 8. A console error on the docs pages only (what the static Storybook's check still opens).
if want docs-console-error; then
  seed packages/ui/src/docs/guidance-block.tsx 's|^  if (!entry) return null;|  console.error("seeded");\n  if (!entry) return null;|'
  caught docs-console-error "error: seeded" node scripts/storybook-console.ts
  unseed
fi

# 8b. A console error 1.5 s into a story's play (the manager walk watches each story until it has finished).
if want play-late-error; then
  seed packages/ui/src/components/accordion.stories.tsx \
    '0,/^  play: async ({ canvasElement }) => {$/s//&\n    await new Promise((resolve) => setTimeout(resolve, 1500));\n    console.error("seeded late");/'
  caught play-late-error "components-accordion--closed \(manager\): error: seeded late" \
    env STORYBOOK_ENTRIES=components-accordion--closed node scripts/storybook-console.ts
  unseed
fi

# 8c. A play that never ends (the walk waits for a story while its preview moves, and gives up once it stops).
if want play-never-ends; then
  seed packages/ui/src/components/accordion.stories.tsx \
    '0,/^  play: async ({ canvasElement }) => {$/s//&\n    await new Promise(() => {});/'
  caught play-never-ends "components-accordion--closed \(manager\): did not finish: its preview stopped moving" \
    env STORYBOOK_ENTRIES=components-accordion--closed node scripts/storybook-console.ts
  unseed
fi

# 8d. A console error as the manager's start page renders (the walk watched it for a fixed second, which ended before
#     the page in its frame had rendered).
if want start-page-error; then
  seed packages/ui/src/docs/introduction.mdx \
    '$a\\nexport const Seeded = () => { console.error("seeded start page"); return null; };\n\n<Seeded />'
  caught start-page-error "manager start page: error: seeded start page" \
    env STORYBOOK_ENTRIES=components-badge--variants node scripts/storybook-console.ts
  unseed
fi

# 9. A rule missing at the desktop width of a responsive section (stories render once per width that matters).
if want breakpoint-rule; then
  seed packages/ui/src/sections/icon-card-grid.tsx 's|"sm:grid-cols-2 lg:grid-cols-3"|"sm:grid-cols-2"|'
  caught breakpoint-rule "Screenshot does not match" stories packages/ui/src/sections/icon-card-grid.stories.tsx
  unseed
fi

# 9b. A story that never stops changing (the screenshot's own limit in Vitest left a timer that kept the run from
#     exiting; .storybook/vitest.setup.ts keeps the limit in the page).
if want story-never-settles; then
  seed packages/ui/src/components/badge.stories.tsx \
    's|^    <div className="flex flex-wrap items-center gap-3 p-6">|&\n      <span ref={(el) => { if (el) setInterval(() => { el.textContent = String(Date.now()); }, 50); }} />|'
  caught story-never-settles "no two screenshots in a row matched" stories packages/ui/src/components/badge.stories.tsx
  unseed
fi

# 10. A generated page with a wrong type (the proof ran every package's typecheck; now the content package's): the
#    generator itself refuses it (it checks its entry against the schema before writing).
if want new-page-type; then
  seed scripts/new-page-entry.ts 's|    color: "${page.color}",|    color: "${page.color}-seeded",|'
  caught new-page-type "generated entry is invalid" pnpm exec vitest run --project=new-page
  unseed
fi

# 11. A restarted functions process that gives none of its predecessor's leases back (lease-reclaim.test.ts waited a
#     fixed 30 s after the restart; now until just before the lease would have let the mail go, about two minutes).
if want lease-not-released; then
  seed supabase/functions/_shared/leases.ts 's|select private.release_instance_leases(${name}) as n|select 0 as n|'
  caught lease-not-released "killed at .*, restarted [0-9]+ ms later; logged since" \
    bash -c 'cd supabase && pnpm exec vitest run local/lease-reclaim.test.ts'
  unseed
fi

# 12. A mail catcher that keeps a message its outage refused (faults.test's mail-outage counted three copies in one full
#     run on a slow machine: smtp-server's close() answered 421 to messages being written, which the catcher kept).
if want catcher-keeps-refused; then
  seed supabase/local/mail-server.ts 's|^    closing = true;$|    closing = false;|'
  caught catcher-keeps-refused "expected 250 to be 421" \
    bash -c 'cd supabase && pnpm exec vitest run local/mail-server.test.ts'
  unseed
fi

# 13. The functions' pool without its guard for postgres.js's dropped array-types query (faults.test's pg-stop-fast saw
#     the functions' process exit with code 1 on a loaded run: a connection cut as it started).
if want pool-drops-rejection; then
  seed supabase/functions/_shared/db.ts 's|^  keepProcessOnCutConnection();$||'
  caught pool-drops-rejection "Uncaught \\(in promise\\) Error: (read|write) E" \
    bash -c 'cd supabase && pnpm exec vitest run tests/db-connection-start.test.ts'
  unseed
fi

# 14. The functions' pool without its guard for postgres.js's ROLLBACK written after its connection closed (a staff
#     transaction cut mid-statement ended the functions' process: porsager/postgres#1208).
if want pool-write-after-close; then
  seed supabase/functions/_shared/db.ts 's|^  keepProcessOnWriteAfterClose();$||'
  caught pool-write-after-close "Uncaught TypeError: Cannot read properties of null \\(reading 'write'\\)" \
    bash -c 'cd supabase && pnpm exec vitest run tests/db-transaction-cut.test.ts'
  unseed
fi

echo
printf '%s\n' "${results[@]}"
! printf '%s\n' "${results[@]}" | grep -q "^NOT CAUGHT"
