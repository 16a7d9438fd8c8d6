#!/usr/bin/env bash
# The build steps of the Dockerfile, as a script, so CI runs the same recipe on the machine itself
# where no image can be built (decision 081). Each step is one argument:
#   build SOURCE              npm ci and npm run build in a source checkout
#   assemble RELEASE OUT      copy the release to OUT and install its production packages there
#   runtime-packages          the Debian packages the running server needs
set -euo pipefail

step="${1:-}"
case "$step" in
  build)
    cd "$2"
    npm ci --no-audit --no-fund
    npm run build
    ;;
  assemble)
    release="$2"
    out="$3"
    [ -f "$release/server.mjs" ] || { echo "no release in $release: run npm run build first" >&2; exit 1; }
    mkdir -p "$out"
    cp -R "$release/." "$out/"
    rm -f "$out/.sources-hash"
    cd "$out"
    # Only the packages the bundle leaves outside (sharp, PGlite, argon2, …), at their locked versions.
    npm ci --omit=dev --no-audit --no-fund --prefer-offline
    ;;
  runtime-packages)
    # PDF exports (Noto Sans CJK), video (ffmpeg), HEIC photos (heif-convert), health check (none:
    # the image's HEALTHCHECK uses node itself).
    echo "fonts-noto-cjk ffmpeg libheif-examples"
    ;;
  *)
    echo "usage: $0 build SOURCE | assemble RELEASE OUT | runtime-packages" >&2
    exit 2
    ;;
esac
