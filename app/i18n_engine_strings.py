"""Engine sentences for the translation catalogues (made by ``python -m app.i18n_sources``)."""

from PySide6.QtCore import QT_TRANSLATE_NOOP

ENGINE_STRINGS = [
]
