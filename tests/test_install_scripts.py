"""packaging/install.sh and uninstall.sh against a throw-away HOME and a tiny fake bundle,
so no PyInstaller build is needed."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
ID = "io.github.deskcards.DeskCards"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


@pytest.fixture
def bundle(tmp_path):
    folder = tmp_path / "dist" / "deskcards"
    (folder / "_internal").mkdir(parents=True)
    (folder / "_internal" / "libfake.so").write_text("not really a library\n")
    launcher = folder / "deskcards"
    launcher.write_text('#!/bin/sh\necho "deskcards 9.9.9 from $0"\n')
    launcher.chmod(0o755)
    return folder


@pytest.fixture
def home(tmp_path):
    home = tmp_path / "home"
    save = home / ".local" / "share" / "deskcards" / "autosave.yaml"
    save.parent.mkdir(parents=True)
    save.write_text("game: segfault\n")
    (home / ".config" / "deskcards").mkdir(parents=True)
    (home / ".config" / "deskcards" / "settings.yaml").write_text("players: 4\n")
    return home


def run(script: str, home: Path, *args: str, data_home: Path | None = None,
        path: str | None = None) -> subprocess.CompletedProcess:
    env = {key: value for key, value in os.environ.items() if not key.startswith("XDG_")}
    env["HOME"] = str(home)
    env["PATH"] = path or env["PATH"]
    if data_home is not None:
        env["XDG_DATA_HOME"] = str(data_home)
    return subprocess.run(["bash", str(REPO / "packaging" / script), *args],
                          env=env, capture_output=True, text=True, timeout=60)


def tree(root: Path) -> dict[str, str]:
    """Every path under root with what it is (and a file's text), to compare before and after."""
    listing = {}
    for path in sorted(root.rglob("*")):
        kind = "link" if path.is_symlink() else "dir" if path.is_dir() else path.read_text(errors="replace")
        listing[str(path.relative_to(root))] = kind
    return listing


def desktop_value(entry: Path, key: str) -> str:
    return next(line.split("=", 1)[1] for line in entry.read_text().splitlines() if line.startswith(key + "="))


@pytest.mark.slow
@pytest.mark.parametrize("own_data_home", [False, True], ids=["default", "XDG_DATA_HOME"])
def test_install_puts_every_file_in_place_and_uninstall_leaves_home_as_before(home, bundle, tmp_path, own_data_home):
    data_home = tmp_path / "data" if own_data_home else None
    share = data_home or home / ".local" / "share"
    before = tree(tmp_path)

    installed = run("install.sh", home, str(bundle), data_home=data_home)
    assert installed.returncode == 0, installed.stderr

    launcher = home / ".local" / "bin" / "deskcards"
    assert launcher.is_symlink() and (home / ".local" / "lib" / "deskcards" / "_internal" / "libfake.so").is_file()
    assert subprocess.run([str(launcher)], capture_output=True, text=True).stdout.startswith("deskcards 9.9.9")
    entry = share / "applications" / f"{ID}.desktop"
    assert desktop_value(entry, "Exec") == f'"{launcher}"'
    assert desktop_value(entry, "TryExec") == str(launcher)
    assert desktop_value(entry, "Icon") == ID
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
        assert check.returncode == 0, check.stdout
    for size in ICON_SIZES:
        png = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{ID}.png"
        assert png.read_bytes() == (REPO / "resources" / "icons" / f"deskcards-{size}.png").read_bytes()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{ID}.svg").is_file()
    assert (share / "metainfo" / f"{ID}.metainfo.xml").is_file()

    removed = run("uninstall.sh", home, data_home=data_home)
    assert removed.returncode == 0, removed.stderr
    assert tree(tmp_path) == before


@pytest.mark.slow
def test_installing_again_replaces_the_earlier_install(home, bundle, tmp_path):
    assert run("install.sh", home, str(bundle)).returncode == 0
    (bundle / "_internal" / "libfake.so").unlink()
    (bundle / "_internal" / "libnew.so").write_text("the new build\n")
    again = run("install.sh", home, str(bundle))
    assert again.returncode == 0, again.stderr
    internal = home / ".local" / "lib" / "deskcards" / "_internal"
    assert sorted(p.name for p in internal.iterdir()) == ["libnew.so"]


@pytest.mark.slow
def test_uninstall_keeps_what_the_player_put_into_a_shared_folder(home, bundle):
    assert run("install.sh", home, str(bundle)).returncode == 0
    other = home / ".local" / "bin" / "other-tool"
    other.write_text("#!/bin/sh\n")
    assert run("uninstall.sh", home).returncode == 0
    assert other.is_file() and not (home / ".local" / "bin" / "deskcards").exists()
    assert not (home / ".local" / "lib").exists() and not (home / ".local" / "share" / "icons").exists()


def test_install_refuses_a_missing_bundle_and_a_file_it_did_not_make(home, bundle, tmp_path):
    missing = run("install.sh", home, str(tmp_path / "nothing"))
    assert missing.returncode == 1 and "no DeskCards bundle" in missing.stderr and "Traceback" not in missing.stderr
    foreign = home / ".local" / "bin" / "deskcards"
    foreign.parent.mkdir(parents=True)
    foreign.write_text("someone else's\n")
    before = tree(home)
    clash = run("install.sh", home, str(bundle))
    assert clash.returncode == 1 and "exists" in clash.stderr
    assert tree(home) == before


def test_uninstall_without_an_install_says_so(home):
    result = run("uninstall.sh", home)
    assert result.returncode == 1 and "not installed" in result.stderr


@pytest.mark.slow
def test_an_existing_icon_cache_is_refreshed_and_none_is_made(home, bundle, tmp_path):
    """Desktops read the icon folders without a cache; a stale cache would hide the new icon."""
    fakebin = tmp_path / "fakebin"
    fakebin.mkdir()
    log = tmp_path / "calls.log"
    tool = fakebin / "gtk-update-icon-cache"
    tool.write_text(f'#!/bin/sh\necho "$@" >> "{log}"\n')
    tool.chmod(0o755)
    path = f"{fakebin}:{os.environ['PATH']}"

    assert run("install.sh", home, str(bundle), path=path).returncode == 0
    assert not log.exists()
    assert run("uninstall.sh", home, path=path).returncode == 0
    cache = home / ".local" / "share" / "icons" / "hicolor" / "icon-theme.cache"
    cache.parent.mkdir(parents=True)
    cache.write_bytes(b"")
    assert run("install.sh", home, str(bundle), path=path).returncode == 0
    assert log.read_text().split()[-1] == str(cache.parent)
