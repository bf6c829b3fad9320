"""Test set-up: headless Qt and private settings/data folders, set before Qt is imported."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator

import pytest

os.environ["QT_QPA_PLATFORM"] = "offscreen"
# Every table shows the end of each move at once (tests that watch the motion set a pace).
os.environ["RECTOVERSO_REDUCED_MOTION"] = "1"
_SANDBOX = tempfile.mkdtemp(prefix="rectoverso-tests-")
for _name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
    os.environ[_name] = os.path.join(_SANDBOX, _name.lower())
os.environ.setdefault("XDG_RUNTIME_DIR", os.path.join(_SANDBOX, "runtime"))
os.makedirs(os.environ["XDG_RUNTIME_DIR"], mode=0o700, exist_ok=True)


def pytest_configure(config: pytest.Config) -> None:
    """The run's seed for the random checks' share (tests/run_share.py), fixed before the
    workers start so that they all play the same share."""
    from tests import run_share

    os.environ[run_share.SEED_VARIABLE] = str(run_share.run_seed())


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """The seed is named at the end of every run (the suite runs quietly, without a header):
    a failure of a random check is replayed with it."""
    from tests import run_share

    share = "thorough" if run_share.thorough() else f"usual share ({run_share.THOROUGH_VARIABLE}=1: thorough)"
    replay = f"{run_share.SEED_VARIABLE}=N replays a run"
    terminalreporter.write_line(f"random checks: seed {run_share.run_seed()} ({replay}), {share}")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test that drives Chromium is slow (a browser per test, a whole game on phones):
    ``make test-fast`` leaves them out, ``make test`` runs them.

    The longest work is handed out first (the groups a worker runs one after another, then the
    slow tests, then the rest, each in the order collected): the workers then finish together,
    instead of all but one waiting while a group handed out last runs alone. No test depends
    on another's order (docs/ARCHITECTURE.md, "Checks"). The tests that mostly wait on other
    processes (Chromium's pages, the table server under attack) are one group, ``network``:
    one worker runs them one after another while the others keep both cores busy, and the
    attacks' timings are not also shared with a browser's."""
    for item in items:
        if item.path.name.startswith("test_phone_browser"):
            item.add_marker(pytest.mark.slow)

    def rank(item: pytest.Item) -> int:
        if item.get_closest_marker("xdist_group") is not None:
            return 0
        return 1 if item.get_closest_marker("slow") is not None else 2

    items.sort(key=rank)


@pytest.fixture
def phones() -> Iterator[object]:
    """Real phones' loop for a test that serves a table from the desktop (tests/phone_clients.py)."""
    from tests.phone_clients import PhoneLoop

    loop = PhoneLoop()
    yield loop
    loop.close()


@pytest.fixture
def main_window(request, qtbot, tmp_path_factory, monkeypatch) -> Iterator[object]:  # type: ignore[no-untyped-def]
    """The real main window, created the way the app creates it, with fresh settings and data.

    It lays out, takes events and draws into any picture taken of it (``grab()`` paints what
    it returns), but does not also paint the offscreen screen after every event, which nobody
    looks at and which took a third of the suite's time; a test about what the screen itself
    shows (what is painted, and when) is marked ``paints``.
    """
    from PySide6.QtCore import QSettings

    # Saves and autosaves of this test only, away from the test's own tmp_path.
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("appdata")))
    # A home of the test's own: an export (even a random click on Export) writes there.
    monkeypatch.setenv("HOME", str(tmp_path_factory.mktemp("home")))

    from app.bootstrap import create_app

    QSettings().clear()
    _app, window = create_app(headless=True)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.setUpdatesEnabled(request.node.get_closest_marker("paints") is not None)
    yield window
    window.close()
    # Really delete the window: a closed one left alive would be restyled by every later test.
    from PySide6.QtCore import QCoreApplication, QEvent

    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture
def plugged() -> Iterator[str]:
    """The plug-in test game (tests/plugin_game.py) registered by its manifest for one test,
    as ``RECTOVERSO_GAMES`` would: the app's views see it, and forget it afterwards."""
    from app.views import registry
    from engines.manifest import register_spec, unregister_spec
    from tests import plugin_game

    register_spec(plugin_game.SPEC)
    registry._views.cache_clear()
    yield plugin_game.SPEC.id
    unregister_spec(plugin_game.SPEC.id)
    registry._views.cache_clear()
