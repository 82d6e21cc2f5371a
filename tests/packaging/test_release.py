"""Release checks that run without building: the tag names the game's version."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

from bura_desktop import __version__

ROOT = Path(__file__).resolve().parents[2]


def check_version_module():
    spec = importlib.util.spec_from_file_location(
        "check_version", ROOT / "packaging/check_version.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def check_version(tag: str) -> subprocess.CompletedProcess[str]:
    script = ROOT / "packaging" / "check_version.py"
    return subprocess.run([sys.executable, str(script), tag], capture_output=True, text=True)


def test_the_tag_of_this_version_passes():
    assert check_version(f"v{__version__}").returncode == 0
    assert check_version(f"refs/tags/v{__version__}").returncode == 0


def test_a_tag_that_differs_from_the_version_stops_the_release():
    result = check_version(f"v{__version__}.1")
    assert result.returncode == 1
    assert "does not match bura_desktop.__version__" in result.stderr


def test_the_mac_app_and_the_readme_ask_for_the_same_macos():
    """PySide6 6.10 and later need macOS 13: the bundle's plist and the README say so."""
    spec = (ROOT / "packaging" / "bura-desktop.spec").read_text(encoding="utf-8")
    assert '"LSMinimumSystemVersion": "13.0"' in spec
    assert "**macOS 13 or newer" in (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_mac_app_has_apple_s_kind_of_id_its_languages_and_asks_for_the_network():
    """Read as text: the spec's BUNDLE runs only on macOS. A bundle identifier takes letters,
    digits, "-" and "." only; macOS 15 asks before an app reaches the local network and shows
    it only the Bonjour services its Info.plist names."""
    import re

    spec = (ROOT / "packaging" / "bura-desktop.spec").read_text(encoding="utf-8")
    assert "bundle_identifier=MAC_BUNDLE_ID," in spec
    app_id = re.search(r'^APP_ID = "([^"]+)"$', spec, re.M)
    assert app_id is not None and '\nMAC_BUNDLE_ID = APP_ID.replace("_", "-")\n' in spec
    assert re.fullmatch(r"[A-Za-z0-9.-]+", app_id.group(1).replace("_", "-"))
    assert '"CFBundleLocalizations": list(LANGUAGES),' in spec
    assert 'LANGUAGES = ("en", "ru", "de", "it", "es")' in spec
    assert '"NSLocalNetworkUsageDescription": (' in spec
    from bura_desktop.app.discovery import SERVICE

    service = SERVICE.removesuffix(".local.")
    assert f'"NSBonjourServices": ["{service}"],' in spec


def test_the_smoke_run_reports_warnings_and_errors_from_the_log(tmp_path):
    spec = importlib.util.spec_from_file_location("smoke", ROOT / "packaging" / "smoke.py")
    assert spec is not None and spec.loader is not None
    smoke = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(smoke)
    assert smoke.log_problems(tmp_path) == [f"no log at {tmp_path / 'logs' / 'bura-desktop.log'}"]
    (tmp_path / "logs").mkdir()
    log = tmp_path / "logs" / "bura-desktop.log"
    log.write_text("2026-12-03 10:00:00,000 1 INFO bura_desktop: Bura Desktop 0.1.0\n")
    assert smoke.log_problems(tmp_path) == []
    failure = (
        "2026-12-03 10:00:01,000 1 WARNING bura_desktop.app.pool: The search worker failed"
        " (BrokenProcessPool()): thinking in the game's process"
    )
    log.write_text(log.read_text() + failure + "\n")
    assert smoke.log_problems(tmp_path) == [f"log: {failure}"]


@pytest.mark.parametrize(
    ("version", "numeric"),
    [("0.1.0", "0.1.0.0"), ("0.2.0rc1", "0.2.0.0"), ("1.2", "1.2.0.0"), ("1.2.3.4", "1.2.3.4")],
)
def test_windows_gets_the_version_as_four_numbers(version, numeric):
    assert check_version_module().numeric(version) == numeric


def test_the_windows_installer_speaks_the_game_s_languages_and_upgrades_cleanly():
    """Checked as text: Inno Setup runs only on Windows (the release workflow compiles it)."""
    script = (ROOT / "packaging" / "windows" / "bura-desktop.iss").read_text(encoding="utf-8")
    for language in ("Russian", "German", "Italian", "Spanish"):
        assert f'MessagesFile: "compiler:Languages\\{language}.isl"' in script
    assert "AppPublisherURL=https://github.com/bura-desktop/bura-desktop\n" in script
    assert "AppSupportURL=https://github.com/bura-desktop/bura-desktop/issues\n" in script
    # Files an older version shipped and this one does not must not stay behind.
    assert "[InstallDelete]\n" in script
    assert 'Type: filesandordirs; Name: "{app}\\_internal"' in script
    # VersionInfoVersion takes four numbers: never the free-form version (0.2.0rc1).
    assert "VersionInfoVersion={#AppNumericVersion}\n" in script
    # Qt 6 starts on Windows 10 and later only: the installer refuses 7 and 8.1 itself.
    assert "\nMinVersion=10.0\n" in script
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    assert "python packaging/check_version.py --numeric" in workflow
    assert '"/DAppNumericVersion=$numeric"' in workflow


def test_the_numeric_version_is_printed_for_the_workflow():
    script = ROOT / "packaging" / "check_version.py"
    done = subprocess.run(
        [sys.executable, str(script), "--numeric"], capture_output=True, text=True
    )
    assert done.returncode == 0
    assert done.stdout.strip() == check_version_module().numeric(__version__)


def test_the_workflow_pins_every_action_by_commit_and_keeps_no_token():
    """A tag can be moved to other code, a commit cannot; a checkout's token left in
    .git/config could leak into an uploaded artifact (zizmor: unpinned-uses, artipacked)."""
    import re

    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    uses = re.findall(r"uses: (\S+)(.*)", workflow)
    assert len(uses) >= 10
    for action, comment in uses:
        assert re.fullmatch(r"[\w-]+/[\w-]+@[0-9a-f]{40}", action), action
        assert re.fullmatch(r" # v\d+\.\d+\.\d+", comment), (action, comment)
    checkouts = workflow.count("uses: actions/checkout@")
    assert checkouts == 3
    assert workflow.count("persist-credentials: false") == checkouts
