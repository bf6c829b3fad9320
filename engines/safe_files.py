"""Writing files so that nothing is lost, and reading JSON without crashing or hanging the app.

Every file the app or the exporter writes goes through :func:`atomic_writer`: the data
lands in a temporary file in the same folder, is flushed to disk, and then replaces the
target in one step, so a crash or power cut leaves either the old file or the new one.
It only ever replaces a regular file: a symbolic link, a device, a named pipe or a folder
at the target is refused with :class:`NotARegularFileError` (an :class:`OSError`, which
every caller already reports), so ``--out /dev/null`` can never replace the device.
Temporaries a killed write left behind are removed by :func:`remove_stale_temporaries`.
On Windows the replace waits a moment when another program (a virus scanner, the search
indexer, a cloud folder's client) holds the target open, and then names the cause
(:func:`replace_file`); a path past Windows' length limit is written in its long form
(:func:`engines.file_names.long_path`).

Every JSON file the app or the command line opens goes through :func:`load_json`, which
never raises into a caller's event loop: it returns a :class:`LoadResult` whose ``error``
says, in one sentence naming the file, what is wrong. It reads regular files only (a
named pipe would block, ``/dev/zero`` would never end), reads at most the byte cap, and
refuses what Python's ``json`` would otherwise accept or choke on: numbers of more than
:data:`MAX_DIGITS` digits, ``NaN`` and ``Infinity``, text that is not UTF-8 and strings
holding a lone surrogate.
"""

from __future__ import annotations

import contextlib
import enum
import errno
import json
import math
import os
import re
import stat
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from engines.file_names import long_path
from engines.text import t

__all__ = [
    "MAX_DIGITS",
    "MAX_JSON_BYTES",
    "REPLACE_RETRY_DELAYS",
    "STALE_AFTER_SECONDS",
    "HeldOpenError",
    "LoadProblem",
    "LoadResult",
    "NotARegularFileError",
    "atomic_write_bytes",
    "atomic_write_json",
    "atomic_write_text",
    "atomic_writer",
    "load_json",
    "remove_stale_temporaries",
    "replace_file",
]

MAX_JSON_BYTES = 5 * 1024 * 1024
#: The longest integer a file may hold: seeds and counts need 20 digits at most, and
#: Python's ``int`` of a long digit string costs time quadratic in its length.
MAX_DIGITS = 100
#: A temporary of :func:`atomic_writer` older than this was left by a write that died.
STALE_AFTER_SECONDS = 60
#: The name :func:`tempfile.mkstemp` gives our temporaries: ``.NAME.<8 characters>.tmp``.
_TEMPORARY_NAME = re.compile(r"^\..+\.[A-Za-z0-9_]{8}\.tmp$")
#: The pauses, in seconds, between tries of a replace that Windows refused because another
#: program holds the target open (about 1.5 s in all: a scanner lets go within a second; a
#: document open in a viewer does not, and then the user is told). Other systems replace an
#: open file at once, so there a refusal is final.
REPLACE_RETRY_DELAYS: tuple[float, ...] = (
    (0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.3, 0.4) if os.name == "nt" else ()
)


class NotARegularFileError(OSError):
    """The target of a write is a link, a device, a pipe or a folder: it is left alone."""


class HeldOpenError(PermissionError):
    """Windows would not replace the target: another program kept it open (a PDF in a viewer)."""


def _kind_of(mode: int) -> str:
    """What a path is, in words, for a message about a file that is not a regular file."""
    if stat.S_ISDIR(mode):
        return t("it is a folder")
    if stat.S_ISLNK(mode):
        return t("it is a symbolic link")
    if stat.S_ISFIFO(mode):
        return t("it is a named pipe")
    if stat.S_ISSOCK(mode):
        return t("it is a socket")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return t("it is a device")
    return t("it is not a regular file")


def _refuse_unsafe_target(target: Path) -> None:
    """Raise :class:`NotARegularFileError` unless ``target`` is missing or a regular file.

    ``lstat`` does not follow a link: a link is refused rather than replaced by a file
    (or written through to a device it points at).
    """
    try:
        mode = os.lstat(long_path(target)).st_mode
    except FileNotFoundError:
        return
    if not stat.S_ISREG(mode):
        raise NotARegularFileError(errno.EINVAL, _kind_of(mode), str(target))


@contextlib.contextmanager
def atomic_writer(path: str | os.PathLike[str], mode: str = "wb") -> Iterator[IO[Any]]:
    """Yield a temporary file beside ``path``; on success it replaces ``path`` atomically.

    On any exception the temporary file is removed and ``path`` is untouched; a ``path``
    that is anything but a regular file (or missing) raises :class:`NotARegularFileError`
    before anything is written.
    """
    target = Path(path)
    _refuse_unsafe_target(target)
    handle, temp_name = tempfile.mkstemp(
        prefix=f".{target.name}.", suffix=".tmp", dir=long_path(target.parent)
    )
    try:
        _ordinary_permissions(handle, target)
        with os.fdopen(handle, mode, encoding=None if "b" in mode else "utf-8") as stream:
            yield stream
            stream.flush()
            os.fsync(stream.fileno())
        replace_file(temp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _fsync_dir(target.parent)


#: How :func:`replace_file` waits between tries (a test counts the pauses instead).
_pause: Callable[[float], None] = time.sleep


def replace_file(
    source: str | os.PathLike[str],
    target: str | os.PathLike[str],
    *,
    delays: tuple[float, ...] | None = None,
) -> None:
    """``os.replace(source, target)``, tried again while Windows says the target is held open.

    Windows refuses to replace a file another program has open (``PermissionError``:
    access denied or a sharing violation) even for an instant, as a virus scanner does
    with every new file. The replace is tried after each of ``delays`` (default
    :data:`REPLACE_RETRY_DELAYS`); if the target is still held, :class:`HeldOpenError`
    says so in words a user can act on. ``source`` is left for the caller to remove.
    """
    pauses = REPLACE_RETRY_DELAYS if delays is None else delays
    for pause in (*pauses, None):
        try:
            os.replace(long_path(source), long_path(target))
            return
        except PermissionError as exc:
            if pause is None:
                if not pauses:
                    raise
                raise HeldOpenError(
                    exc.errno or errno.EACCES,
                    t("another program holds the file open; close it there and try again"),
                    str(target),
                ) from exc
            _pause(pause)


def _ordinary_permissions(handle: int, target: Path) -> None:
    """Give the new file the mode of the one it replaces, or the usual one (mkstemp makes it 0600)."""
    if os.name != "posix":
        return
    try:
        mode = target.stat().st_mode & 0o777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    os.fchmod(handle, mode)


def _fsync_dir(folder: Path) -> None:
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def remove_stale_temporaries(folder: str | os.PathLike[str], older_than: float = STALE_AFTER_SECONDS) -> int:
    """Remove the temporaries a killed :func:`atomic_writer` left in ``folder``; how many went.

    Only regular files named as :func:`atomic_writer` names them and untouched for
    ``older_than`` seconds are removed, so a write under way in another window keeps its
    temporary. Never raises: an unreadable folder simply keeps its files.
    """
    removed = 0
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except (OSError, ValueError):
        return 0
    for entry in entries:
        if not _TEMPORARY_NAME.match(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > older_than:
                os.unlink(entry.path)
                removed += 1
        except OSError:
            continue
    return removed


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    with atomic_writer(path, "wb") as stream:
        stream.write(data)


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_json(path: str | os.PathLike[str], data: Any) -> None:
    atomic_write_text(path, json.dumps(data, indent=2, ensure_ascii=False) + "\n")


class LoadProblem(enum.Enum):
    """Why a file could not be used (model: novelWriter's state enum instead of a crash)."""

    MISSING = "missing"
    NOT_A_FILE = "not a regular file"
    UNREADABLE = "unreadable"
    TOO_LARGE = "too large"
    NOT_JSON = "not JSON"
    UNKNOWN_VERSION = "unknown version"
    INVALID = "invalid content"


@dataclass(frozen=True)
class LoadResult:
    path: Path
    data: Any = None
    problem: LoadProblem | None = None
    detail: str = ""

    @property
    def ok(self) -> bool:
        return self.problem is None

    @property
    def error(self) -> str:
        """One sentence for the user, naming the file and the reason ('' when ok)."""
        if self.ok:
            return ""
        assert self.problem is not None
        problem = _problem_word(self.problem)
        if self.detail:
            return t(
                "Cannot open {file} ({problem}: {detail}).",
                file=self.path.name,
                problem=problem,
                detail=self.detail,
            )
        return t("Cannot open {file} ({problem}).", file=self.path.name, problem=problem)


def _problem_word(problem: LoadProblem) -> str:
    words = {
        LoadProblem.MISSING: t("missing"),
        LoadProblem.NOT_A_FILE: t("not a regular file"),
        LoadProblem.UNREADABLE: t("unreadable"),
        LoadProblem.TOO_LARGE: t("too large"),
        LoadProblem.NOT_JSON: t("not JSON"),
        LoadProblem.UNKNOWN_VERSION: t("unknown version"),
        LoadProblem.INVALID: t("invalid content"),
    }
    return words.get(problem, problem.value)


class _Refused(ValueError):
    """Raised from inside ``json.loads`` for a value this app does not accept."""


def _parse_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise _Refused(t("a number of more than {limit} digits", limit=MAX_DIGITS))
    return int(digits)


def _parse_float(text: str) -> float:
    if len(text) > MAX_DIGITS * 4:
        raise _Refused(t("a number of more than {limit} digits", limit=MAX_DIGITS))
    value = float(text)
    if not math.isfinite(value):  # "1e400" is Infinity by another name
        raise _Refused(t("a number too large ({number})", number=text[:20]))
    return value


def _parse_constant(name: str) -> Any:
    raise _Refused(t("{word} is not a number this app accepts", word=name))


_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")


def _holds_lone_surrogate(data: Any) -> bool:
    """True when a string (or key) in ``data`` holds a surrogate no file can encode.

    Walked with a stack, not recursion: the data may be nested as deep as ``json`` allows.
    """
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


def _read_capped(target: Path, max_bytes: int) -> bytes | LoadResult:
    """The bytes of a regular file, at most ``max_bytes + 1`` of them; a :class:`LoadResult` if not.

    The path is checked before it is opened (a device is never opened), then the open
    descriptor is checked again (the path may have changed in between). A named pipe is
    opened without blocking, so even a pipe swapped in between the two checks cannot hang.
    """
    try:
        before = os.stat(long_path(target))
        if not stat.S_ISREG(before.st_mode):
            return LoadResult(target, problem=LoadProblem.NOT_A_FILE, detail=_kind_of(before.st_mode))
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
        fd = os.open(long_path(target), flags | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        return LoadResult(target, problem=LoadProblem.MISSING, detail=t("the file does not exist"))
    except OSError as exc:
        return LoadResult(target, problem=LoadProblem.UNREADABLE, detail=exc.strerror or str(exc))
    except ValueError:  # a NUL character in the path
        return LoadResult(target, problem=LoadProblem.UNREADABLE, detail=t("the name is not a file name"))
    try:
        opened = os.fstat(fd)
        if not stat.S_ISREG(opened.st_mode):
            return LoadResult(target, problem=LoadProblem.NOT_A_FILE, detail=_kind_of(opened.st_mode))
        if opened.st_size > max_bytes:
            return _too_large(target, opened.st_size, max_bytes)
        chunks: list[bytes] = []
        left = max_bytes + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    except OSError as exc:
        return LoadResult(target, problem=LoadProblem.UNREADABLE, detail=exc.strerror or str(exc))
    finally:
        os.close(fd)


def _too_large(target: Path, size: int, max_bytes: int) -> LoadResult:
    return LoadResult(
        target,
        problem=LoadProblem.TOO_LARGE,
        detail=t(
            "{size} MB, the limit is {limit} MB",
            size=f"{size / 1_048_576:.1f}",
            limit=f"{max_bytes / 1_048_576:.0f}",
        ),
    )


def load_json(
    path: str | os.PathLike[str],
    *,
    versions: tuple[int, ...] | None = None,
    validate: Callable[[Any], None] | None = None,
    max_bytes: int = MAX_JSON_BYTES,
) -> LoadResult:
    """Read a JSON file; problems come back in the result, never as exceptions.

    ``versions`` lists the accepted values of a top-level ``"version"`` field (a whole
    number: ``true`` is not version 1); ``validate`` may raise ``ValueError``,
    ``KeyError``, ``TypeError`` and the like to reject the content.

    A string holding a lone surrogate (``"\\ud800"``) is refused rather than cleaned:
    this app never writes one (no file can encode it), so such a file was made or
    damaged elsewhere, and cleaning would silently change what it says; loading it
    would only move the failure to the next save of it.
    """
    target = Path(path)
    raw = _read_capped(target, max_bytes)
    if isinstance(raw, LoadResult):
        return raw
    if len(raw) > max_bytes:  # the file grew since it was measured
        return _too_large(target, len(raw), max_bytes)
    try:
        data = json.loads(
            raw.decode("utf-8"),
            parse_int=_parse_int,
            parse_float=_parse_float,
            parse_constant=_parse_constant,
        )
    except UnicodeDecodeError:
        return LoadResult(target, problem=LoadProblem.NOT_JSON, detail=t("the file is not UTF-8 text"))
    except json.JSONDecodeError as exc:
        return LoadResult(
            target,
            problem=LoadProblem.NOT_JSON,
            detail=t("line {line}: {error}", line=exc.lineno, error=exc.msg),
        )
    except RecursionError:
        return LoadResult(target, problem=LoadProblem.NOT_JSON, detail=t("nested too deeply"))
    except _Refused as exc:
        return LoadResult(target, problem=LoadProblem.INVALID, detail=_message_of(exc))
    except (ValueError, OverflowError, MemoryError) as exc:  # whatever else ``json`` may raise
        return LoadResult(target, problem=LoadProblem.NOT_JSON, detail=type(exc).__name__)
    if _SURROGATE_ESCAPE.search(raw) and _holds_lone_surrogate(data):
        return LoadResult(
            target,
            problem=LoadProblem.INVALID,
            detail=t("text no file can hold (a lone surrogate)"),
        )
    if versions is not None:
        version = data.get("version") if isinstance(data, dict) else None
        if type(version) is not int or version not in versions:
            return LoadResult(
                target,
                problem=LoadProblem.UNKNOWN_VERSION,
                detail=t(
                    "version {version}, this app reads {versions}",
                    version=repr(version)[:40],
                    versions=", ".join(map(str, versions)),
                ),
            )
    if validate is not None:
        try:
            validate(data)
        except (
            ValueError,
            KeyError,
            TypeError,
            IndexError,
            AttributeError,
            OverflowError,
            RecursionError,
        ) as exc:
            return LoadResult(target, problem=LoadProblem.INVALID, detail=_reason(exc))
    return LoadResult(target, data=data)


def _reason(exc: BaseException) -> str:
    if isinstance(exc, KeyError):
        return t("missing {key}", key=repr(exc.args[0])) if exc.args else t("a key is missing")
    return _message_of(exc)


def _message_of(exc: BaseException) -> str:
    """An exception's message, kept translatable when it was built with ``t``."""
    if len(exc.args) == 1 and isinstance(exc.args[0], str):
        return exc.args[0] or type(exc).__name__
    return str(exc) or type(exc).__name__
