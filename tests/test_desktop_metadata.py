"""The desktop entry and the AppStream metainfo agree with each other and with the app,
and pass the freedesktop validators (when those are installed)."""

from __future__ import annotations

import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import deskcards

PACKAGING = Path(__file__).resolve().parents[1] / "packaging"
ID = "io.github.deskcards.DeskCards"
DESKTOP = PACKAGING / f"{ID}.desktop"
METAINFO = PACKAGING / f"{ID}.metainfo.xml"


def test_metainfo_names_the_desktop_entry_and_the_current_version():
    component = ET.parse(METAINFO).getroot()
    assert component.findtext("id") == ID
    assert component.findtext("launchable") == DESKTOP.name
    assert next(component.iter("release")).get("version") == deskcards.__version__
    assert component.find("content_rating").get("type").startswith("oars-")


def test_desktop_entry_uses_the_installed_icon_name():
    assert f"Icon={ID}" in DESKTOP.read_text().splitlines()


@pytest.mark.parametrize("command", [["appstreamcli", "validate", "--no-net", str(METAINFO)],
                                     ["desktop-file-validate", str(DESKTOP)]], ids=lambda c: c[0])
def test_passes_the_validator(command):
    if shutil.which(command[0]) is None:
        pytest.skip(f"{command[0]} is not installed (apt-get install appstream desktop-file-utils)")
    result = subprocess.run(command, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
