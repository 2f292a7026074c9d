#!/usr/bin/env bash
# Makes sure the machine has what the test tiers need: Debian's Chromium and its headless
# shell (and, with the argument `engines`, Firefox ESR and WebKitGTK: WebKitWebDriver and
# its MiniBrowser, run on an Xvfb display) — the browser tests never download a browser of
# their own — a PostgreSQL server (the API suite runs against it too) and nginx. As root it
# installs them with apt; otherwise it stops and says exactly what to install.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
# The browser tests drive its headless shell (playwright.config.ts); benches use the full one.
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
# `system-deps.sh engines`: also what the WebKit and Firefox tier drives.
if [ "${1:-}" = engines ]; then
  [ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
  [ -x /usr/bin/WebKitWebDriver ] || missing+=(webkit2gtk-driver)
  command -v xvfb-run >/dev/null || missing+=(xvfb)
  command -v xauth >/dev/null || missing+=(xauth)
fi
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
# The cluster tier puts two app instances behind nginx (scripts/nginx-cluster.sh).
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx)
# Japanese text in screenshots and layout needs a CJK font.
fc-list 2>/dev/null | grep -qi 'noto sans cjk' || missing+=(fonts-noto-cjk)

if [ ${#missing[@]} -eq 0 ]; then exit 0; fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "installing with apt: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi

echo "Missing system packages: ${missing[*]}" >&2
echo "Install them, e.g.: sudo apt-get install ${missing[*]}" >&2
exit 1
