"""The folder an export writes into: created on demand, or one clear reason why it cannot be.

A fresh account may have no ``Documents`` folder at all, so both the ``rectoverso export``
command and the Print & play view create the folder they are given (its parents
included) before anything is written. When that is impossible the answer is a
:class:`FolderProblem`, not an exception: the command prints its English sentence and
exits 2, the view words the same reason in the player's language (docs/ARCHITECTURE.md,
"Errors").

The folders it creates get names every system accepts, as every name the app makes
(docs/ARCHITECTURE.md, "Files on every system"): a folder typed as ``Cards: 2024`` or
``aux`` would be refused by Windows, or lost on the way to a Windows PC, so it is refused
here too, with the reason (:func:`engines.file_names.name_problem`). Folders that already
exist are the user's own and are used as they are.
"""

from __future__ import annotations

import enum
import errno
import os
from dataclasses import dataclass
from pathlib import Path

from engines.file_names import long_path, name_problem

__all__ = ["FolderProblem", "FolderTrouble", "prepare_output_folder"]


class FolderTrouble(enum.Enum):
    """Why a folder cannot receive the files."""

    #: no folder was named (an empty ``--out ""`` would otherwise mean "here")
    EMPTY = "empty"
    #: the folder, or one of its parents, is a file or something else that is not a folder
    NOT_A_FOLDER = "not a folder"
    #: the folder, or the parent it would be created in, may not be written to
    NOT_WRITABLE = "not writable"
    #: a folder to create has a name some system refuses (``detail`` says why)
    BAD_NAME = "bad name"
    #: any other refusal of the system (a read-only disk, a name too long ...)
    CANNOT_CREATE = "cannot create"


@dataclass(frozen=True)
class FolderProblem:
    """What went wrong, where (``path``: the folder or the part of it in the way), and the system's words."""

    trouble: FolderTrouble
    path: Path
    detail: str = ""

    def english(self) -> str:
        """One sentence for the command line, naming the folder and the reason."""
        if self.trouble is FolderTrouble.EMPTY:
            return "no folder given: name a folder for the files"
        if self.trouble is FolderTrouble.NOT_A_FOLDER:
            if self.path.is_file():
                return f"{self.path} is a file, not a folder"
            return f"{self.path} is in the way: it is not a folder"
        if self.trouble is FolderTrouble.NOT_WRITABLE:
            return f"the folder {self.path} cannot be written to (no permission)"
        if self.trouble is FolderTrouble.BAD_NAME:
            return f"cannot create the folder {self.path}: {self.detail}; choose another name"
        return f"cannot create the folder {self.path}: {self.detail}"


def _in_the_way(folder: Path) -> Path | None:
    """The folder itself or the nearest existing parent of it when that is not a folder."""
    for candidate in (folder, *folder.parents):
        if os.path.lexists(long_path(candidate)):
            return None if os.path.isdir(long_path(candidate)) else candidate
    return None


def _nearest_existing(folder: Path) -> Path:
    return next((p for p in (folder, *folder.parents) if os.path.exists(long_path(p))), folder)


def _badly_named(folder: Path) -> FolderProblem | None:
    """The first folder to be created whose name some system refuses, with the reason."""
    for candidate in reversed((folder, *folder.parents)):
        if os.path.lexists(long_path(candidate)) or candidate == Path(candidate.anchor):
            continue
        problem = name_problem(candidate.name)
        if problem is not None:
            return FolderProblem(FolderTrouble.BAD_NAME, candidate, problem)
    return None


def prepare_output_folder(folder: str | os.PathLike[str]) -> FolderProblem | None:
    """Make sure ``folder`` exists and can be written into; ``None`` when it can.

    Missing folders are created with their parents. Nothing is created when a file is in
    the way, and nothing at all for an empty name.
    """
    if not str(folder).strip():
        return FolderProblem(FolderTrouble.EMPTY, Path())
    path = Path(folder).expanduser()
    blocker = _in_the_way(path)
    if blocker is not None:
        return FolderProblem(FolderTrouble.NOT_A_FOLDER, blocker)
    badly_named = _badly_named(path)
    if badly_named is not None:
        return badly_named
    try:
        Path(long_path(path)).mkdir(parents=True, exist_ok=True)
    except PermissionError:
        return FolderProblem(FolderTrouble.NOT_WRITABLE, _nearest_existing(path))
    except (FileExistsError, NotADirectoryError):
        return FolderProblem(FolderTrouble.NOT_A_FOLDER, _in_the_way(path) or path)
    except OSError as exc:
        if exc.errno == errno.EROFS:
            return FolderProblem(FolderTrouble.NOT_WRITABLE, _nearest_existing(path))
        return FolderProblem(FolderTrouble.CANNOT_CREATE, path, exc.strerror or str(exc))
    except ValueError as exc:  # a NUL character in the name
        return FolderProblem(FolderTrouble.CANNOT_CREATE, path, str(exc))
    if not os.access(long_path(path), os.W_OK | os.X_OK):
        return FolderProblem(FolderTrouble.NOT_WRITABLE, path)
    return None
