"""Card faces, sheets and aids as pure functions returning :class:`~export.art.primitives.Drawing`."""
