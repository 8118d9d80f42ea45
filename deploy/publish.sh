#!/bin/sh
# Puts a build (dist/) where nginx serves it (`root` in deploy/nginx.conf), in the order a
# borrower's browser needs, so that no request during the copy finds a page whose scripts are
# missing, and no offline worker installs while the pages it stores are still the old ones:
#   1. the new hashed assets, beside the old ones (a page already open still loads its own);
#   2. the route pages, then the other files (the home page, index.html);
#   3. the offline worker (sw.js) last: a browser that sees it finds everything it lists.
# Each file arrives in one rename, never half-written. The assets of the release before this
# one stay (a tab opened before this deploy may still ask for them); older ones are removed.
# Each release's list of assets is kept beside ROOT, in ROOT.releases/. Publishing the same
# build again is not a new release; on a first run, the assets already served count as the
# release before.
#
#   deploy/publish.sh dist /srv/borrower-web/dist
set -eu

SRC=${1:?usage: deploy/publish.sh DIST ROOT}
ROOT=${2:?usage: deploy/publish.sh DIST ROOT}
[ -f "$SRC/index.html" ] || { echo "publish: $SRC is not a build (no index.html)" >&2; exit 1; }
# "/srv/borrower-web/dist/" is the same root: its lists must land beside it, not inside.
case $ROOT in ?*/) ROOT=${ROOT%/} ;; esac

# The lists of each release's assets live beside the served directory, not in it. A root
# filled before this script was used has no list: what it serves now is the release before.
RELEASES="$ROOT.releases"
mkdir -p "$RELEASES"
if [ ! -f "$RELEASES/current" ]; then
  (cd "$ROOT" 2>/dev/null && find assets -type f 2>/dev/null | sort) > "$RELEASES/current" || :
fi

put() {
  mkdir -p "$(dirname "$ROOT/$1")"
  cp "$SRC/$1" "$ROOT/$1.publishing"
  mv -f "$ROOT/$1.publishing" "$ROOT/$1"
  echo "$1"
}

# The build's files (paths relative to SRC) that `find` selects with the given tests.
files() {
  (cd "$SRC" && find . -type f "$@" | sed 's|^\./||' | sort)
}

for file in $(files -path './assets/*'); do put "$file"; done
for file in $(files -path './routes/*'); do put "$file"; done
for file in $(files ! -path './assets/*' ! -path './routes/*' ! -name 'sw.js*'); do put "$file"; done
for file in $(files -name 'sw.js*'); do put "$file"; done

# Keep this release's assets and the one's before; remove the rest. The same build published
# again leaves the lists as they are.
files -path './assets/*' > "$RELEASES/next"
if cmp -s "$RELEASES/next" "$RELEASES/current"; then
  rm -f "$RELEASES/next"
else
  mv -f "$RELEASES/current" "$RELEASES/previous"
  mv -f "$RELEASES/next" "$RELEASES/current"
fi
touch "$RELEASES/previous"
for file in $(cd "$ROOT" && find assets -type f | sort); do
  grep -qxF "$file" "$RELEASES/current" "$RELEASES/previous" || {
    rm -f "$ROOT/$file"
    echo "removed $file"
  }
done
