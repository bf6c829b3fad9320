"""One adapter per game: how a seat's view looks on a phone (see :mod:`tableserver.phone_views`)."""

#: The games with a phone adapter, named without importing them (the app asks at start-up;
#: ``tableserver.phone_views.ADAPTERS`` holds the adapters, a test keeps the two equal).
PHONE_GAMES: tuple[str, ...] = ("dj05135", "recto_verso", "revorso", "verso")
