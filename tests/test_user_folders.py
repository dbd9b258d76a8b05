"""The suite never reads the user's own folders: each test has its own (conftest.py)."""

import subprocess
import sys
from pathlib import Path

import platformdirs

from deskcards.engine.variants import user_variant_dir
from deskcards.saves import autosave_path
from deskcards.ui.preferences import settings_path

SUITE_CONFTEST = Path(__file__).resolve().parents[1] / "conftest.py"
BROKEN = "extends: standard\ntitle: Broken\nsettings:\n  max_pointing: lots\n"
BARE = ("-p", "no:cacheprovider", "-p", "no:hypothesispytest")  # the inner runs need neither
LISTS_THE_HOUSE_RULES = """
from deskcards.engine.variants import list_variants
from deskcards.games import spec

def test_every_house_rule_reads():
    _, errors = list_variants("segfault", spec("segfault").settings)
    assert errors == []
"""


def test_every_folder_the_app_uses_is_the_tests_own(user_folders, tmp_path_factory):
    assert user_folders.is_relative_to(tmp_path_factory.getbasetemp())
    for path in (autosave_path(), settings_path(), user_variant_dir("segfault"),
                 platformdirs.user_cache_path("deskcards"), Path.home(), Path("~").expanduser()):
        assert path.is_relative_to(user_folders), path


def test_a_subprocess_inherits_the_tests_folders(user_folders):
    listed = subprocess.run([sys.executable, "-m", "deskcards", "variants", "list", "segfault"],
                            capture_output=True, text=True, timeout=60)
    assert listed.returncode == 0, listed.stderr
    assert f"(house rules go in {user_folders / 'config' / 'deskcards' / 'variants' / 'segfault'})" in listed.stdout


def test_a_broken_house_rule_at_home_never_reaches_a_test(pytester, monkeypatch):
    # An account as a user has it: no XDG variables, a broken house rule in ~/.config.
    # (Pytester points HOME at its own folder.)
    for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        monkeypatch.delenv(variable)
    house_rules = Path.home() / ".config" / "deskcards" / "variants" / "segfault"
    house_rules.mkdir(parents=True)
    (house_rules / "broken.yaml").write_text(BROKEN)
    pytester.makepyfile(test_house_rules=LISTS_THE_HOUSE_RULES)
    pytester.runpytest_inprocess(*BARE).assert_outcomes(failed=1)  # the user's file breaks a bare suite
    pytester.makeconftest(SUITE_CONFTEST.read_text(encoding="utf-8"))
    pytester.runpytest_inprocess(*BARE).assert_outcomes(passed=1)
