#!/usr/bin/env bash
# Removes what packaging/install.sh installed, and only that: the files and folders
# its manifest lists (a folder only if it is empty now). The player's settings and
# saves (~/.config/deskcards, ${XDG_DATA_HOME:-~/.local/share}/deskcards) stay.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
source "$HERE/install-paths.sh"

if [[ ! -f $MANIFEST ]]; then
    echo "uninstall.sh: DeskCards is not installed here (no $MANIFEST)" >&2
    exit 1
fi
dirs=()
while IFS= read -r line; do
    case $line in
        "file "*) rm -f -- "${line#file }" ;;
        "dir "*) dirs+=("${line#dir }") ;;
    esac
done < "$MANIFEST"
rm -rf -- "$APP_DIR"
# Innermost first; a folder that now holds something else stays.
for ((i = ${#dirs[@]} - 1; i >= 0; i--)); do
    rmdir -- "${dirs[i]}" 2>/dev/null || true
done
refresh_caches
echo "DeskCards uninstalled; your settings and saves are kept."
