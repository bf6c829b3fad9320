"""Entry point of the frozen app (PyInstaller runs this file as ``__main__``)."""

import sys

from app.main import main

if __name__ == "__main__":
    sys.exit(main())
