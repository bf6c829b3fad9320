"""Writing files so that nothing is lost, and reading JSON without crashing the app.

Every file the app or the exporter writes goes through :func:`atomic_write_bytes`: the
data lands in a temporary file in the same folder, is flushed to disk, and then replaces
the target in one step, so a crash or power cut leaves either the old file or the new one.
:func:`load_json` never raises into a caller's event loop: it returns a :class:`LoadResult`
whose ``error`` says, in one sentence naming the file, what is wrong.
"""

from __future__ import annotations

import contextlib
import enum
import json
import os
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from engines.text import t

__all__ = [
    "MAX_JSON_BYTES",
    "LoadProblem",
    "LoadResult",
    "atomic_write_bytes",
    "atomic_write_json",
    "atomic_write_text",
    "atomic_writer",
    "load_json",
]

MAX_JSON_BYTES = 5 * 1024 * 1024


@contextlib.contextmanager
def atomic_writer(path: str | os.PathLike[str], mode: str = "wb") -> Iterator[IO[Any]]:
    """Yield a temporary file beside ``path``; on success it replaces ``path`` atomically.

    On any exception the temporary file is removed and ``path`` is untouched.
    """
    target = Path(path)
    handle, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        _ordinary_permissions(handle, target)
        with os.fdopen(handle, mode, encoding=None if "b" in mode else "utf-8") as stream:
            yield stream
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _fsync_dir(target.parent)


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
        LoadProblem.UNREADABLE: t("unreadable"),
        LoadProblem.TOO_LARGE: t("too large"),
        LoadProblem.NOT_JSON: t("not JSON"),
        LoadProblem.UNKNOWN_VERSION: t("unknown version"),
        LoadProblem.INVALID: t("invalid content"),
    }
    return words.get(problem, problem.value)


def load_json(
    path: str | os.PathLike[str],
    *,
    versions: tuple[int, ...] | None = None,
    validate: Callable[[Any], None] | None = None,
    max_bytes: int = MAX_JSON_BYTES,
) -> LoadResult:
    """Read a JSON file; problems come back in the result, never as exceptions.

    ``versions`` lists the accepted values of a top-level ``"version"`` field;
    ``validate`` may raise ``ValueError``/``KeyError``/``TypeError`` to reject the content.
    """
    target = Path(path)
    try:
        size = target.stat().st_size
    except FileNotFoundError:
        return LoadResult(target, problem=LoadProblem.MISSING, detail=t("the file does not exist"))
    except OSError as exc:
        return LoadResult(target, problem=LoadProblem.UNREADABLE, detail=exc.strerror or str(exc))
    if size > max_bytes:
        return LoadResult(
            target,
            problem=LoadProblem.TOO_LARGE,
            detail=t(
                "{size} MB, the limit is {limit} MB",
                size=f"{size / 1_048_576:.1f}",
                limit=f"{max_bytes / 1_048_576:.0f}",
            ),
        )
    try:
        raw = target.read_bytes()
    except OSError as exc:
        return LoadResult(target, problem=LoadProblem.UNREADABLE, detail=exc.strerror or str(exc))
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        return LoadResult(target, problem=LoadProblem.NOT_JSON, detail=t("the file is not UTF-8 text"))
    except (json.JSONDecodeError, RecursionError) as exc:
        detail = (
            t("line {line}: {error}", line=exc.lineno, error=exc.msg)
            if isinstance(exc, json.JSONDecodeError)
            else t("nested too deeply")
        )
        return LoadResult(target, problem=LoadProblem.NOT_JSON, detail=detail)
    if versions is not None:
        version = data.get("version") if isinstance(data, dict) else None
        if version not in versions:
            return LoadResult(
                target,
                problem=LoadProblem.UNKNOWN_VERSION,
                detail=t(
                    "version {version}, this app reads {versions}",
                    version=repr(version),
                    versions=", ".join(map(str, versions)),
                ),
            )
    if validate is not None:
        try:
            validate(data)
        except (ValueError, KeyError, TypeError, IndexError, AttributeError) as exc:
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
