"""The app as the AT-SPI tests start it: a real window on the test's X server, one game on its table.

Run with the virtual environment's Python by :mod:`tests.atspi_reader`, inside the test's
D-Bus session, with ``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``. Its one argument is a JSON
object: ``language``, and either ``view`` (a view to open, such as ``"home"``) or a game to
deal (``game``, ``seats`` as in a save file, ``seed``, ``options``), or a Recto Verso
``puzzle`` to build (``{"level": "easy", "card": "E01", "seed": 1}``); ``"dialog": "settings"``
opens the Settings over it; ``settings`` sets preferences first (``{"key": value}``).
Computer players move at once and cards do not glide (``RECTOVERSO_REDUCED_MOTION``), so
the tests wait for the table, never for a clock.
"""

from __future__ import annotations

import json
import sys


def main() -> int:
    spec = json.loads(sys.argv[1])
    from app.bootstrap import create_app
    from engines.table.seats import Seat, TableSetup

    app, window = create_app(language=spec.get("language", "en"), private_settings=True)
    window.context.settings.set_value("table/bot_speed", "instant")
    for key, value in spec.get("settings", {}).items():
        window.context.settings.set_value(key, value)
    window.resize(1280, 800)
    window.show()
    window.activateWindow()
    game = spec.get("game")
    if game:
        view = window.view(game)
        view.shell.store.clear_autosave(game)
        window.show_view(game)
        seats = tuple(Seat.from_json(seat, i) for i, seat in enumerate(spec["seats"]))
        view.start_game(TableSetup(game, seats, spec.get("seed", 1), spec.get("options") or None))
    elif "puzzle" in spec:
        window.show_view("recto_verso")
        puzzle = spec["puzzle"]
        window.view("recto_verso").rounds.start_puzzle(puzzle["level"], puzzle["card"], seed=puzzle["seed"])
    else:
        window.show_view(spec.get("view", "home"))
    if spec.get("dialog") == "settings":
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, window.open_settings)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
