# Where packaging/install.sh puts DeskCards and packaging/uninstall.sh takes it
# from; both source this file. Everything is in the user's own folders.
ID=io.github.deskcards.DeskCards
# XDG_DATA_HOME counts only when absolute, as the XDG base directory spec says.
if [[ ${XDG_DATA_HOME:-} == /* ]]; then DATA_HOME=$XDG_DATA_HOME; else DATA_HOME=$HOME/.local/share; fi
# The bundle does not go to $DATA_HOME/deskcards: the player's saves live there.
# ~/.local/lib/<app> mirrors /usr/lib/<app>, where distributions put an app's private files.
APP_DIR=$HOME/.local/lib/deskcards
LAUNCHER=$HOME/.local/bin/deskcards
# Every file and folder install.sh made, one "file PATH" or "dir PATH" a line.
MANIFEST=$APP_DIR/installed-files.txt

refresh_caches() {
    # Refresh a cache only where the user already has one: desktops read these
    # folders without a cache, and a cache made here would outlive an uninstall.
    if [[ -f $DATA_HOME/icons/hicolor/icon-theme.cache ]] && command -v gtk-update-icon-cache >/dev/null; then
        gtk-update-icon-cache -q -f -t "$DATA_HOME/icons/hicolor" || true
    fi
    if [[ -f $DATA_HOME/applications/mimeinfo.cache ]] && command -v update-desktop-database >/dev/null; then
        update-desktop-database -q "$DATA_HOME/applications" || true
    fi
}
