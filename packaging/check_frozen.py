"""Smoke test of the frozen app: it starts, opens every view, takes screenshots, logs no error.

Usage: ``python packaging/check_frozen.py BINARY [SCREENSHOTS_DIR]`` (the binary is
``dist/rectoverso-studio/rectoverso-studio``, ``rectoverso-studio.exe`` on Windows, or inside
``Recto Verso Studio.app/Contents/MacOS`` on macOS). Runs it offscreen with private
settings and data folders on every system, fails on a non-zero exit or an ERROR line in
its log, prints the build's size and cold start time, and keeps the screenshots in
``SCREENSHOTS_DIR`` when one is given (the release workflow uploads them).
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def private_env(sandbox: Path) -> dict[str, str]:
    """The environment of a run offscreen whose settings, data and logs all land in ``sandbox``.

    Linux's folders come from the XDG variables, Windows' from the profile's Roaming and
    Local folders, macOS's from the home folder; ``sandbox.rglob("*.log*")`` finds the logs.
    """
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(sandbox / "home"))
    for name in (
        "XDG_CONFIG_HOME",
        "XDG_DATA_HOME",
        "XDG_CACHE_HOME",
        "XDG_STATE_HOME",
        "APPDATA",
        "LOCALAPPDATA",
    ):
        env[name] = str(sandbox / name.lower())
    return env


def log_errors(sandbox: Path) -> list[str]:
    """Every ERROR, CRITICAL or traceback line of the logs written in ``sandbox``."""
    return [
        f"{log.name}: {line}"
        for log in sandbox.rglob("*.log*")
        for line in log.read_text(encoding="utf-8", errors="replace").splitlines()
        if " ERROR " in line or " CRITICAL " in line or "Traceback" in line
    ]


def _run(binary: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(binary), *args], env=env, capture_output=True, text=True, timeout=120)


def _folder_mb(folder: Path) -> float:
    """Disk size as ``du`` counts it: symbolic links (PyInstaller makes some) count once."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink()) / 1_048_576


def main(binary: Path, keep: Path | None = None) -> int:
    if not binary.exists():
        print(f"check_frozen: {binary} does not exist (run make package first)", file=sys.stderr)
        return 1
    sandbox = Path(tempfile.mkdtemp(prefix="rectoverso-frozen-"))
    env = private_env(sandbox)
    problems = []
    version = _run(binary, env, "--version")
    if version.returncode != 0:
        problems.append(f"--version exited {version.returncode}")
    smoke = _run(binary, env, "--smoke")
    if smoke.returncode != 0:
        problems.append(f"--smoke exited {smoke.returncode}: {smoke.stderr.strip()[-500:]}")
    shots = sandbox / "screenshots"
    screenshots = _run(binary, env, "--screenshots", str(shots))
    pngs = sorted(p.name for p in shots.glob("*.png"))
    if keep is not None and pngs:
        shutil.copytree(shots, keep, dirs_exist_ok=True)
    if screenshots.returncode != 0 or not pngs:
        problems.append(f"--screenshots exited {screenshots.returncode}: {screenshots.stderr.strip()[-500:]}")
    problems.extend(log_errors(sandbox))
    starts = []
    for _ in range(5):
        begin = time.perf_counter()
        _run(binary, env, "--smoke")
        starts.append(time.perf_counter() - begin)
    print(f"frozen app: {version.stdout.strip()}")
    print(f"screenshots: {len(pngs)} ({', '.join(pngs)})")
    print(f"onedir size: {_folder_mb(binary.parent):.1f} MB (target <= 250 MB)")
    print(f"frozen cold start (--smoke), median of 5: {statistics.median(starts):.3f} s (target <= 1.5 s)")
    if problems:
        print("check_frozen: FAILED", file=sys.stderr)
        for problem in problems:
            print(f"- {problem}", file=sys.stderr)
        return 1
    print("check_frozen: all good")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), Path(sys.argv[2]) if len(sys.argv) > 2 else None))
