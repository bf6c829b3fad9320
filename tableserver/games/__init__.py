"""One adapter per game: how a seat's view looks on a phone (see :mod:`tableserver.phone_views`).

Each game names its adapter in its manifest (``GameSpec.phone``); nothing here lists them.
"""
