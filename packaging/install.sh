#!/usr/bin/env bash
# Installs a built DeskCards bundle for the current user, without root:
#   bash packaging/install.sh [BUNDLE]        (default: dist/deskcards, from packaging/build.sh)
# The bundle goes to ~/.local/lib/deskcards, the command to ~/.local/bin/deskcards
# (a symlink), and the menu entry, icons and AppStream metadata under
# ${XDG_DATA_HOME:-~/.local/share}. packaging/uninstall.sh takes them out again.
# Installing over an earlier install replaces it.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=$(dirname "$HERE")
source "$HERE/install-paths.sh"
BUNDLE=${1:-$REPO/dist/deskcards}

fail() { echo "install.sh: $*" >&2; exit 1; }

[[ -f $BUNDLE/deskcards && -x $BUNDLE/deskcards ]] \
    || fail "no DeskCards bundle at $BUNDLE (build one with: bash packaging/build.sh)"
# A desktop entry's Exec= would need these escaped; no real home folder has them.
[[ $LAUNCHER =~ [\"\`\$\\%] ]] && fail "cannot write a menu entry for $LAUNCHER (it has a quote, \$, \\ or %)"

if [[ -f $MANIFEST ]]; then
    echo "Replacing the DeskCards installed in $APP_DIR"
    bash "$HERE/uninstall.sh" >/dev/null
fi

# What goes where, as pairs of source and destination (the bundle and launcher apart).
sources=("$HERE/$ID.metainfo.xml" "$REPO/resources/icons/deskcards.svg")
targets=("$DATA_HOME/metainfo/$ID.metainfo.xml" "$DATA_HOME/icons/hicolor/scalable/apps/$ID.svg")
for png in "$REPO"/resources/icons/deskcards-*.png; do
    size=${png##*-}; size=${size%.png}
    sources+=("$png")
    targets+=("$DATA_HOME/icons/hicolor/${size}x${size}/apps/$ID.png")
done
desktop_entry=$DATA_HOME/applications/$ID.desktop
for path in "$APP_DIR" "$LAUNCHER" "$desktop_entry" "${targets[@]}"; do
    [[ -e $path || -L $path ]] && fail "$path exists and is not from an earlier install.sh; move it away first"
done

made_dirs=()
make_dir() {  # mkdir -p that notes each folder it makes, outermost first
    [[ -d $1 ]] && return
    make_dir "$(dirname "$1")"
    mkdir "$1"
    made_dirs+=("$1")
}

make_dir "$(dirname "$APP_DIR")"
cp -R "$BUNDLE" "$APP_DIR" || { rm -rf "$APP_DIR"; fail "could not copy $BUNDLE to $APP_DIR"; }
# From here on the manifest records each step, so uninstall.sh can undo even a half install.
for dir in "${made_dirs[@]}"; do echo "dir $dir"; done > "$MANIFEST"
made_dirs=()
note_dirs() { for dir in "${made_dirs[@]}"; do echo "dir $dir" >> "$MANIFEST"; done; made_dirs=(); }

make_dir "$(dirname "$LAUNCHER")"; note_dirs
ln -s "$APP_DIR/deskcards" "$LAUNCHER"
echo "file $LAUNCHER" >> "$MANIFEST"

make_dir "$(dirname "$desktop_entry")"; note_dirs
while IFS= read -r line; do
    case $line in
        Exec=*) echo "Exec=\"$LAUNCHER\"" ;;
        TryExec=*) echo "TryExec=$LAUNCHER" ;;
        *) echo "$line" ;;
    esac
done < "$HERE/$ID.desktop" > "$desktop_entry"
echo "file $desktop_entry" >> "$MANIFEST"

for i in "${!sources[@]}"; do
    make_dir "$(dirname "${targets[i]}")"; note_dirs
    cp "${sources[i]}" "${targets[i]}"
    echo "file ${targets[i]}" >> "$MANIFEST"
done

refresh_caches
echo "DeskCards installed in $APP_DIR; start it from the menu or with: $LAUNCHER"
case ":$PATH:" in
    *":$(dirname "$LAUNCHER"):"*) ;;
    *) echo "($(dirname "$LAUNCHER") is not on your PATH, so plain 'deskcards' will not find it.)" ;;
esac
