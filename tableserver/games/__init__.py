"""One adapter per game: how a seat's view looks on a phone (see :mod:`tableserver.phone_views`)."""
