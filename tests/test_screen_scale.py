"""High-DPI screens: fractional factors kept as they are, and the art drawn for the device pixels.

The rounding policy must be set before the application object exists, and the test
process already has one, so each case starts the app in a fresh interpreter, offscreen,
with ``QT_SCALE_FACTOR`` standing in for a 150 % screen (``app/screen_scale.py``).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

PROBE = """
import json
from PySide6.QtGui import QGuiApplication
from app.art import qt_painter
from app.bootstrap import create_app

app, window = create_app(headless=True, private_settings=True)
window.resize(1200, 800)
window.show()
for view in ("home", "print"):
    window.show_view(view)
    for _ in range(5):
        app.processEvents()
shot = window.grab()
print(json.dumps({
    "policy": QGuiApplication.highDpiScaleFactorRoundingPolicy().name,
    "ratio": window.devicePixelRatioF(),
    "shot": [shot.width(), shot.height()],
    "art_ratios": sorted({key[2] for key in qt_painter._cache}),
    "art_sizes": sorted({(p.width(), key[1]) for key, p in qt_painter._cache.items()})[:3],
}))
"""


def _probe(tmp_path: Path, **env: str) -> dict:
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    environment.pop("QT_SCALE_FACTOR_ROUNDING_POLICY", None)
    environment.update(env)
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME"):
        environment[name] = str(tmp_path / name.lower())
    done = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=ROOT, env=environment, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_150_percent_screen_keeps_its_factor_and_the_art_is_drawn_for_it(tmp_path: Path) -> None:
    seen = _probe(tmp_path, QT_SCALE_FACTOR="1.5")
    assert seen["policy"] == "PassThrough"
    assert seen["ratio"] == 1.5
    assert seen["shot"] == [1800, 1200]  # every widget painted at device pixels, not stretched
    assert seen["art_ratios"] == [1.5]  # card art rendered for the screen's pixels
    for device_width, logical_width in seen["art_sizes"]:
        assert device_width == round(logical_width * 1.5)


def test_a_person_who_prefers_rounding_says_so_in_the_environment(tmp_path: Path) -> None:
    assert _probe(tmp_path, QT_SCALE_FACTOR_ROUNDING_POLICY="Round")["policy"] == "Round"
