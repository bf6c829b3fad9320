"""The play layer: who sits at a table, one game session, its clock, saves and undo (no Qt).

Every game of the app is played through :class:`~engines.table.session.TableSession`:
the app's table shell, the command-line server and plain scripts drive the same object.
"""
