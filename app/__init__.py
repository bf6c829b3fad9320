"""Recto Verso Studio: the PySide6 application (views, dialogs, the command line)."""

from __future__ import annotations

from importlib import metadata

__all__ = ["APP_NAME", "ORG_NAME", "__version__"]

APP_NAME = "Recto Verso Studio"
ORG_NAME = "RectoVersoStudio"

try:
    __version__ = metadata.version("rectoverso-studio")
except metadata.PackageNotFoundError:  # running from a bundle without metadata
    __version__ = "0.1.0"
