"""Check the Debian package as a user would meet it: validated, unpacked, started from its menu entry.

Run by ``make package-check`` after ``make deb``:

1. the desktop entry passes ``desktop-file-validate``, the AppStream data passes
   ``appstreamcli validate``, and ``lintian`` finds no error (its warnings that a
   PyInstaller bundle cannot avoid are overridden, each with its reason, in
   ``packaging/linux/lintian-overrides``);
2. the package is unpacked into a throw-away root with ``dpkg -x`` and holds every file
   where Debian puts it;
3. the command of the desktop entry's ``Exec`` line is started from that root, offscreen,
   with private settings and data folders: ``--version`` and ``--smoke`` (every view
   opened) must succeed and write no error to the log.

A tool that is missing (and could not be installed by ``make deb-tools``) skips only
its own check, with a printed reason. Usage: ``python packaging/linux/check_deb.py DEB``.
"""

from __future__ import annotations

import configparser
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent), str(Path(__file__).resolve().parents[1])]
from build_deb import APP_ID, NAME  # noqa: E402  (the scripts beside and above this one)
from check_frozen import log_errors, private_env  # noqa: E402

EXPECTED = (
    "usr/bin/rectoverso",
    f"opt/{NAME}/{NAME}",
    f"usr/share/applications/{NAME}.desktop",
    f"usr/share/metainfo/{APP_ID}.metainfo.xml",
    f"usr/share/icons/hicolor/256x256/apps/{NAME}.png",
    f"usr/share/icons/hicolor/scalable/apps/{NAME}.svg",
    "usr/share/man/man6/rectoverso.6.gz",
    f"usr/share/doc/{NAME}/copyright",
    f"usr/share/doc/{NAME}/changelog.gz",
    f"usr/share/lintian/overrides/{NAME}",
)


def _tool(name: str, problems: list[str], command: list[str]) -> None:
    """Run a validator; a missing tool is a skipped check, a complaint is a problem."""
    if shutil.which(name) is None:
        print(f"skipped: {name} is not installed (make deb-tools installs it where apt can be used)")
        return
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    output = (done.stdout + done.stderr).strip()
    if done.returncode != 0:
        problems.append(f"{name} failed:\n{output}")
    else:
        print(f"{name}: passed")


def _lintian(deb: Path, problems: list[str]) -> None:
    if shutil.which("lintian") is None:
        print("skipped: lintian is not installed (make deb-tools installs it where apt can be used)")
        return
    done = subprocess.run(
        ["lintian", "--tag-display-limit", "0", str(deb)], capture_output=True, text=True, check=False
    )
    lines = [line for line in (done.stdout + done.stderr).splitlines() if line[:2] in ("E:", "W:")]
    errors = [line for line in lines if line.startswith("E:")]
    if errors or done.returncode not in (0, 1):
        problems.append("lintian found errors:\n" + "\n".join(errors or [done.stderr.strip()]))
    else:
        print(f"lintian: no error, {len(lines)} warning(s)" + "".join(f"\n  {line}" for line in lines))


def _exec_command(desktop_file: Path, root: Path) -> list[str]:
    """The desktop entry's command, its program found in the unpacked root as the menu would on the PATH."""
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(desktop_file, encoding="utf-8")
    words = [w for w in shlex.split(entry["Desktop Entry"]["Exec"]) if not w.startswith("%")]
    for folder in ("usr/bin", "usr/games"):
        if (root / folder / words[0]).is_file():
            return [str(root / folder / words[0]), *words[1:]]
    raise FileNotFoundError(f"{words[0]} (the desktop entry's Exec) is not in the package's usr/bin")


def _start(command: list[str], sandbox: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = private_env(sandbox)
    return subprocess.run(
        [*command, *args], env=env, capture_output=True, text=True, timeout=180, check=False
    )


def main(deb: Path) -> int:
    if not deb.is_file():
        print(f"check_deb: {deb} does not exist (run make deb first)", file=sys.stderr)
        return 1
    problems: list[str] = []
    sandbox = Path(tempfile.mkdtemp(prefix="rectoverso-deb-"))
    try:
        root = sandbox / "root"
        subprocess.run(["dpkg", "-x", str(deb), str(root)], check=True)
        missing = [path for path in EXPECTED if not (root / path).exists()]
        if missing:
            problems.append("missing from the package: " + ", ".join(missing))
        desktop = root / "usr/share/applications" / f"{NAME}.desktop"
        _tool("desktop-file-validate", problems, ["desktop-file-validate", str(desktop)])
        metainfo = root / "usr/share/metainfo" / f"{APP_ID}.metainfo.xml"
        _tool("appstreamcli", problems, ["appstreamcli", "validate", "--no-net", str(metainfo)])
        _lintian(deb, problems)
        command = _exec_command(desktop, root)
        version = _start(command, sandbox, "--version")
        if version.returncode != 0:
            problems.append(f"--version exited {version.returncode}: {version.stderr.strip()[-500:]}")
        begin = time.perf_counter()
        smoke = _start(command, sandbox, "--smoke")
        took = time.perf_counter() - begin
        if smoke.returncode != 0:
            problems.append(f"--smoke exited {smoke.returncode}: {smoke.stderr.strip()[-500:]}")
        problems.extend(log_errors(sandbox))
        size = sum(p.lstat().st_size for p in root.rglob("*") if p.is_file() and not p.is_symlink())
        print(f"installed from {deb.name} into a throw-away root: {size / 1_048_576:.1f} MB")
        print(f"desktop entry runs: {' '.join(shlex.quote(w) for w in command)}")
        print(f"{version.stdout.strip()}; {smoke.stdout.strip()} in {took:.2f} s")
    finally:
        shutil.rmtree(sandbox, ignore_errors=True)
    if problems:
        print("check_deb: FAILED", file=sys.stderr)
        for problem in problems:
            print(f"- {problem}", file=sys.stderr)
        return 1
    print("check_deb: all good")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
